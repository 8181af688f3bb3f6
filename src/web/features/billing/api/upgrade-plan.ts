import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriptionSchema, type Subscription, type UpgradeInput } from '@shared/billing.ts';
import { apiPaths } from '@shared/api-paths.ts';
import { apiFetch } from '@web/lib/api-client.ts';
import { subscriptionQueryKey } from './get-subscription.ts';
import { invoicesQueryKey } from './get-invoices.ts';
import { usageQueryKey } from './get-usage.ts';

export async function upgradePlan(input: UpgradeInput): Promise<Subscription> {
  return subscriptionSchema.parse(
    await apiFetch(apiPaths.subscriptionUpgrade, { method: 'POST', body: input }),
  );
}

/** The new plan becomes the current one, and the usage limits follow it. */
export function useUpgradePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: upgradePlan,
    onSuccess: async (subscription) => {
      queryClient.setQueryData(subscriptionQueryKey, subscription);
      await queryClient.invalidateQueries({ queryKey: usageQueryKey });
      await queryClient.invalidateQueries({ queryKey: invoicesQueryKey });
    },
  });
}
