import { describe, expect, it } from 'vitest';
import { readEventStream, type StreamEvent } from './event-stream.ts';

describe('readEventStream', () => {
  it('reads events split anywhere across chunks, and skips comments', async () => {
    const chunks = [
      'retry: 2000\n\n: ping\n\nid: 7\nevent: del',
      'ta\ndata: {"text":"Hi"}\n',
      '\nevent: done\r\ndata: {}\r\n\r\n',
    ];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    });
    const events: StreamEvent[] = [];
    await readEventStream(new Response(body), (event) => events.push(event));
    expect(events).toEqual([
      { id: '7', event: 'delta', data: '{"text":"Hi"}' },
      { event: 'done', data: '{}' },
    ]);
  });
});
