import { describe, expect, it } from 'vitest';
import {
  pairingSchema,
  pairingStatusSchema,
  sampleWhatsappInstances,
  whatsappCopy,
  whatsappInstanceListSchema,
  whatsappInstanceSchema,
} from '@shared/integrations.ts';
import { jsonRequest, useTestServer } from '@server/testing/test-server.ts';

const base = '/api/v1/whatsapp';

const server = useTestServer('whatsapp');

async function list(headers: Record<string, string>) {
  const res = await server.request(`${base}/instances`, { headers });
  expect(res.status).toBe(200);
  return whatsappInstanceListSchema.parse(await res.json()).instances;
}

describe('WhatsApp instances', () => {
  it('a new account holds the two sample instances, one connected, one disconnected', async () => {
    const owner = await server.signIn();
    const instances = await list(owner.headers);
    expect(instances.map(({ name, phone, status }) => ({ name, phone, status }))).toEqual(
      sampleWhatsappInstances.map(({ name, phone, status }) => ({ name, phone, status })),
    );
  });

  it('toggles status, updating lastSync; deletes; another account gets 404', async () => {
    const owner = await server.signIn();
    const intruder = await server.signIn();
    const [first] = await list(owner.headers);
    const res = await server.request(
      `${base}/instances/${first!.id}`,
      jsonRequest('PATCH', { status: 'disconnected' }, owner.headers),
    );
    expect(res.status).toBe(200);
    const updated = whatsappInstanceSchema.parse(await res.json());
    expect(updated.status).toBe('disconnected');
    expect(Date.parse(updated.lastSync)).toBeGreaterThan(Date.parse(first!.lastSync));

    const bad = await server.request(
      `${base}/instances/${first!.id}`,
      jsonRequest('PATCH', { status: 'paused' }, owner.headers),
    );
    expect(bad.status).toBe(400);

    const foreign = await server.request(
      `${base}/instances/${first!.id}`,
      jsonRequest('PATCH', { status: 'connected' }, intruder.headers),
    );
    expect(foreign.status).toBe(404);
    const foreignDelete = await server.request(`${base}/instances/${first!.id}`, {
      method: 'DELETE',
      headers: intruder.headers,
    });
    expect(foreignDelete.status).toBe(404);

    const del = await server.request(`${base}/instances/${first!.id}`, {
      method: 'DELETE',
      headers: owner.headers,
    });
    expect(del.status).toBe(204);
    expect((await list(owner.headers)).map((i) => i.id)).not.toContain(first!.id);
  });

  it('validates name and phone in words', async () => {
    const owner = await server.signIn();
    const res = await server.request(
      `${base}/pairings`,
      jsonRequest('POST', { name: ' ', phone: '12345' }, owner.headers),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: { fields: { name: whatsappCopy.nameRequired, phone: whatsappCopy.phoneInvalid } },
    });
  });

  it('pairs through the simulated gateway: a code after 1.5 s, connected 5 s later', async () => {
    const owner = await server.signIn();
    const started = Date.now();
    const res = await server.request(
      `${base}/pairings`,
      jsonRequest('POST', { name: 'Sales', phone: '+44 20 7946 0958' }, owner.headers),
    );
    expect(res.status).toBe(201);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    const pairing = pairingSchema.parse(await res.json());
    expect(pairing.code).toMatch(/^agentra-wa-pair:/);
    expect(Date.parse(pairing.expiresAt) - Date.now()).toBeGreaterThan(25_000);

    const status = async (headers: Record<string, string>) => {
      const r = await server.request(`${base}/pairings/${pairing.pairingId}`, { headers });
      return r.status === 200 ? pairingStatusSchema.parse(await r.json()) : r.status;
    };
    expect(await status(owner.headers)).toMatchObject({ status: 'pending' });
    const intruder = await server.signIn({ sampleData: false });
    expect(await status(intruder.headers)).toBe(404);

    await new Promise((resolve) => setTimeout(resolve, 5200));
    const done = await status(owner.headers);
    expect(done).toMatchObject({
      status: 'connected',
      instance: { name: 'Sales', phone: '+442079460958', status: 'connected' },
    });
    expect((await list(owner.headers)).map((i) => i.name)).toContain('Sales');
  }, 20_000);

  it('links an agent to one number: 409 for an agent on another, 404 for another account’s', async () => {
    const owner = await server.signIn();
    const intruder = await server.signIn();
    const [first, second] = await list(owner.headers);
    expect(first!.agentId).toBeNull();
    const agents = (await (
      await server.request('/api/v1/agents', { headers: owner.headers })
    ).json()) as {
      agents: { id: string }[];
    };
    const agentId = agents.agents[0]!.id;
    const link = (instance: string, body: unknown, headers = owner.headers) =>
      server.request(`${base}/instances/${instance}/agent`, jsonRequest('PUT', body, headers));
    const linked = await link(first!.id, { agentId });
    expect(linked.status).toBe(200);
    expect(whatsappInstanceSchema.parse(await linked.json()).agentId).toBe(agentId);
    const taken = await link(second!.id, { agentId });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ error: { message: whatsappCopy.agentTaken } });
    expect((await link(second!.id, { agentId: 'no-such-agent' })).status).toBe(404);
    expect((await link(first!.id, { agentId }, intruder.headers)).status).toBe(404);
    const unlinked = await link(first!.id, { agentId: null });
    expect(whatsappInstanceSchema.parse(await unlinked.json()).agentId).toBeNull();
    expect((await link(second!.id, { agentId })).status).toBe(200);
  });
});
