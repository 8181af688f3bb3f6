import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import { phoneMessageSchema, simulatedPhoneSchema } from '@shared/integrations.ts';
import { apiFetch } from '@web/lib/api-client.ts';

/** The agent answers in the background: while the phone is open, it looks again this often. */
const PHONE_POLL_MS = 1000;

const simulatedPhoneKey = (id: string) => ['whatsapp-simulated-phone', id] as const;

/** The thread of the simulated customer and the number, fresh while the phone is shown. */
export const useSimulatedPhone = (id: string) =>
  useQuery({
    queryKey: simulatedPhoneKey(id),
    queryFn: async () =>
      simulatedPhoneSchema.parse(await apiFetch(apiPath(apiPaths.whatsappSimulatedPhone, { id }))),
    refetchInterval: PHONE_POLL_MS,
  });

/** The simulated customer writes to the number. */
export function useWriteFromSimulatedPhone(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) =>
      phoneMessageSchema.parse(
        await apiFetch(apiPath(apiPaths.whatsappSimulatedPhoneMessages, { id }), {
          method: 'POST',
          body: { text },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: simulatedPhoneKey(id) }),
  });
}
