import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { metaCopy as copy, type MetaPage } from '@shared/meta.ts';
import { screenTitles } from '@shared/portal-copy.ts';
import { ConfirmDeleteDialog } from '@web/components/confirm-delete-dialog.tsx';
import { FormAlert } from '@web/components/form-alert.tsx';
import { PageHeader } from '@web/components/page-header.tsx';
import { QueryState } from '@web/components/query-state.tsx';
import { CardGridSkeleton } from '@web/components/skeletons.tsx';
import { useAgents } from '@web/lib/agent-list.ts';
import { ApiError } from '@web/lib/api-client.ts';
import { useDisconnectMetaPage } from './api/disconnect-meta-page.ts';
import { useMetaPages } from './api/get-meta-pages.ts';
import { useSetMetaPageAgent } from './api/set-meta-page-agent.ts';
import { FacebookLoginButton } from './components/facebook-login-button.tsx';
import { PageTokenForm } from './components/page-token-form.tsx';
import { useLoginOutcome } from './components/use-login-outcome.ts';
import { PageCard } from './components/page-card.tsx';

/**
 * Facebook Pages and their Instagram accounts: connect them through Facebook Login or by a
 * pasted Page token, choose the agent answering each channel, disconnect.
 */
export default function MetaPage() {
  const pages = useMetaPages();
  const agents = useAgents();
  const setAgent = useSetMetaPageAgent();
  const disconnect = useDisconnectMetaPage();
  const [leaving, setLeaving] = useState<MetaPage | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const outcome = useLoginOutcome();
  const failed = (fallback: string) => (error: unknown) =>
    setFailure(error instanceof ApiError ? error.message : fallback);
  return (
    <>
      <PageHeader title={screenTitles.meta} subtitle={copy.subtitle} />
      <QueryState
        query={pages}
        loadingLabel={copy.loading}
        errorMessage={copy.loadFailed}
        skeleton={<CardGridSkeleton count={2} size={{ xs: 12, md: 6 }} height={240} />}
      >
        {({ configured, login, pages: connected }) => (
          <Stack spacing={3}>
            {outcome && (
              <Alert
                severity={outcome === 'connected' ? 'success' : 'error'}
                role={outcome === 'connected' ? 'status' : 'alert'}
              >
                {copy.outcomes[outcome]}
              </Alert>
            )}
            {configured ? (
              <Card component="section" aria-labelledby="meta-connect-title">
                <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
                  <Typography id="meta-connect-title" component="h2" variant="h6" sx={{ mb: 1 }}>
                    {copy.connectTitle}
                  </Typography>
                  <Stack spacing={2}>
                    {login && <FacebookLoginButton />}
                    <Typography variant="body2" color="text.secondary">
                      {login ? copy.orPaste : copy.connectIntro}
                    </Typography>
                    <PageTokenForm />
                  </Stack>
                </CardContent>
              </Card>
            ) : (
              <Alert severity="info">{copy.notConfigured}</Alert>
            )}
            <FormAlert message={failure} />
            <section aria-label={copy.pagesLabel}>
              {connected.length === 0 ? (
                <Typography color="text.secondary">{copy.noPages}</Typography>
              ) : (
                <Grid container spacing={3}>
                  {connected.map((page) => (
                    <Grid key={page.id} size={{ xs: 12, md: 6 }}>
                      <PageCard
                        page={page}
                        agents={agents.data?.agents ?? []}
                        busy={setAgent.isPending || disconnect.isPending}
                        onAgentChange={(channel, agentId) => {
                          setFailure(null);
                          setAgent.mutate(
                            { id: page.id, channel, agentId },
                            { onError: failed(copy.agentSaveFailed) },
                          );
                        }}
                        onDisconnect={() => setLeaving(page)}
                      />
                    </Grid>
                  ))}
                </Grid>
              )}
            </section>
          </Stack>
        )}
      </QueryState>
      <ConfirmDeleteDialog
        title={leaving ? copy.disconnectTitle : null}
        text={leaving ? copy.disconnectConfirm(leaving.pageName) : ''}
        labels={{ cancel: copy.cancel, delete: copy.disconnect, deleting: copy.disconnecting }}
        busy={disconnect.isPending}
        onCancel={() => setLeaving(null)}
        onConfirm={() =>
          leaving &&
          disconnect.mutate(leaving.id, {
            onError: failed(copy.disconnectFailed),
            onSettled: () => setLeaving(null),
          })
        }
      />
    </>
  );
}
