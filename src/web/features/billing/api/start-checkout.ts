import { useMutation } from '@tanstack/react-query';
import { type CheckoutInput, redirectSchema } from '@shared/billing.ts';
import { apiPaths } from '@shared/api-paths.ts';
import { apiFetch } from '@web/lib/api-client.ts';

export async function startCheckout(input: CheckoutInput): Promise<string> {
  const { url } = redirectSchema.parse(
    await apiFetch(apiPaths.subscriptionCheckout, { method: 'POST', body: input }),
  );
  return url;
}

/** Leaves for the payment provider's checkout page (test mode comes straight back). */
export function useStartCheckout() {
  return useMutation({
    mutationFn: startCheckout,
    onSuccess: (url) => window.location.assign(url),
  });
}
