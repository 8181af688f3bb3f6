import type { WidgetConfig } from '@shared/webchat.ts';
import type { ApiClient, ApiFailure } from './api-client.ts';
import type { ShowNotice } from './notice.ts';
import type { OfflineReason } from './offline-form.ts';

export type Act = (work: () => Promise<void>) => Promise<void>;

/**
 * Runs what the visitor asked for and shows its failure instead of throwing it: the form to
 * leave a message when the chat cannot answer, otherwise the server's words.
 */
export function showingFailures(
  config: WidgetConfig,
  api: ApiClient,
  {
    showNotice,
    showOffline,
  }: { showNotice: ShowNotice; showOffline: (reason: OfflineReason) => void },
): Act {
  return async (work) => {
    try {
      await work();
    } catch (failure) {
      const { status, code, message } = failure as ApiFailure;
      if (status === undefined) return showOffline('unreachable');
      if (code === 'unavailable') return showOffline(config.unavailable ?? 'limit');
      // An expired or foreign token: the visitor starts again, as a new one.
      if (status === 401 && code === 'visitor_unknown') api.forgetVisitor();
      showNotice(message);
    }
  };
}
