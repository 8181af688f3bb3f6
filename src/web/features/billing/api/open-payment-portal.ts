import { useMutation } from '@tanstack/react-query';
import { redirectSchema } from '@shared/billing.ts';
import { apiPaths } from '@shared/api-paths.ts';
import { apiFetch } from '@web/lib/api-client.ts';

export async function openPaymentPortal(): Promise<string> {
  const { url } = redirectSchema.parse(
    await apiFetch(apiPaths.subscriptionPortal, { method: 'POST', body: {} }),
  );
  return url;
}

/** Leaves for the payment provider's page where the card is changed. */
export function useOpenPaymentPortal() {
  return useMutation({
    mutationFn: openPaymentPortal,
    onSuccess: (url) => window.location.assign(url),
  });
}
