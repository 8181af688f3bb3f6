import { useState } from 'react';
import { appointmentsCopy, type Resource } from '@shared/bookings.ts';
import type { Notice } from '@web/components/notice-snackbar.tsx';
import { ApiError } from '@web/lib/api-client.ts';
import { useDeleteResource } from '../api/appointments-api.ts';
import { NamedItemsList } from './named-items-list.tsx';
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
  return (
    <>
      <NamedItemsList
        items={resources}
        labels={copy}
        describe={hoursOf}
        hint={copy.givesAll}
        deleting={remove.isPending}
        onAdd={() => setEditing(null)}
        onEdit={setEditing}
        onDelete={(resource) =>
          remove.mutateAsync(resource.id).then(
            () => onNotice({ severity: 'success', message: copy.deleted }),
            // Bookings still with it, or a service left without anyone: the server says which.
            (error: unknown) =>
              onNotice({
                severity: 'error',
                message: error instanceof ApiError ? error.message : copy.deleteFailed,
              }),
          )
        }
      />
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
    </>
  );
}
