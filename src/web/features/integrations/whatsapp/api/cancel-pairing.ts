import { apiFetch } from '@web/lib/api-client.ts';
import { whatsappUrl } from './get-whatsapp-instances.ts';

/** The dialog closed before a scan: the code must stop working. Nothing waits on it. */
export function cancelPairing(pairingId: string) {
  apiFetch(`${whatsappUrl}/pairings/${encodeURIComponent(pairingId)}`, {
    method: 'DELETE',
  }).catch(() => {});
}
