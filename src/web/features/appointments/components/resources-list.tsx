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
import { appointmentsCopy, type Resource } from '@shared/bookings.ts';
import { ActionsMenu } from '@web/components/actions-menu.tsx';
import { ConfirmDeleteDialog } from '@web/components/confirm-delete-dialog.tsx';
import type { Notice } from '@web/components/notice-snackbar.tsx';
import { ApiError } from '@web/lib/api-client.ts';
import { useDeleteResource } from '../api/appointments-api.ts';
import { ResourceDialog } from './resource-dialog.tsx';

const copy = appointmentsCopy.resources;

/** Its hours in words: the business's, or on how many days of the week its own are. */
const hoursOf = (resource: Resource) =>
  resource.weeklyHours
    ? copy.ownHoursSummary(new Set(resource.weeklyHours.map((hours) => hours.weekday)).size)
    : copy.businessHours;

/** Who or what gives the services, with their hours: added, edited, deleted after asking. */
export function ResourcesList({
  resources,
  onNotice,
}: {
  resources: Resource[];
  onNotice: (notice: Notice) => void;
}) {
  const remove = useDeleteResource();
  // null: adding one; a resource: editing it.
  const [editing, setEditing] = useState<Resource | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Resource | null>(null);
  return (
    <Stack spacing={2}>
      {resources.length === 0 ? (
        <Typography color="text.secondary">{copy.empty}</Typography>
      ) : (
        <List disablePadding aria-label={copy.title}>
          {resources.map((resource) => (
            <ListItem
              key={resource.id}
              divider
              disableGutters
              secondaryAction={
                <ActionsMenu
                  label={copy.actions(resource.name)}
                  actions={[
                    {
                      label: copy.edit(resource.name),
                      icon: <EditRounded />,
                      onSelect: () => setEditing(resource),
                    },
                    {
                      label: copy.delete(resource.name),
                      icon: <DeleteOutlineRounded />,
                      onSelect: () => setDeleting(resource),
                      danger: true,
                    },
                  ]}
                />
              }
            >
              <ListItemText primary={resource.name} secondary={hoursOf(resource)} />
            </ListItem>
          ))}
        </List>
      )}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="body2" color="text.secondary">
          {copy.givesAll}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<AddRounded />}
          onClick={() => setEditing(null)}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-end', sm: 'auto' } }}
        >
          {copy.add}
        </Button>
      </Stack>
      {editing !== undefined && (
        <ResourceDialog
          resource={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            onNotice({ severity: 'success', message: editing ? copy.saved : copy.added });
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
            // Bookings still with it, or a service left without anyone: the server says which.
            onError: (error) =>
              onNotice({
                severity: 'error',
                message: error instanceof ApiError ? error.message : copy.deleteFailed,
              }),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </Stack>
  );
}
