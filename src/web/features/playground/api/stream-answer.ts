import { EventSourceParserStream } from 'eventsource-parser/stream';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import { type AnswerEvent, answerEventSchemas } from '@shared/conversations.ts';
import { apiResponse } from '@web/lib/api-client.ts';

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
  const response = await apiResponse(
    apiPath(apiPaths.conversationMessages, { id: conversationId }),
    {
      method: 'POST',
      headers: { Accept: 'text/event-stream' },
      body: { text },
      signal,
    },
  );
  if (!response.body) throw new Error('The answer arrived without a body.');

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
