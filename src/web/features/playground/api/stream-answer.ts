import { EventSourceParserStream } from 'eventsource-parser/stream';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import { type AnswerEvent, answerEventSchemas } from '@shared/conversations.ts';
import { paths } from '@shared/paths.ts';
import { toApiError } from '@web/lib/api-client.ts';

const isAnswerEvent = (name: string): name is AnswerEvent['event'] => name in answerEventSchemas;

/**
 * Sends the customer's text and yields the answer's events (DESIGN "Streaming") as the server
 * writes them. Aborting `signal` closes the stream, which cancels the answer on the server.
 */
export async function* streamAnswer(
  conversationId: string,
  text: string,
  signal: AbortSignal,
): AsyncGenerator<AnswerEvent> {
  const response = await fetch(apiPath(apiPaths.conversationMessages, { id: conversationId }), {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'text/event-stream', 'Content-Type': 'application/json' },
    body: JSON.stringify({ text }),
    signal,
  });
  if (response.status === 401) window.location.assign(paths.login);
  if (!response.ok || !response.body) throw await toApiError(response);

  const reader = response.body
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream())
    .getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      if (!value.event || !isAnswerEvent(value.event)) continue;
      const data: unknown = JSON.parse(value.data);
      yield {
        event: value.event,
        data: answerEventSchemas[value.event].parse(data),
      } as AnswerEvent;
    }
  } finally {
    reader.releaseLock();
  }
}
