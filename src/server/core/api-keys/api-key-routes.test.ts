import { describe, expect, it } from 'vitest';
import {
  apiKeyCopy,
  apiKeyListSchema,
  apiKeyPattern,
  apiKeySecretSchema,
  createdApiKeySchema,
  sampleApiKeys,
} from '@shared/integrations.ts';
import { subscriptionSchema } from '@shared/billing.ts';
import { jsonRequest, testOrigin, useTestServer } from '@server/testing/test-server.ts';

const endpoint = '/api/v1/api-keys';

const server = useTestServer('api-keys');

async function list(headers: Record<string, string>) {
  const res = await server.request(endpoint, { headers });
  expect(res.status).toBe(200);
  return apiKeyListSchema.parse(await res.json()).apiKeys;
}

async function create(headers: Record<string, string>, body: unknown = { name: 'Zapier' }) {
  const res = await server.request(endpoint, jsonRequest('POST', body, headers));
  expect(res.status).toBe(201);
  return createdApiKeySchema.parse(await res.json());
}

const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

describe('API keys', () => {
  it('a new account holds two sample keys, live-style and test-style, masked and real', async () => {
    const owner = await server.signIn();
    const keys = await list(owner.headers);
    expect(keys.map((k) => k.name).sort()).toEqual(sampleApiKeys.map((k) => k.name).sort());
    expect(keys.map((k) => k.maskedKey.slice(0, 8)).sort()).toEqual(['sk_live_', 'sk_test_']);
    for (const key of keys) {
      const res = await server.request(`${endpoint}/${key.id}/key`, { headers: owner.headers });
      // A secret: nothing between the server and the browser may keep a copy.
      expect(res.headers.get('cache-control')).toBe('no-store');
      const { key: full } = apiKeySecretSchema.parse(await res.json());
      expect(full).toMatch(apiKeyPattern);
      expect(key.maskedKey.endsWith(full.slice(-4))).toBe(true);
      expect(key.maskedKey).not.toContain(full.slice(8, -4));
    }
    // Made at seeding: another account's sample keys differ.
    const other = await server.signIn();
    const otherKeys = await list(other.headers);
    expect(otherKeys.map((k) => k.maskedKey)).not.toEqual(keys.map((k) => k.maskedKey));
  });

  it('creates a live key by default with 32 random base62 characters, or a test key', async () => {
    const owner = await server.signIn();
    const live = await create(owner.headers, { name: '  Zapier  ' });
    expect(live.name).toBe('Zapier');
    expect(live.key).toMatch(/^sk_live_[0-9A-Za-z]{32}$/);
    expect(live.lastUsed).toBeNull();
    const test = await create(owner.headers, { name: 'CI', mode: 'test' });
    expect(test.key).toMatch(/^sk_test_[0-9A-Za-z]{32}$/);
    expect((await list(owner.headers)).map((k) => k.id)).toEqual(
      expect.arrayContaining([live.id, test.id]),
    );
  });

  it('refuses a missing or blank name with 400 and the message in words', async () => {
    const owner = await server.signIn();
    for (const body of [{}, { name: '   ' }]) {
      const res = await server.request(endpoint, jsonRequest('POST', body, owner.headers));
      expect(res.status).toBe(400);
      const json = (await res.json()) as { error: { fields: Record<string, string> } };
      expect(json.error.fields.name).toBeTruthy();
    }
    const blank = await server.request(endpoint, jsonRequest('POST', { name: ' ' }, owner.headers));
    expect(await blank.json()).toMatchObject({
      error: { code: 'invalid_input', fields: { name: apiKeyCopy.nameRequired } },
    });
    const badMode = await server.request(
      endpoint,
      jsonRequest('POST', { name: 'x', mode: 'prod' }, owner.headers),
    );
    expect(badMode.status).toBe(400);
  });

  it("a key reads its account's agents and updates last used; other accounts stay out of reach", async () => {
    const owner = await server.signIn();
    const intruder = await server.signIn();
    const { key, id } = await create(owner.headers);

    const agents = await server.request('/api/v1/agents', { headers: bearer(key) });
    expect(agents.status).toBe(200);
    const ownerAgents = await (
      await server.request('/api/v1/agents', { headers: owner.headers })
    ).json();
    expect(await agents.json()).toEqual(ownerAgents);
    const used = (await list(owner.headers)).find((k) => k.id === id)!;
    expect(used.lastUsed).not.toBeNull();

    // The intruder's session sees only the intruder's keys, and not the owner's by id.
    const ids = (await list(intruder.headers)).map((k) => k.id);
    expect(ids).not.toContain(id);
    for (const method of ['GET', 'DELETE']) {
      const path = method === 'GET' ? `${endpoint}/${id}/key` : `${endpoint}/${id}`;
      const res = await server.request(path, { method, headers: intruder.headers });
      expect(res.status).toBe(404);
    }
    expect((await list(owner.headers)).map((k) => k.id)).toContain(id);
  });

  it('a key cannot manage keys or change the plan, so a leaked key dies with its deletion', async () => {
    const owner = await server.signIn();
    const { key, id } = await create(owner.headers);
    const refused = {
      error: { code: 'session_required', message: apiKeyCopy.sessionRequired },
    };
    const attempts: [string, string, RequestInit?][] = [
      ['GET', endpoint],
      ['POST', endpoint, jsonRequest('POST', { name: 'Spare' }, bearer(key))],
      ['GET', `${endpoint}/${id}/key`],
      ['DELETE', `${endpoint}/${id}`],
      [
        'POST',
        '/api/v1/subscription/upgrade',
        jsonRequest('POST', { planId: 'professional' }, bearer(key)),
      ],
    ];
    for (const [method, path, init] of attempts) {
      const res = await server.request(path, init ?? { method, headers: bearer(key) });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(await res.json()).toEqual(refused);
    }
    expect((await list(owner.headers)).map((k) => k.name)).toEqual(
      expect.not.arrayContaining(['Spare']),
    );
    const plan = await server.request('/api/v1/subscription', { headers: bearer(key) });
    expect(subscriptionSchema.parse(await plan.json()).planId).toBe('essential');
  });

  it('a program may write with a key and no Origin; a cross-site browser request is refused', async () => {
    const owner = await server.signIn();
    const { key } = await create(owner.headers);
    const res = await server.request(
      '/api/v1/agents',
      jsonRequest(
        'POST',
        { name: 'From a program', type: 'Sales', channels: ['Webchat'] },
        bearer(key),
      ),
    );
    expect(res.status).toBe(201);
    const crossSite = await server.request(
      endpoint,
      jsonRequest(
        'POST',
        { name: 'Forged' },
        { cookie: owner.headers.cookie, origin: 'https://evil.example' },
      ),
    );
    expect(crossSite.status).toBe(403);
    expect(testOrigin).toBe(owner.headers.origin);
  });

  it('a program may send bodyless writes (duplicate, delete) with a key and no Origin', async () => {
    const owner = await server.signIn();
    const { key } = await create(owner.headers);
    const agents = (await (
      await server.request('/api/v1/agents', { headers: bearer(key) })
    ).json()) as { agents: { id: string }[] };
    const duplicated = await server.request(`/api/v1/agents/${agents.agents[0]!.id}/duplicate`, {
      method: 'POST',
      headers: bearer(key),
    });
    expect(duplicated.status).toBe(201);
    const copy = (await duplicated.json()) as { id: string };
    const deleted = await server.request(`/api/v1/agents/${copy.id}`, {
      method: 'DELETE',
      headers: bearer(key),
    });
    expect(deleted.status).toBe(200);
  });

  it('a deleted key gets 401 at once; wrong and malformed keys get 401 with a message', async () => {
    const owner = await server.signIn();
    const { key, id } = await create(owner.headers);
    expect((await server.request('/api/v1/agents', { headers: bearer(key) })).status).toBe(200);
    const del = await server.request(`${endpoint}/${id}`, {
      method: 'DELETE',
      headers: owner.headers,
    });
    expect(del.status).toBe(204);
    const invalid = {
      error: { code: 'invalid_api_key', message: apiKeyCopy.invalidKey },
    };
    const after = await server.request('/api/v1/agents', { headers: bearer(key) });
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual(invalid);

    const wrong = `sk_live_${'A'.repeat(32)}`;
    for (const authorization of [`Bearer ${wrong}`, 'Bearer not-a-key', 'Bearer', 'Basic abc']) {
      const res = await server.request('/api/v1/agents', {
        headers: { authorization, cookie: owner.headers.cookie },
      });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual(invalid);
    }
    // Without a key the cookie session still works.
    expect((await server.request('/api/v1/agents', { headers: owner.headers })).status).toBe(200);
  });
});
