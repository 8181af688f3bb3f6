import { describe, expect, it } from 'vitest';
import {
  agentCopy,
  agentListSchema,
  agentPlanLimitMessage,
  agentSchema,
  sampleAgents,
} from '@shared/agents.ts';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import { plans } from '@shared/plans.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import { accountPlan } from '@server/platform/db/schema.ts';
import { jsonRequest, useTestServer } from '@server/testing/test-server.ts';
import { countAgents } from './agent-store.ts';

const endpoint = '/api/v1/agents';

const server = useTestServer('agents');

async function list(headers: Record<string, string>) {
  const res = await server.request(endpoint, { headers });
  expect(res.status).toBe(200);
  return agentListSchema.parse(await res.json()).agents;
}

async function create(headers: Record<string, string>, body: unknown) {
  return server.request(endpoint, jsonRequest('POST', body, headers));
}

const newAgent = { name: 'Rental Desk', type: 'General', channels: ['Telegram'] };

describe('agents', () => {
  it('a new account holds the three sample agents, counted by countAgents', async () => {
    const owner = await server.signIn();
    const agents = await list(owner.headers);
    expect(agents.map((a) => a.name)).toEqual(sampleAgents.map((a) => a.name));
    expect(agents.map((a) => a.status)).toEqual(['active', 'active', 'inactive']);
    expect(await countAgents(owner.id as AccountId, server.database.db)).toBe(3);
  });

  it('creates an agent that starts active with 0 conversations, and it is stored', async () => {
    const owner = await server.signIn();
    const res = await create(owner.headers, { ...newAgent, name: '  Rental Desk  ' });
    expect(res.status).toBe(201);
    const created = agentSchema.parse(await res.json());
    expect(created).toMatchObject({
      name: 'Rental Desk',
      type: 'General',
      channels: ['Telegram'],
      status: 'active',
      conversations: 0,
    });
    expect((await list(owner.headers)).at(-1)).toEqual(created);
  });

  it('counts an agent’s conversations with customers, tests aside, and says when it last took part', async () => {
    const owner = await server.signIn();
    const created = agentSchema.parse(await (await create(owner.headers, newAgent)).json());
    expect(created).toMatchObject({ conversations: 0, lastActive: null });

    const start = (channel: string) =>
      server.request(
        apiPath(apiPaths.agentConversations, { id: created.id }),
        jsonRequest('POST', { channel }, owner.headers),
      );
    expect((await start('playground')).status).toBe(201);
    const tested = (await list(owner.headers)).find((agent) => agent.id === created.id)!;
    expect(tested.conversations).toBe(0);
    expect(tested.lastActive).not.toBeNull();

    const before = Date.now();
    expect((await start('api')).status).toBe(201);
    expect((await start('api')).status).toBe(201);
    const [after] = (await list(owner.headers)).filter((agent) => agent.id === created.id);
    expect(after!.conversations).toBe(2);
    expect(Date.parse(after!.lastActive!)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('changes status, name, type and channels', async () => {
    const owner = await server.signIn();
    const [first] = await list(owner.headers);
    const res = await server.request(
      `${endpoint}/${first!.id}`,
      jsonRequest(
        'PATCH',
        { status: 'inactive', name: 'Closer', type: 'Support', channels: ['Telegram'] },
        owner.headers,
      ),
    );
    expect(res.status).toBe(200);
    const [after] = await list(owner.headers);
    expect(after).toMatchObject({
      id: first!.id,
      status: 'inactive',
      name: 'Closer',
      type: 'Support',
      channels: ['Telegram'],
      conversations: first!.conversations,
    });
  });

  it('gives an agent Instagram and Messenger, on create and on change', async () => {
    const owner = await server.signIn();
    const [first] = await list(owner.headers);
    const created = await create(owner.headers, { ...newAgent, channels: ['Instagram'] });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ channels: ['Instagram'] });
    const channels = [...first!.channels.filter((c) => c !== 'Messenger'), 'Messenger'];
    const changed = await server.request(
      `${endpoint}/${first!.id}`,
      jsonRequest('PATCH', { channels }, owner.headers),
    );
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ channels });
  });

  it("duplicates as '<name> (Copy)' with 0 conversations", async () => {
    const owner = await server.signIn();
    const [first] = await list(owner.headers);
    const res = await server.request(
      `${endpoint}/${first!.id}/duplicate`,
      jsonRequest('POST', {}, owner.headers),
    );
    expect(res.status).toBe(201);
    const copy = agentSchema.parse(await res.json());
    expect(copy).toMatchObject({
      name: 'Sales Assistant (Copy)',
      type: first!.type,
      channels: first!.channels,
      conversations: 0,
    });
    expect(copy.id).not.toBe(first!.id);
    expect(await list(owner.headers)).toHaveLength(4);
  });

  it('deletes an agent', async () => {
    const owner = await server.signIn();
    const [first] = await list(owner.headers);
    const res = await server.request(`${endpoint}/${first!.id}`, {
      method: 'DELETE',
      headers: owner.headers,
    });
    expect(res.status).toBe(200);
    expect((await list(owner.headers)).map((a) => a.id)).not.toContain(first!.id);
  });

  it('refuses a sixth agent on Essential, by create and by duplicate, with a clear message', async () => {
    const owner = await server.signIn();
    expect((await create(owner.headers, newAgent)).status).toBe(201);
    expect((await create(owner.headers, newAgent)).status).toBe(201);
    const [first] = await list(owner.headers);
    const limit = plans.essential.limits.aiAgents!;
    const expected = {
      error: { code: 'plan_limit', message: agentPlanLimitMessage('Essential', limit) },
    };
    const refused = await create(owner.headers, newAgent);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual(expected);
    const copy = await server.request(
      `${endpoint}/${first!.id}/duplicate`,
      jsonRequest('POST', {}, owner.headers),
    );
    expect(copy.status).toBe(400);
    expect(await copy.json()).toEqual(expected);
    expect(await list(owner.headers)).toHaveLength(limit);
  });

  it('has no agent limit on Professional', async () => {
    const owner = await server.signIn();
    await server.database.db
      .insert(accountPlan)
      .values({ accountId: owner.id, planId: 'professional' });
    for (let i = 0; i < 3; i++) expect((await create(owner.headers, newAgent)).status).toBe(201);
    expect(await list(owner.headers)).toHaveLength(6);
  });

  it.each([
    ['a blank name', { ...newAgent, name: '   ' }, 'name'],
    ['no name', { type: 'Sales', channels: ['WhatsApp'] }, 'name'],
    ['no channel', { ...newAgent, channels: [] }, 'channels'],
    ['an unknown channel', { ...newAgent, channels: ['Fax'] }, 'channels.0'],
    ['a repeated channel', { ...newAgent, channels: ['Webchat', 'Webchat'] }, 'channels'],
    ['an unknown type', { ...newAgent, type: 'Marketing' }, 'type'],
    ['a number for the name', { ...newAgent, name: 42 }, 'name'],
    ['a string for channels', { ...newAgent, channels: 'WhatsApp' }, 'channels'],
    ['a status on create', { ...newAgent, status: 'inactive' }, '_'],
  ])('refuses %s on create with 400 and the field in words', async (_case, body, field) => {
    const owner = await server.signIn({ sampleData: false });
    const res = await create(owner.headers, body);
    expect(res.status).toBe(400);
    const answer = (await res.json()) as {
      error: { code: string; fields: Record<string, string> };
    };
    expect(answer.error.code).toBe('invalid_input');
    expect(answer.error.fields[field]).toEqual(expect.any(String));
    expect(await list(owner.headers)).toHaveLength(0);
  });

  it.each([
    ['an empty body', {}],
    ['an unknown status', { status: 'paused' }],
    ['a blank name', { name: '' }],
    ['a boolean status', { status: true }],
    ['conversations', { conversations: 10 }],
    ['malformed JSON', '{"status": '],
  ])('refuses %s on change with 400', async (_case, body) => {
    const owner = await server.signIn();
    const [first] = await list(owner.headers);
    const res = await server.request(
      `${endpoint}/${first!.id}`,
      jsonRequest('PATCH', body, owner.headers),
    );
    expect(res.status).toBe(400);
    expect(await list(owner.headers)).toContainEqual(first);
  });

  it("answers another account's agent with 404 and leaves it alone", async () => {
    const owner = await server.signIn();
    const intruder = await server.signIn();
    const [target] = await list(owner.headers);
    const url = `${endpoint}/${target!.id}`;
    const notFound = { error: { code: 'not_found', message: 'No such agent.' } };
    for (const res of [
      await server.request(url, jsonRequest('PATCH', { status: 'inactive' }, intruder.headers)),
      await server.request(url, { method: 'DELETE', headers: intruder.headers }),
      await server.request(`${url}/duplicate`, jsonRequest('POST', {}, intruder.headers)),
    ]) {
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual(notFound);
    }
    expect(await list(owner.headers)).toContainEqual(target);
    expect((await list(intruder.headers)).map((a) => a.id)).not.toContain(target!.id);
    expect(await list(intruder.headers)).toHaveLength(3);
  });

  it('answers an unknown id with 404', async () => {
    const owner = await server.signIn();
    const res = await server.request(`${endpoint}/no-such-id`, {
      method: 'DELETE',
      headers: owner.headers,
    });
    expect(res.status).toBe(404);
  });

  it('answers 401 without a session', async () => {
    const res = await server.request(endpoint);
    expect(res.status).toBe(401);
  });

  it('keeps the copy the confirmation needs', () => {
    expect(agentCopy.deleteConfirm).toBe(
      'Are you sure you want to delete this agent? This action cannot be undone.',
    );
  });
});
