import { queryOptions, useQuery } from '@tanstack/react-query';
import { subscriptionSchema, type Subscription } from '@shared/billing.ts';
import { apiPaths } from '@shared/api-paths.ts';
import { apiFetch } from '@web/lib/api-client.ts';

export const subscriptionQueryKey = ['subscription'] as const;

export async function getSubscription(): Promise<Subscription> {
  return subscriptionSchema.parse(await apiFetch(apiPaths.subscription));
}

export const useSubscription = () =>
  useQuery(queryOptions({ queryKey: subscriptionQueryKey, queryFn: getSubscription }));
