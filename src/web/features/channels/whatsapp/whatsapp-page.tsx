import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { whatsappCopy as copy, type WhatsappInstance } from '@shared/integrations.ts';
import { screenTitles } from '@shared/portal-copy.ts';
import { ConfirmDeleteDialog } from '@web/components/confirm-delete-dialog.tsx';
import { PageHeader } from '@web/components/page-header.tsx';
import { NoticeSnackbar, type Notice } from '@web/components/notice-snackbar.tsx';
import { useDeleteWhatsappInstance } from './api/delete-whatsapp-instance.ts';
import { useWhatsappInstances } from './api/get-whatsapp-instances.ts';
import { useUpdateWhatsappInstance } from './api/update-whatsapp-instance.ts';
import { ConnectDialog } from './components/connect-dialog.tsx';
import { InstanceCard } from './components/instance-card.tsx';
import { SimulatedPhoneDialog } from './components/simulated-phone-dialog.tsx';
import { useSetInstanceAgent } from './api/set-instance-agent.ts';
import { useAgents } from '@web/lib/agent-list.ts';
import { ApiError } from '@web/lib/api-client.ts';
import { QueryState } from '@web/components/query-state.tsx';
import { CardGridSkeleton } from '@web/components/skeletons.tsx';

const cardSize = { xs: 12, md: 6, xl: 4 } as const;

const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409;

export default function WhatsappPage() {
  const instances = useWhatsappInstances();
  const update = useUpdateWhatsappInstance();
  const remove = useDeleteWhatsappInstance();
  const setAgent = useSetInstanceAgent();
  const agents = useAgents();
  const [dialog, setDialog] = useState<{ instance?: WhatsappInstance } | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [confirming, setConfirming] = useState<WhatsappInstance | null>(null);
  const [phoneOf, setPhoneOf] = useState<string | null>(null);
  // The phone follows the instance as it changes (its agent chosen, its number connected).
  const phoneInstance = instances.data?.instances.find((instance) => instance.id === phoneOf);
  const busyId = update.isPending
    ? update.variables?.id
    : setAgent.isPending
      ? setAgent.variables?.id
      : remove.isPending
        ? remove.variables
        : undefined;

  const failed = () => setNotice({ severity: 'error', message: copy.actionFailed });
  const toggle = (instance: WhatsappInstance) =>
    update.mutate(
      {
        id: instance.id,
        status: instance.status === 'connected' ? 'disconnected' : 'connected',
      },
      { onError: failed },
    );
  // A disconnected number needs a new QR scan; a connected one only syncs again.
  const refresh = (instance: WhatsappInstance) =>
    instance.status === 'disconnected'
      ? setDialog({ instance })
      : update.mutate({ id: instance.id, status: 'connected' }, { onError: failed });

  return (
    <>
      <PageHeader
        title={screenTitles.whatsapp}
        subtitle={copy.subtitle}
        actions={
          <Button variant="contained" startIcon={<Add />} onClick={() => setDialog({})}>
            {copy.addInstance}
          </Button>
        }
      />
      <QueryState
        query={instances}
        loadingLabel={copy.loading}
        errorMessage={copy.loadFailed}
        skeleton={<CardGridSkeleton count={2} size={cardSize} height={180} />}
      >
        {({ instances: list, gateway }) =>
          list.length === 0 ? (
            <Card>
              <CardContent sx={{ p: 4, textAlign: 'center' }}>
                <Typography color="text.secondary">{copy.empty}</Typography>
              </CardContent>
            </Card>
          ) : (
            <Grid container spacing={3}>
              {list.map((instance) => (
                <Grid key={instance.id} size={cardSize}>
                  <InstanceCard
                    instance={instance}
                    agents={agents.data?.agents ?? []}
                    busy={busyId === instance.id}
                    onAgentChange={(agentId) =>
                      setAgent.mutate(
                        { id: instance.id, agentId },
                        {
                          onError: (error) =>
                            setNotice({
                              severity: 'error',
                              message: isConflict(error) ? copy.agentTaken : copy.agentSaveFailed,
                            }),
                        },
                      )
                    }
                    onToggle={() => toggle(instance)}
                    onRefresh={() => refresh(instance)}
                    onDelete={() => setConfirming(instance)}
                    onOpenPhone={
                      gateway === 'simulated' ? () => setPhoneOf(instance.id) : undefined
                    }
                  />
                </Grid>
              ))}
            </Grid>
          )
        }
      </QueryState>
      <ConnectDialog
        open={dialog !== null}
        instance={dialog?.instance}
        onClose={() => setDialog(null)}
        onConnected={() => {
          setDialog(null);
          setNotice({ severity: 'success', message: copy.connected });
        }}
      />
      {phoneInstance && (
        <SimulatedPhoneDialog instance={phoneInstance} onClose={() => setPhoneOf(null)} />
      )}
      <ConfirmDeleteDialog
        title={confirming && copy.deleteTitle(confirming.name)}
        text={copy.deleteText}
        labels={{ cancel: copy.cancel, delete: copy.deleteConfirm, deleting: copy.deleting }}
        busy={remove.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() =>
          confirming &&
          remove.mutate(confirming.id, { onError: failed, onSettled: () => setConfirming(null) })
        }
      />
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}
