import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, WIDGET_API, widgetApiPaths } from '@shared/api-paths.ts';
import { WHATSAPP_WEBHOOK_PATH } from '@server/channels/whatsapp/whatsapp-store.ts';
import { TELEGRAM_WEBHOOK_PATH } from '@server/channels/telegram/telegram-store.ts';
import type { Logger } from '@server/platform/logging/logger.ts';
import { useTestServer } from '@server/testing/test-server.ts';
import { webchatBusiness, widgetClient } from '@server/testing/widget-client.ts';

const server = useTestServer('path-bytes');

/** Paths whose parameter is read before anything checks it, each with a NUL byte in it. */
const withNul = [
  ['GET', widgetApiPaths.agent.replace(':publicId', '%00')],
  ['GET', widgetApiPaths.agent.replace(':publicId', 'wc_a%00b')],
  ['POST', widgetApiPaths.visitors.replace(':publicId', '%00')],
  ['POST', widgetApiPaths.offlineMessages.replace(':publicId', '%00')],
  ['POST', widgetApiPaths.conversationEnd.replace(':id', '%00')],
  ['POST', TELEGRAM_WEBHOOK_PATH.replace(':agentId', '%00')],
  ['POST', WHATSAPP_WEBHOOK_PATH.replace(':instanceId', '%00')],
  ['GET', apiPaths.agent.replace(':id', '%00')],
] as const;

describe('a path parameter with a NUL byte', () => {
  // A visitor's token, so that the conversation routes read their `:id`.
  let visitor: ReturnType<typeof widgetClient>;
  beforeAll(async () => {
    const { settings } = await webchatBusiness(server);
    visitor = widgetClient(server, settings.publicId);
    expect((await visitor.visit()).status).toBe(201);
  });

  it.each(withNul)('%s %s is 404 in the error shape, and logs no error', async (method, path) => {
    const errors: string[] = [];
    const logger: Logger = { info: () => {}, error: (message) => errors.push(message) };
    const app = server.app({}, { logger });
    const res = await app.request(path, {
      method,
      // As each caller sends them: the widget from a listed site, Telegram and others bare.
      headers: {
        'content-type': 'application/json',
        ...(path.startsWith(WIDGET_API) ? visitor.headers() : {}),
      },
      body: method === 'POST' ? '{}' : undefined,
    });
    expect(res.status, await res.clone().text()).toBe(404);
    expect(await res.json()).toMatchObject({
      error: { code: 'not_found', message: expect.any(String) },
    });
    expect(errors).toEqual([]);
  });
});
