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
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value.replace(/\r\n?/g, '\n');
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event: StreamEvent = { event: 'message', data: '' };
      const data: string[] = [];
      for (const line of block.split('\n')) {
        const colon = line.indexOf(':');
        if (colon <= 0) continue;
        const field = line.slice(0, colon);
        const text = line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event.event = text;
        else if (field === 'data') data.push(text);
        else if (field === 'id') event.id = text;
      }
      if (data.length > 0) onEvent({ ...event, data: data.join('\n') });
    }
  }
}
