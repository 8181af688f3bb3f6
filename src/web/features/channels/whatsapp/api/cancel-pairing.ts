import { apiPath, apiPaths } from '@shared/api-paths.ts';
import { apiFetch } from '@web/lib/api-client.ts';

/** The dialog closed before a scan: the code must stop working. Nothing waits on it. */
export function cancelPairing(pairingId: string) {
  apiFetch(apiPath(apiPaths.whatsappPairing, { id: pairingId }), {
    method: 'DELETE',
  }).catch(() => {});
}
