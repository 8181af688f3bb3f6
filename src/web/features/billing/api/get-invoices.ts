import { queryOptions, useQuery } from '@tanstack/react-query';
import { invoiceListSchema, type Invoice } from '@shared/billing.ts';
import { apiPaths } from '@shared/api-paths.ts';
import { apiFetch } from '@web/lib/api-client.ts';

export const invoicesQueryKey = ['subscription', 'invoices'] as const;

export async function getInvoices(): Promise<Invoice[]> {
  return invoiceListSchema.parse(await apiFetch(apiPaths.subscriptionInvoices)).invoices;
}

export const useInvoices = () =>
  useQuery(queryOptions({ queryKey: invoicesQueryKey, queryFn: getInvoices }));
