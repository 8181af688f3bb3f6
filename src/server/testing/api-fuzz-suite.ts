import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_BASE_PATH, authEndpoints, meEndpoint } from '@shared/auth/auth-api.ts';
import { API_BODY_LIMIT_BYTES } from '@server/platform/http/json-only.ts';
import { createSimulatedWhatsappGateway } from '@server/channels/whatsapp/whatsapp-gateway.ts';
import { type ApiRoute, apiRoutes, type IdKind, routePath } from './api-routes.ts';
import {
  attachment,
  contentType,
  jsonBodyText,
  nastyString,
  pathSegment,
  queryString,
} from './fuzz-arbitraries.ts';
import { expectNoServerError } from './no-server-error.ts';
import { describeUnlistedRoutesFuzz } from './unlisted-fuzz-suite.ts';
import {
  jsonRequest,
  signedInAccount,
  type TestApp,
  type TestServer,
  type TestServices,
  testOrigin,
} from './test-server.ts';

/** Pairs at once and never scans: pairings answer quickly and store nothing. */
/** A simulated gateway whose phone never scans: pairings stay pending. */
const instantGateway = createSimulatedWhatsappGateway({
  generationMs: 0,
  scanMs: 24 * 60 * 60_000,
});

const credentials = fc.constantFrom('session', 'session', 'session', 'apiKey', 'none', 'badKey');

/**
 * A path id: generated, or one of the account's own rows of the route's kind, so that fuzzed
 * bodies reach updates of stored rows too, not only the 404 of an unknown id.
 */
function pathId(storedIds: readonly string[]) {
  return storedIds.length > 0 ? fc.oneof(pathSegment, fc.constantFrom(...storedIds)) : pathSegment;
}

function fuzzedRequest(route: ApiRoute, storedIds: readonly string[] = []) {
  const body =
    route.body === 'json'
      ? fc.record({ kind: fc.constant('text' as const), text: jsonBodyText(route.validBody) })
      : route.body === 'multipart'
        ? fc.oneof(
            fc.record({
              kind: fc.constant('form' as const),
              fields: fc.dictionary(
                fc.oneof(fc.constantFrom(...Object.keys(route.validBody ?? {})), nastyString),
                fc.oneof(nastyString, fc.constantFrom(...Object.values(route.validBody ?? {}))),
              ),
              files: fc.array(attachment, { maxLength: 6 }),
            }),
            fc.record({ kind: fc.constant('text' as const), text: jsonBodyText(undefined) }),
          )
        : fc.option(
            fc.record({ kind: fc.constant('text' as const), text: jsonBodyText(undefined) }),
            { nil: undefined },
          );
  return fc.record({
    id: pathId(storedIds),
    query: queryString,
    credentials,
    contentType,
    body,
  });
}

type Fuzzed = ReturnType<typeof fuzzedRequest> extends fc.Arbitrary<infer T> ? T : never;

function requestInit(
  route: ApiRoute,
  input: Fuzzed,
  auth: { cookie: string; apiKey: string },
): RequestInit {
  const headers: Record<string, string> = { origin: testOrigin };
  if (input.credentials === 'session') headers.cookie = auth.cookie;
  if (input.credentials === 'apiKey') headers.authorization = `Bearer ${auth.apiKey}`;
  if (input.credentials === 'badKey') headers.authorization = 'Bearer sk_live_0000';
  const canHaveBody = route.method !== 'GET';
  if (!canHaveBody || !input.body) return { method: route.method, headers };
  if (input.body.kind === 'form') {
    const form = new FormData();
    for (const [key, value] of Object.entries(input.body.fields)) form.append(key, String(value));
    for (const file of input.body.files) {
      form.append('attachments', new File([file.bytes], file.name));
    }
    return { method: route.method, headers, body: form };
  }
  if (input.contentType !== undefined) headers['content-type'] = input.contentType;
  return { method: route.method, headers, body: input.body.text };
}

const authRoutes = [
  {
    path: authEndpoints.signIn,
    valid: { email: 'someone@example.com', password: 'a-long-password', rememberMe: true },
  },
  { path: authEndpoints.requestPasswordReset, valid: { email: 'someone@example.com' } },
  { path: authEndpoints.resetPassword, valid: { token: 'a-token', newPassword: 'a-new-password' } },
  {
    path: `${AUTH_BASE_PATH}/change-password`,
    valid: { currentPassword: 'not-it', newPassword: 'a-new-password', revokeOtherSessions: true },
  },
  { path: `${AUTH_BASE_PATH}/update-user`, valid: { name: 'New Name' } },
];

export type FuzzOptions = { numRuns: number };

/**
 * Sends generated bodies, query strings and path ids to every /api/v1 route, to the sign-in,
 * reset and account endpoints, and to the widget's API and the channels' webhooks: every
 * answer is a success or a 4xx in the JSON error shape, never a 500, and the server still
 * answers afterwards.
 */
export function describeApiFuzz(
  target: () => { server: Pick<TestServer, 'app' | 'database'>; services?: TestServices },
  options: FuzzOptions,
) {
  let app: TestApp;
  const auth = { cookie: '', apiKey: '' };
  let ownerHeaders: Record<string, string>;
  const storedIds: Partial<Record<IdKind, string[]>> = {};

  beforeAll(async () => {
    const { server, services } = target();
    // Each request comes from its own address, so the per-address limits let it through.
    app = server.app({ TRUST_PROXY: 'true' }, { whatsappGateway: instantGateway, ...services });
    const owner = await signedInAccount(app, server.database.db);
    ownerHeaders = owner.headers;
    auth.cookie = owner.headers.cookie;
    const created = await app.request(
      '/api/v1/api-keys',
      jsonRequest('POST', { name: 'Fuzzer', mode: 'test' }, owner.headers),
    );
    auth.apiKey = ((await created.json()) as { key: string }).key;

    const idsAt = async (path: string, field: string) => {
      const res = await app.request(path, { headers: owner.headers });
      return ((await res.json()) as Record<string, { id: string; name?: string }[]>)[field]!;
    };
    storedIds.agent = (await idsAt('/api/v1/agents', 'agents')).map((row) => row.id);
    storedIds.notification = (await idsAt('/api/v1/notifications', 'notifications')).map(
      (row) => row.id,
    );
    storedIds.whatsappInstance = (await idsAt('/api/v1/whatsapp/instances', 'instances')).map(
      (row) => row.id,
    );
    const activeAgent = (
      (await (await app.request('/api/v1/agents', { headers: owner.headers })).json()) as {
        agents: { id: string; status: string }[];
      }
    ).agents.find((agent) => agent.status === 'active')!;
    const conversation = await app.request(
      `/api/v1/agents/${activeAgent.id}/conversations`,
      jsonRequest('POST', { channel: 'playground' }, owner.headers),
    );
    storedIds.conversation = [((await conversation.json()) as { id: string }).id];
    storedIds.ticket = (await idsAt('/api/v1/tickets', 'tickets')).map((row) => row.id);
    storedIds.knowledgeSource = (await idsAt('/api/v1/knowledge', 'sources')).map((row) => row.id);
    // The sample keys only: deleting the fuzzer's own would end its key-signed requests.
    storedIds.apiKey = (await idsAt('/api/v1/api-keys', 'apiKeys'))
      .filter((row) => row.name !== 'Fuzzer')
      .map((row) => row.id);
  });

  describe('every /api/v1 route', () => {
    it('is in the fuzzer’s list (the API document), and the list has no route the app lacks', () => {
      const declared = app.routes
        .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/v1/'))
        .map((route) => `${route.method} ${route.path.replace(/\/$/, '')}`);
      const listed = apiRoutes.map((route) => `${route.method} ${route.path}`);
      expect([...new Set(declared)].sort()).toEqual([...listed].sort());
    });

    it.each(apiRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
      '%s answers generated input without a server error',
      async (_name, route) => {
        await fc.assert(
          fc.asyncProperty(
            fuzzedRequest(route, route.id ? (storedIds[route.id] ?? []) : []),
            async (input) => {
              const path = routePath(route, { id: input.id }) + input.query;
              const res = await app.request(path, requestInit(route, input, auth));
              // An API key asking for what only the signed-in owner may do is refused with 403.
              const refusedKey = route.sessionOnly && input.credentials === 'apiKey' ? [403] : [];
              await expectNoServerError(res, 'api', `${route.method} ${path}`, refusedKey);
            },
          ),
          { numRuns: options.numRuns },
        );
      },
    );
  });

  describe('sign-in, password reset and account endpoints', () => {
    it.each(authRoutes.map((route) => [route.path, route] as const))(
      '%s answers generated input without a server error',
      async (_name, route) => {
        await fc.assert(
          fc.asyncProperty(
            jsonBodyText(route.valid),
            contentType,
            queryString,
            fc.ipV4(),
            fc.boolean(),
            async (text, type, query, address, withSession) => {
              const headers: Record<string, string> = {
                origin: testOrigin,
                'x-forwarded-for': address,
              };
              if (type !== undefined) headers['content-type'] = type;
              if (withSession) headers.cookie = auth.cookie;
              const res = await app.request(route.path + query, {
                method: 'POST',
                headers,
                body: text,
              });
              await expectNoServerError(res, 'auth', `POST ${route.path}${query}`);
            },
          ),
          { numRuns: options.numRuns },
        );
      },
    );
  });

  describe('bodies the API refuses whole', () => {
    const jsonRoutes = apiRoutes.filter((route) => route.body === 'json');
    const authPaths = authRoutes.map((route) => route.path);
    const oversized = JSON.stringify({ name: 'x'.repeat(API_BODY_LIMIT_BYTES) });

    it.each(jsonRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
      '%s: a JSON body over the limit is 413, broken JSON 400, another content type 415',
      async (_name, route) => {
        const path = routePath(route, { id: crypto.randomUUID() });
        const send = (body: string, type: string) =>
          app.request(path, {
            method: route.method,
            headers: { ...ownerHeaders, 'content-type': type },
            body,
          });
        const tooLarge = await send(oversized, 'application/json');
        expect(tooLarge.status).toBe(413);
        expect(await tooLarge.json()).toMatchObject({ error: { code: 'payload_too_large' } });
        const broken = await send('{"name": ', 'application/json');
        expect(broken.status).toBe(400);
        expect(await broken.json()).toMatchObject({ error: { code: expect.any(String) } });
        for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
          const wrongType = await send('{"read": true}', type);
          expect(wrongType.status, type).toBe(415);
          expect(await wrongType.json()).toMatchObject({
            error: { code: 'unsupported_media_type' },
          });
        }
      },
    );

    const formRoutes = apiRoutes.filter((route) => route.body === 'multipart');
    it.each(formRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
      '%s: a body that is not multipart/form-data is 415, and stores nothing',
      async (_name, route) => {
        const listed = async () =>
          (await app.request(route.path, { headers: ownerHeaders })).text();
        const before = await listed();
        const fields = JSON.stringify(route.validBody);
        for (const type of [
          'application/json',
          'text/plain',
          'application/x-www-form-urlencoded',
        ]) {
          const res = await app.request(route.path, {
            method: route.method,
            headers: { ...ownerHeaders, 'content-type': type },
            body: fields,
          });
          expect(res.status, type).toBe(415);
          expect(await res.json()).toMatchObject({ error: { code: 'unsupported_media_type' } });
        }
        expect(await listed()).toBe(before);
      },
    );

    it.each(authPaths)(
      '%s: a JSON body over the limit is 413, broken JSON 400, another content type 415',
      async (path) => {
        const send = (body: string, type: string) =>
          app.request(path, {
            method: 'POST',
            headers: { ...ownerHeaders, 'content-type': type, 'x-forwarded-for': '192.0.2.77' },
            body,
          });
        const tooLarge = await send(oversized, 'application/json');
        expect(tooLarge.status).toBe(413);
        const broken = await send('{"email": ', 'application/json');
        expect(broken.status).toBe(400);
        for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
          const wrongType = await send('email=a%40example.com&password=x', type);
          expect(wrongType.status, type).toBe(415);
        }
      },
    );
  });

  describeUnlistedRoutesFuzz(
    () => ({ app, ownerHeaders, whatsappInstanceIds: storedIds.whatsappInstance ?? [] }),
    options,
  );

  it('the server still answers afterwards', async () => {
    expect((await app.request('/api/health')).status).toBe(200);
    const me = await app.request(meEndpoint, { headers: ownerHeaders });
    expect(me.status).toBe(200);
  });
}
