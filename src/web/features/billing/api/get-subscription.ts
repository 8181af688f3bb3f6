import { queryOptions, useQuery } from '@tanstack/react-query';
import { subscriptionSchema, type Subscription } from '@shared/billing.ts';
import { apiFetch } from '@web/lib/api-client.ts';

export const subscriptionUrl = '/api/v1/subscription';

export const subscriptionQueryKey = ['subscription'] as const;

export async function getSubscription(): Promise<Subscription> {
  return subscriptionSchema.parse(await apiFetch(subscriptionUrl));
}

export const useSubscription = () =>
  useQuery(queryOptions({ queryKey: subscriptionQueryKey, queryFn: getSubscription }));
