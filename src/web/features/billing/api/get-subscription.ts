import { queryOptions, useQuery } from '@tanstack/react-query';
import { subscriptionSchema, type Subscription } from '@shared/billing.ts';
import { apiPaths } from '@shared/api-paths.ts';
import { apiFetch } from '@web/lib/api-client.ts';

export const subscriptionQueryKey = ['subscription'] as const;

export async function getSubscription(): Promise<Subscription> {
  return subscriptionSchema.parse(await apiFetch(apiPaths.subscription));
}

/** How often the subscription is asked again while the provider confirms a checkout. */
const CONFIRMING_POLL_MS = 2000;

/**
 * The subscription. Back from a checkout, it is asked again until a card pays it: the
 * provider's webhook, not the return to the page, makes it so.
 */
export const useSubscription = ({ untilCard = false } = {}) =>
  useQuery(
    queryOptions({
      queryKey: subscriptionQueryKey,
      queryFn: getSubscription,
      refetchInterval: (query) =>
        untilCard && !query.state.data?.hasCard ? CONFIRMING_POLL_MS : false,
    }),
  );
