import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ChangePlanInput, subscriptionSchema, type Subscription } from '@shared/billing.ts';
import { apiPaths } from '@shared/api-paths.ts';
import { apiFetch } from '@web/lib/api-client.ts';
import { subscriptionQueryKey } from './get-subscription.ts';
import { invoicesQueryKey } from './get-invoices.ts';
import { usageQueryKey } from './get-usage.ts';

export async function changePlan(input: ChangePlanInput): Promise<Subscription> {
  return subscriptionSchema.parse(
    await apiFetch(apiPaths.subscriptionPlan, { method: 'POST', body: input }),
  );
}

/** A move to the cheaper plan: the limits and the invoices follow it. */
export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePlan,
    onSuccess: async (subscription) => {
      queryClient.setQueryData(subscriptionQueryKey, subscription);
      await queryClient.invalidateQueries({ queryKey: usageQueryKey });
      await queryClient.invalidateQueries({ queryKey: invoicesQueryKey });
    },
  });
}
