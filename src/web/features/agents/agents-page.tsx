import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { agentCopy as copy, type Agent } from '@shared/agents.ts';
import { screenTitles } from '@shared/portal-copy.ts';
import { PageHeader } from '@web/components/page-header.tsx';
import { ApiError } from '@web/lib/api-client.ts';
import { ConfirmDeleteDialog } from '@web/components/confirm-delete-dialog.tsx';
import { NoticeSnackbar, type Notice } from '@web/components/notice-snackbar.tsx';
import { useDeleteAgent } from './api/delete-agent.ts';
import { useDuplicateAgent } from './api/duplicate-agent.ts';
import { useAgents } from '@web/lib/agent-list.ts';
import { useUpdateAgent } from './api/update-agent.ts';
import { AgentCard, type AgentAction } from './components/agent-card.tsx';
import { NewAgentDialog } from './components/new-agent-dialog.tsx';
import { upgradeLinkFor } from './upgrade-link.ts';
import { QueryState } from '@web/components/query-state.tsx';
import { CardGridSkeleton } from '@web/components/skeletons.tsx';

const cardSize = { xs: 12, sm: 6, lg: 4 } as const;

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.message : fallback;

export default function AgentsPage() {
  const agents = useAgents();
  const duplicate = useDuplicateAgent();
  const update = useUpdateAgent();
  const remove = useDeleteAgent();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Agent | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<Notice | null>(null);

  const run = async (agent: Agent, work: () => Promise<unknown>, done: string, failed: string) => {
    setBusyId(agent.id);
    try {
      await work();
      setFeedback({ severity: 'success', message: done });
    } catch (error) {
      setFeedback({
        severity: 'error',
        message: messageOf(error, failed),
        link: upgradeLinkFor(error),
      });
    } finally {
      setBusyId(null);
    }
  };

  const onAction = (action: AgentAction, agent: Agent) => {
    if (action === 'delete') setDeleting(agent);
    else if (action === 'duplicate')
      void run(
        agent,
        () => duplicate.mutateAsync(agent.id),
        copy.duplicated,
        'The agent could not be duplicated.',
      );
    else {
      const status = agent.status === 'active' ? 'inactive' : 'active';
      void run(
        agent,
        () => update.mutateAsync({ id: agent.id, patch: { status } }),
        status === 'active' ? copy.activated : copy.deactivated,
        'The agent could not be changed.',
      );
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const target = deleting;
    await run(
      target,
      () => remove.mutateAsync(target.id),
      copy.deleted,
      'The agent could not be deleted.',
    );
    setDeleting(null);
  };

  return (
    <>
      <PageHeader
        title={screenTitles.agents}
        subtitle={copy.subtitle}
        actions={
          <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
            {copy.newAgent}
          </Button>
        }
      />
      <QueryState
        query={agents}
        loadingLabel={copy.loading}
        errorMessage={copy.loadFailed}
        skeleton={<CardGridSkeleton count={3} size={cardSize} height={260} />}
      >
        {({ agents: list }) =>
          list.length === 0 ? (
            <Card>
              <CardContent sx={{ py: 6, textAlign: 'center' }}>
                <Typography color="text.secondary">{copy.empty}</Typography>
              </CardContent>
            </Card>
          ) : (
            <Grid container spacing={3}>
              {list.map((agent) => (
                <Grid key={agent.id} size={cardSize}>
                  <AgentCard agent={agent} busy={busyId === agent.id} onAction={onAction} />
                </Grid>
              ))}
            </Grid>
          )
        }
      </QueryState>
      <NewAgentDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={() => {
          setCreating(false);
          setFeedback({ severity: 'success', message: copy.created });
        }}
      />
      <ConfirmDeleteDialog
        title={deleting ? `${copy.deleteTitle}: ${deleting.name}` : null}
        text={copy.deleteConfirm}
        labels={copy}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
      <NoticeSnackbar notice={feedback} onClose={() => setFeedback(null)} />
    </>
  );
}
