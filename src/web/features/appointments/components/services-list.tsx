import { useState } from 'react';
import { appointmentsCopy, type Resource, type Service } from '@shared/bookings.ts';
import type { Notice } from '@web/components/notice-snackbar.tsx';
import { useAgents } from '@web/lib/agent-list.ts';
import { useDeleteService } from '../api/appointments-api.ts';
import { NamedItemsList } from './named-items-list.tsx';
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
  const describe = (service: Service) => {
    const names = service.agentIds.flatMap((id) => agentName.get(id) ?? []);
    return [
      copy.summary(service.durationMinutes, service.priceText),
      names.length > 0 ? copy.offeredBy(names) : null,
    ]
      .filter(Boolean)
      .join(' · ');
  };
  return (
    <>
      <NamedItemsList
        items={services}
        labels={copy}
        describe={describe}
        deleting={remove.isPending}
        onAdd={() => setEditing(null)}
        onEdit={setEditing}
        onDelete={(service) =>
          remove.mutateAsync(service.id).then(
            () => onNotice({ severity: 'success', message: copy.deleted }),
            () => onNotice({ severity: 'error', message: copy.deleteFailed }),
          )
        }
      />
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
    </>
  );
}
