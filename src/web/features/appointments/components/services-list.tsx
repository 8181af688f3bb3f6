import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { appointmentsCopy, type Resource, type Service } from '@shared/bookings.ts';
import { ActionsMenu } from '@web/components/actions-menu.tsx';
import { ConfirmDeleteDialog } from '@web/components/confirm-delete-dialog.tsx';
import type { Notice } from '@web/components/notice-snackbar.tsx';
import { useAgents } from '@web/lib/agent-list.ts';
import { useDeleteService } from '../api/appointments-api.ts';
import { ServiceDialog } from './service-dialog.tsx';

const copy = appointmentsCopy.services;

/** The services: each with its length, price and the agents that offer it; added, edited, deleted. */
export function ServicesList({
  services,
  resources,
  onNotice,
}: {
  services: Service[];
  resources: readonly Resource[];
  onNotice: (notice: Notice) => void;
}) {
  const remove = useDeleteService();
  const agents = useAgents();
  const agentName = new Map(agents.data?.agents.map((agent) => [agent.id, agent.name]));
  // null: adding one; a service: editing it.
  const [editing, setEditing] = useState<Service | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Service | null>(null);
  const offeredBy = (service: Service) => {
    const names = service.agentIds.flatMap((id) => agentName.get(id) ?? []);
    return names.length > 0 ? copy.offeredBy(names) : null;
  };
  return (
    <Stack spacing={2}>
      {services.length === 0 ? (
        <Typography color="text.secondary">{copy.empty}</Typography>
      ) : (
        <List disablePadding aria-label={copy.title}>
          {services.map((service) => (
            <ListItem
              key={service.id}
              divider
              disableGutters
              secondaryAction={
                <ActionsMenu
                  label={copy.actions(service.name)}
                  actions={[
                    {
                      label: copy.edit(service.name),
                      icon: <EditRounded />,
                      onSelect: () => setEditing(service),
                    },
                    {
                      label: copy.delete(service.name),
                      icon: <DeleteOutlineRounded />,
                      onSelect: () => setDeleting(service),
                      danger: true,
                    },
                  ]}
                />
              }
            >
              <ListItemText
                primary={service.name}
                secondary={[
                  copy.summary(service.durationMinutes, service.priceText),
                  offeredBy(service),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button variant="outlined" startIcon={<AddRounded />} onClick={() => setEditing(null)}>
          {copy.add}
        </Button>
      </Stack>
      {editing !== undefined && (
        <ServiceDialog
          service={editing}
          resources={resources}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            onNotice({ severity: 'success', message: editing ? copy.updated : copy.added });
            setEditing(undefined);
          }}
        />
      )}
      <ConfirmDeleteDialog
        title={deleting ? copy.deleteTitle(deleting.name) : null}
        text={copy.deleteText}
        labels={copy.deleteLabels}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          remove.mutate(deleting!.id, {
            onSuccess: () => onNotice({ severity: 'success', message: copy.deleted }),
            onError: () => onNotice({ severity: 'error', message: copy.deleteFailed }),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </Stack>
  );
}
