import { useQuery } from '@tanstack/react-query';
import {
  integrationTimers,
  pairingStatusSchema,
  type PairingStatus,
} from '@shared/integrations.ts';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import { apiFetch } from '@web/lib/api-client.ts';

export async function getPairingStatus(pairingId: string): Promise<PairingStatus> {
  return pairingStatusSchema.parse(
    await apiFetch(apiPath(apiPaths.whatsappPairing, { id: pairingId })),
  );
}

/** Asks every second whether the phone has scanned, until the pairing ends. */
export const usePairingStatus = (pairingId: string | undefined) =>
  useQuery({
    queryKey: ['whatsapp-pairing', pairingId],
    queryFn: () => getPairingStatus(pairingId!),
    enabled: pairingId !== undefined,
    staleTime: 0,
    gcTime: 0,
    refetchInterval: (query) =>
      query.state.data && query.state.data.status !== 'pending'
        ? false
        : integrationTimers.pairingPollMs,
  });
