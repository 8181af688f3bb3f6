import type { WidgetConversation, WidgetMessage } from '@shared/webchat.ts';
import type { ApiClient } from './api-client.ts';
import { readEventStream } from './event-stream.ts';
import type { Bubble, MessageList } from './message-list.ts';
import type { ShowNotice } from './notice.ts';

type Status = WidgetConversation['status'];
type AnswerEvent = { text?: string; message?: WidgetMessage | null; status?: Status };

/**
 * The visitor's message, and the agent's answer shown as it is written; once it is done the
 * stored message replaces the streamed words.
 */
export function answerStream(
  api: ApiClient,
  messages: MessageList,
  { showNotice, setStatus }: { showNotice: ShowNotice; setStatus: (status: Status) => void },
) {
  let answering = false;

  async function ask(conversationId: string, text: string) {
    messages.bubble('customer', text);
    answering = true;
    messages.setTyping(true);
    let answer: Bubble | undefined;
    try {
      const response = await api.sendMessage(conversationId, text);
      await readEventStream(response, (event) => {
        const data = JSON.parse(event.data) as AnswerEvent;
        if (event.event === 'delta') {
          messages.setTyping(false);
          answer ??= messages.bubble('agent', '');
          answer.body.textContent += data.text ?? '';
          messages.scrollToEnd();
        } else if (event.event === 'done') {
          if (data.message) {
            messages.markShown(data.message.id);
            if (answer) answer.body.textContent = data.message.text;
            else messages.bubble('agent', data.message.text);
            messages.offer(data.message.choices);
          }
          if (data.status) setStatus(data.status);
        } else if (event.event === 'error') {
          showNotice((JSON.parse(event.data) as { message: string }).message);
        }
      });
    } finally {
      answering = false;
      messages.setTyping(false);
    }
  }

  return { ask, isAnswering: () => answering };
}
