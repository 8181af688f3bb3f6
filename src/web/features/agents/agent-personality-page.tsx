import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useParams } from 'react-router';
import { personalityCopy as copy } from '@shared/personality.ts';
import { PageHeader } from '@web/components/page-header.tsx';
import { NoticeSnackbar, type Notice } from '@web/components/notice-snackbar.tsx';
import { QueryState } from '@web/components/query-state.tsx';
import { FormSkeleton } from '@web/components/skeletons.tsx';
import { ApiError } from '@web/lib/api-client.ts';
import { useAgentPersonality, useSaveAgentPersonality } from './api/agent-personality.ts';
import { PersonalityForm } from './components/personality-form.tsx';

const failure = (error: unknown) => (error instanceof ApiError ? error.message : copy.saveFailed);

/** One agent's personality, titled with its name: the account's until saved here. */
export default function AgentPersonalityPage() {
  const { agentId = '' } = useParams();
  const personality = useAgentPersonality(agentId);
  const save = useSaveAgentPersonality(agentId);
  const [feedback, setFeedback] = useState<Notice | null>(null);
  const name = personality.data?.agentName;

  const saveWith = async (input: Parameters<typeof save.mutateAsync>[0], done: string) => {
    try {
      await save.mutateAsync(input);
      setFeedback({ severity: 'success', message: done });
      return true;
    } catch (error) {
      setFeedback({ severity: 'error', message: failure(error) });
      return false;
    }
  };

  return (
    <>
      <PageHeader
        title={name ? copy.agentTitle(name) : copy.loading}
        subtitle={copy.agentSubtitle}
      />
      <QueryState
        query={personality}
        loadingLabel={copy.loading}
        errorMessage={copy.loadFailed}
        skeleton={<FormSkeleton fields={5} />}
      >
        {({ agentName, own, personality: initial }) => (
          <>
            <Alert
              severity="info"
              sx={{ mb: 3 }}
              action={
                own && (
                  <Button
                    color="inherit"
                    size="small"
                    disabled={save.isPending}
                    onClick={() => saveWith(null, copy.accountUsed)}
                  >
                    {copy.useAccount}
                  </Button>
                )
              }
            >
              {own ? copy.ownPersonality(agentName) : copy.followsAccount(agentName)}
            </Alert>
            <PersonalityForm
              // A reset brings the account's settings: the form starts again from them.
              key={String(own)}
              initial={initial}
              saving={save.isPending}
              onSave={(input) => saveWith(input, copy.saved)}
            />
          </>
        )}
      </QueryState>
      <NoticeSnackbar notice={feedback} onClose={() => setFeedback(null)} />
    </>
  );
}
