import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '@shared/agents.ts';
import { apiPath, apiPaths, widgetApiPaths } from '@shared/api-paths.ts';
import { type WebchatSettings, webchatInputOf } from '@shared/webchat.ts';
import { WIDGET_PREVIEW_HEADER } from '@shared/widget-preview.ts';
import { EVOLUTION_SECRET_HEADER } from '@server/channels/whatsapp/evolution-gateway.ts';
import { contentType, jsonBodyText, pathSegment, queryString } from './fuzz-arbitraries.ts';
import { expectNoServerError } from './no-server-error.ts';
import { jsonRequest, type TestApp, testOrigin } from './test-server.ts';
import {
  isUnlistedPath,
  type ParamKind,
  type UnlistedRoute,
  unlistedRoutes,
} from './unlisted-routes.ts';

const site = 'https://fuzz-shop.example';

/** Who calls: a widget with or without its visitor's token, from where, as the preview or not. */
const widgetCaller = fc.record({
  visitor: fc.constantFrom('valid', 'valid', 'none', 'forged'),
  origin: fc.constantFrom<string | undefined>(
    site,
    site,
    undefined,
    'https://elsewhere.example',
    testOrigin,
  ),
  preview: fc.constantFrom<'valid' | 'forged' | undefined>(
    undefined,
    undefined,
    undefined,
    'valid',
    'forged',
  ),
});

function fuzzedRequest(route: UnlistedRoute, stored: string | undefined) {
  return fc.record({
    param: stored ? fc.oneof(pathSegment, fc.constant(stored)) : pathSegment,
    query: queryString,
    caller: widgetCaller,
    address: fc.ipV4(),
    secret: fc.option(fc.string({ maxLength: 40 }), { nil: undefined }),
    contentType,
    body:
      route.method === 'GET'
        ? fc.constant(undefined)
        : fc.option(jsonBodyText(route.validBody), { nil: undefined }),
  });
}

type Fuzzed = ReturnType<typeof fuzzedRequest> extends fc.Arbitrary<infer T> ? T : never;

/** A visitor's and a preview's real tokens, for the generated requests that use them. */
type WidgetTokens = { visitor: string; preview: string };

function requestInit(route: UnlistedRoute, input: Fuzzed, tokens: WidgetTokens): RequestInit {
  const headers: Record<string, string> = { 'x-forwarded-for': input.address };
  if (route.caller === 'widget') {
    const { visitor, origin, preview } = input.caller;
    if (origin !== undefined) headers.origin = origin;
    if (visitor === 'valid') headers.authorization = `Bearer ${tokens.visitor}`;
    if (visitor === 'forged') headers.authorization = `Bearer ${tokens.visitor.slice(0, -3)}AAA`;
    if (preview === 'valid') headers[WIDGET_PREVIEW_HEADER] = tokens.preview;
    if (preview === 'forged') headers[WIDGET_PREVIEW_HEADER] = 'not-a-token';
  } else if (input.secret !== undefined) {
    headers['x-telegram-bot-api-secret-token'] = input.secret;
    headers[EVOLUTION_SECRET_HEADER] = input.secret;
    headers['x-hub-signature-256'] = input.secret;
  }
  if (input.body === undefined) return { method: route.method, headers };
  if (input.contentType !== undefined) headers['content-type'] = input.contentType;
  return { method: route.method, headers, body: input.body };
}

/**
 * Generated requests to the routes outside the API document, the widget's public API and the
 * channels' webhooks: path parameters of any bytes (NUL, invalid UTF-8, thousands of
 * characters) or a real one, bodies near a valid one, a visitor's real token or none, pages
 * of a listed website or not, the preview's real token or a forged one. Never a 500.
 */
export function describeUnlistedRoutesFuzz(
  target: () => {
    app: TestApp;
    ownerHeaders: Record<string, string>;
    whatsappInstanceIds: string[];
  },
  options: { numRuns: number },
) {
  const stored: Partial<Record<ParamKind, string>> = {};
  const tokens: WidgetTokens = { visitor: '', preview: '' };

  beforeAll(async () => {
    const { app, ownerHeaders, whatsappInstanceIds } = target();
    const { agents } = (await (
      await app.request(apiPaths.agents, { headers: ownerHeaders })
    ).json()) as {
      agents: Agent[];
    };
    const agent = agents.find((row) => row.channels.includes('Webchat'))!;
    const settingsPath = apiPath(apiPaths.agentWebchat, { id: agent.id });
    const settings = (await (
      await app.request(settingsPath, { headers: ownerHeaders })
    ).json()) as WebchatSettings;
    const saved = await app.request(
      settingsPath,
      jsonRequest('PUT', webchatInputOf(settings, { allowedOrigins: [site] }), ownerHeaders),
    );
    expect(saved.status).toBe(200);
    const asVisitor = { origin: site, 'x-forwarded-for': '192.0.2.200' };
    const visited = await app.request(
      apiPath(widgetApiPaths.visitors, { publicId: settings.publicId }),
      jsonRequest('POST', {}, asVisitor),
    );
    tokens.visitor = ((await visited.json()) as { token: string }).token;
    const started = await app.request(widgetApiPaths.conversations, {
      method: 'POST',
      headers: { ...asVisitor, authorization: `Bearer ${tokens.visitor}` },
    });
    expect(started.status).toBe(201);
    const preview = await app.request(
      apiPath(apiPaths.agentWebchatPreviewToken, { id: agent.id }),
      jsonRequest('POST', {}, ownerHeaders),
    );
    tokens.preview = ((await preview.json()) as { token: string }).token;
    stored.publicId = settings.publicId;
    stored.conversation = (
      (await started.json()) as { conversation: { id: string } }
    ).conversation.id;
    stored.agent = agent.id;
    stored.whatsappInstance = whatsappInstanceIds[0];
  });

  describe('the widget’s API and the channels’ webhooks', () => {
    it('are in the fuzzer’s list, and the list has no route the app lacks', () => {
      const declared = target()
        .app.routes.filter((route) => route.method !== 'ALL' && isUnlistedPath(route.path))
        .map((route) => `${route.method} ${route.path}`);
      const listed = unlistedRoutes.map((route) => `${route.method} ${route.path}`);
      expect([...new Set(declared)].sort()).toEqual([...listed].sort());
    });

    it.each(unlistedRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
      '%s answers generated input, odd path bytes included, without a server error',
      async (_name, route) => {
        const { app } = target();
        await fc.assert(
          fc.asyncProperty(
            fuzzedRequest(route, route.param && stored[route.param.kind]),
            async (input) => {
              const path =
                (route.param
                  ? route.path.replace(`:${route.param.name}`, input.param)
                  : route.path) + input.query;
              const res = await app.request(path, requestInit(route, input, tokens));
              // A page of a website not on the agent's list is refused with 403.
              await expectNoServerError(res, 'api', `${route.method} ${path}`, [403]);
            },
          ),
          { numRuns: options.numRuns },
        );
      },
    );
  });
}
