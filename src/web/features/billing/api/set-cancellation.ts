import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CancellationInput, subscriptionSchema, type Subscription } from '@shared/billing.ts';
import { apiPaths } from '@shared/api-paths.ts';
import { apiFetch } from '@web/lib/api-client.ts';
import { subscriptionQueryKey } from './get-subscription.ts';

export async function setCancellation(input: CancellationInput): Promise<Subscription> {
  return subscriptionSchema.parse(
    await apiFetch(apiPaths.subscriptionCancellation, { method: 'POST', body: input }),
  );
}

/** Cancels at the period's end, or keeps the subscription. */
export function useSetCancellation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCancellation,
    onSuccess: (subscription) => queryClient.setQueryData(subscriptionQueryKey, subscription),
  });
}
