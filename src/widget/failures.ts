import type { WidgetConfig } from '@shared/webchat.ts';
import type { ApiClient, ApiFailure } from './api-client.ts';
import type { ShowNotice } from './notice.ts';
import type { OfflineReason } from './offline-form.ts';

/** Runs `work`; `typed`, what the visitor wrote for it, goes to the form if it fails. */
export type Act = (work: () => Promise<void>, typed?: string) => Promise<void>;

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
  }: { showNotice: ShowNotice; showOffline: (reason: OfflineReason, typed?: string) => void },
): Act {
  return async (work, typed) => {
    try {
      await work();
    } catch (failure) {
      const { status, code, message } = failure as ApiFailure;
      if (status === undefined) return showOffline('unreachable', typed);
      if (code === 'too_many_chats') return showOffline('chats', typed);
      if (code === 'unavailable') return showOffline(config.unavailable ?? 'limit');
      // An expired or foreign token: the visitor starts again, as a new one.
      if (status === 401 && code === 'visitor_unknown') api.forgetVisitor();
      showNotice(message);
    }
  };
}
