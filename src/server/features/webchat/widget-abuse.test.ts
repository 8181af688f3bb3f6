import { beforeAll, describe, expect, it } from 'vitest';
import { apiPath, widgetApiPaths } from '@shared/api-paths.ts';
import { API_BODY_LIMIT_BYTES } from '@server/platform/http/json-only.ts';
import { useTestServer } from '@server/testing/test-server.ts';
import { errorCode, webchatBusiness, widgetClient } from '@server/testing/widget-client.ts';

const server = useTestServer('widget-abuse');

/** A body of `total` bytes made as it is read, counting what the server pulled. */
function endlessBody(total: number) {
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  const read = { bytes: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (read.bytes >= total) return controller.close();
      read.bytes += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, read };
}

describe('the widget API refuses request bodies over the API’s limit', () => {
  let visitor: ReturnType<typeof widgetClient>;
  let posts: [string, string][];
  beforeAll(async () => {
    const { settings } = await webchatBusiness(server);
    visitor = widgetClient(server, settings.publicId);
    expect((await visitor.visit()).status).toBe(201);
    const { id } = await visitor.started();
    posts = [
      ['visitors', apiPath(widgetApiPaths.visitors, { publicId: settings.publicId })],
      ['offline', apiPath(widgetApiPaths.offlineMessages, { publicId: settings.publicId })],
      ['conversations', widgetApiPaths.conversations],
      ['messages', apiPath(widgetApiPaths.conversationMessages, { id })],
      ['rating', apiPath(widgetApiPaths.conversationRating, { id })],
    ];
  });

  it('answers 413 to a body over the limit on every POST route', async () => {
    const oversized = JSON.stringify({ text: 'x'.repeat(API_BODY_LIMIT_BYTES) });
    for (const [name, path] of posts) {
      const res = await server.request(path, {
        method: 'POST',
        headers: { ...visitor.headers(), 'content-type': 'application/json' },
        body: oversized,
      });
      expect(res.status, `${name}: ${await res.clone().text()}`).toBe(413);
      expect(await errorCode(res)).toBe('payload_too_large');
    }
  });

  it('stops reading a body sent without a length once it passes the limit', async () => {
    for (const [name, path] of posts) {
      const body = endlessBody(20 * 1024 * 1024);
      const res = await server.request(path, {
        method: 'POST',
        headers: { ...visitor.headers(), 'content-type': 'application/json' },
        body: body.stream,
        duplex: 'half',
      } as RequestInit);
      expect(res.status, name).toBe(413);
      expect(body.read.bytes, name).toBeLessThan(4 * API_BODY_LIMIT_BYTES);
    }
  });
});
