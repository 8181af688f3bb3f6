import type { WidgetConversation, WidgetMessage } from '@shared/webchat.ts';
import type { ApiClient, ApiFailure } from './api-client.ts';
import { readEventStream } from './event-stream.ts';

type Status = WidgetConversation['status'];
type LiveEvent = { message?: WidgetMessage; status: Status };

const RECONNECT_MS = 2000;
/** After 429 (open in too many windows) a tab asks less often; Last-Event-ID catches it up. */
const CROWDED_RECONNECT_MS = 30_000;

/**
 * A person's replies and the conversation's changes as they happen, on one stream at a time,
 * opened again when it drops for as long as its conversation is the one on screen.
 */
export function liveEvents(
  api: ApiClient,
  view: {
    currentConversationId: () => string | undefined;
    isAnswering: () => boolean;
    showMessage: (message: WidgetMessage) => void;
    statusChanged: (status: Status) => void;
  },
) {
  let streamAbort: AbortController | null = null;

  async function follow(conversationId: string) {
    streamAbort?.abort();
    const abort = new AbortController();
    streamAbort = abort;
    let lastEventId: string | undefined;
    while (!abort.signal.aborted && view.currentConversationId() === conversationId) {
      let pause = RECONNECT_MS;
      try {
        const response = await api.conversationEvents(conversationId, lastEventId, abort.signal);
        await readEventStream(response, (event) => {
          if (event.id) lastEventId = event.id;
          const data = JSON.parse(event.data) as LiveEvent;
          // The answer being streamed, and the visitor's own words, are already on screen.
          const message = data.message;
          if (
            message &&
            !(view.isAnswering() && message.sender === 'agent') &&
            message.sender !== 'customer'
          ) {
            view.showMessage(message);
          }
          view.statusChanged(data.status);
        });
      } catch (failure) {
        const { status } = failure as ApiFailure;
        if (abort.signal.aborted || status === 404) return;
        if (status === 429) pause = CROWDED_RECONNECT_MS;
      }
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }

  return {
    follow,
    stop() {
      streamAbort?.abort();
    },
  };
}
