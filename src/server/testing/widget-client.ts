import { expect } from 'vitest';
import { apiPath, apiPaths, widgetApiPaths } from '@shared/api-paths.ts';
import {
  type WebchatSettings,
  type WebchatSettingsInput,
  webchatInputOf,
  widgetConversationSchema,
} from '@shared/webchat.ts';
import { agentChat } from './agent-chat.ts';
import { jsonRequest, type TestApp, type useTestServer } from './test-server.ts';

type Headers = Record<string, string>;

/** The website a test business embeds its widget on. */
export const widgetSite = 'https://shop.example';

/**
 * The widget of the owner's agent `agentId` saved with `change`, embeddable on `widgetSite`;
 * with a way to save it again, as the owner does on the Channels page.
 */
export async function ownerWidget(
  server: Pick<TestApp, 'request'>,
  ownerHeaders: Headers,
  agentId: string,
  change: Partial<WebchatSettingsInput> = {},
) {
  const settingsPath = apiPath(apiPaths.agentWebchat, { id: agentId });
  const current = (await (
    await server.request(settingsPath, { headers: ownerHeaders })
  ).json()) as WebchatSettings;
  const res = await server.request(
    settingsPath,
    jsonRequest(
      'PUT',
      webchatInputOf(current, { allowedOrigins: [`${widgetSite}/some/page`], ...change }),
      ownerHeaders,
    ),
  );
  expect(res.status, await res.clone().text()).toBe(200);
  const settings = (await res.json()) as WebchatSettings;
  const save = async (changes: Partial<WebchatSettingsInput>) => {
    const saved = await server.request(
      settingsPath,
      jsonRequest('PUT', webchatInputOf(settings, changes), ownerHeaders),
    );
    expect(saved.status, await saved.clone().text()).toBe(200);
    return (await saved.json()) as WebchatSettings;
  };
  return { settings, save };
}

/**
 * A business with a Webchat agent whose widget may be embedded on `widgetSite`, and one custom
 * response the agent answers from.
 */
export async function webchatBusiness(
  server: ReturnType<typeof useTestServer>,
  change: Partial<WebchatSettingsInput> = {},
) {
  const owner = await server.signIn({ sampleData: false });
  const chat = agentChat(server, owner.headers);
  await chat.personality({
    customResponses: [{ scenario: 'Opening hours', response: 'We open at 9 am every day.' }],
  });
  const agent = await chat.newAgent();
  const { settings, save } = await ownerWidget(server, owner.headers, agent.id, change);
  return { owner, agent, settings, save };
}

/**
 * A page of `origin` calling the widget API, as the widget does: `headers` go with every
 * request (`null` for no Origin at all, as a program outside a browser).
 */
export function widgetClient(
  app: Pick<TestApp, 'request'>,
  publicId: string,
  origin: string | null = widgetSite,
  extraHeaders: Headers = {},
) {
  let token: string | undefined;
  const headers = (extra: Headers = {}): Headers => ({
    ...(origin === null ? {} : { origin }),
    ...extraHeaders,
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
    headers,
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
    events: (id: string, init: RequestInit = {}) =>
      app.request(apiPath(widgetApiPaths.conversationEvents, { id }), {
        ...init,
        headers: headers(),
      }),
    act: (
      template: (typeof widgetApiPaths)[
        'conversationHandover' | 'conversationEnd' | 'conversationRating'],
      id: string,
      body?: unknown,
    ) => post(apiPath(template, { id }), body),
    leaveMessage: (body: unknown) =>
      post(apiPath(widgetApiPaths.offlineMessages, { publicId }), body),
  };
}

export const errorCode = async (res: Response) =>
  ((await res.clone().json()) as { error: { code: string } }).error.code;
