import { describe, expect, it } from 'vitest';
import { readEventStream, type StreamEvent } from './event-stream.ts';

/** The events read from a body that arrives in these chunks. */
async function eventsOf(chunks: (string | Uint8Array)[]) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) {
        controller.enqueue(typeof chunk === 'string' ? new TextEncoder().encode(chunk) : chunk);
      }
      controller.close();
    },
  });
  const events: StreamEvent[] = [];
  await readEventStream(new Response(body), (event) => events.push(event));
  return events;
}

describe('readEventStream', () => {
  it('reads events split anywhere across chunks, and skips comments', async () => {
    expect(
      await eventsOf([
        'retry: 2000\n\n: ping\n\nid: 7\nevent: del',
        'ta\ndata: {"text":"Hi"}\n',
        '\nevent: done\r\ndata: {}\r\n\r\n',
      ]),
    ).toEqual([
      { id: '7', event: 'delta', data: '{"text":"Hi"}' },
      { event: 'done', data: '{}' },
    ]);
  });

  it('joins the lines of multi-line data, and names an unnamed event `message`', async () => {
    expect(await eventsOf(['data: first line\ndata:second line\r', '\n\n'])).toEqual([
      { event: 'message', data: 'first line\nsecond line' },
    ]);
  });

  it('keeps a character whose bytes arrive in two chunks', async () => {
    const bytes = new TextEncoder().encode('data: café\n\n');
    const split = bytes.length - 3;
    expect(await eventsOf([bytes.slice(0, split), bytes.slice(split)])).toEqual([
      { event: 'message', data: 'café' },
    ]);
  });

  it('drops an event the stream ends before finishing', async () => {
    expect(await eventsOf(['data: whole\n\ndata: cut off\n'])).toEqual([
      { event: 'message', data: 'whole' },
    ]);
  });
});
