import { expect } from 'vitest';
import { apiPath, widgetApiPaths } from '@shared/api-paths.ts';
import { widgetConversationSchema } from '@shared/webchat.ts';
import { jsonRequest, type TestApp } from './test-server.ts';

type Headers = Record<string, string>;

/** A page of `origin` calling the widget API, as the widget does. */
export function widgetClient(app: Pick<TestApp, 'request'>, publicId: string, origin: string) {
  let token: string | undefined;
  const headers = (extra: Headers = {}): Headers => ({
    origin,
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...extra,
  });
  const post = (path: string, body: unknown = {}, extra: Headers = {}) =>
    app.request(path, jsonRequest('POST', body, headers(extra)));
  return {
    get token() {
      return token;
    },
    set token(value) {
      token = value;
    },
    config: () => app.request(apiPath(widgetApiPaths.agent, { publicId }), { headers: headers() }),
    async visit(body: unknown = {}) {
      const res = await post(apiPath(widgetApiPaths.visitors, { publicId }), body);
      if (res.status === 201) token = ((await res.clone().json()) as { token: string }).token;
      return res;
    },
    start: () => post(widgetApiPaths.conversations),
    async started() {
      const res = await post(widgetApiPaths.conversations);
      expect(res.status, await res.clone().text()).toBe(201);
      return widgetConversationSchema.parse(
        ((await res.json()) as { conversation: unknown }).conversation,
      );
    },
    send: (id: string, text: string) =>
      post(apiPath(widgetApiPaths.conversationMessages, { id }), { text }),
    current: () => app.request(widgetApiPaths.currentConversation, { headers: headers() }),
    act: (
      template: (typeof widgetApiPaths)[
        'conversationHandover' | 'conversationEnd' | 'conversationRating'],
      id: string,
      body?: unknown,
    ) => post(apiPath(template, { id }), body),
  };
}
