import { useMutation } from '@tanstack/react-query';
import { pairingSchema, type Pairing, type WhatsappInstanceInput } from '@shared/integrations.ts';
import { apiFetch } from '@web/lib/api-client.ts';
import { whatsappUrl } from './get-whatsapp-instances.ts';

/** What to pair: a new instance, or an existing one to reconnect. */
export type PairingTarget = { instanceId: string } | WhatsappInstanceInput;

/** The gateway issues a pairing code; the QR image shows it. */
export async function startPairing(target: PairingTarget): Promise<Pairing> {
  const url =
    'instanceId' in target
      ? `${whatsappUrl}/instances/${encodeURIComponent(target.instanceId)}/pairings`
      : `${whatsappUrl}/pairings`;
  const body = 'instanceId' in target ? undefined : target;
  return pairingSchema.parse(await apiFetch(url, { method: 'POST', body }));
}

export const useStartPairing = () => useMutation({ mutationFn: startPairing });
