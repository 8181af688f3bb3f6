import { createParser } from 'eventsource-parser';

/** One server-sent event as read from a fetch body. */
export type StreamEvent = { id?: string; event: string; data: string };

/**
 * Reads server-sent events from a fetch response. EventSource cannot send the visitor's token
 * in a header, so the widget reads the stream itself.
 */
export async function readEventStream(
  response: Response,
  onEvent: (event: StreamEvent) => void,
): Promise<void> {
  const parser = createParser({
    // An event the server does not name is a `message`, as EventSource has it.
    onEvent: (event) => onEvent({ ...event, event: event.event ?? 'message' }),
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    parser.feed(value);
  }
}
