import { useMutation } from '@tanstack/react-query';
import { pairingSchema, type Pairing, type WhatsappInstanceInput } from '@shared/integrations.ts';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import { apiFetch } from '@web/lib/api-client.ts';

/** What to pair: a new instance, or an existing one to reconnect. */
export type PairingTarget = { instanceId: string } | WhatsappInstanceInput;

/** The gateway issues a pairing code; the QR image shows it. */
export async function startPairing(target: PairingTarget): Promise<Pairing> {
  const url =
    'instanceId' in target
      ? apiPath(apiPaths.whatsappInstancePairings, { id: target.instanceId })
      : apiPaths.whatsappPairings;
  const body = 'instanceId' in target ? undefined : target;
  return pairingSchema.parse(await apiFetch(url, { method: 'POST', body }));
}

export const useStartPairing = () => useMutation({ mutationFn: startPairing });
