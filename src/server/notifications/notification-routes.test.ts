import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationListSchema, sampleNotifications } from '@shared/notifications.ts';
import {
  jsonRequest,
  signedInAccount,
  startTestServer,
  type TestApp,
  type TestServer,
} from '../testing/test-server.ts';

const endpoint = '/api/v1/notifications';

let server: TestServer;
let app: TestApp;
beforeAll(async () => {
  server = await startTestServer('notifications');
  app = server.app();
}, 120_000);
afterAll(async () => {
  await server?.close();
});

async function list(headers: Record<string, string>) {
  const res = await app.request(endpoint, { headers });
  expect(res.status).toBe(200);
  return notificationListSchema.parse(await res.json());
}

describe('notifications', () => {
  it('a new account holds the sample: three notifications, two unread, newest first', async () => {
    const owner = await signedInAccount(app, server.database.db);
    const { notifications, unreadCount } = await list(owner.headers);
    expect(notifications.map((n) => n.title)).toEqual(sampleNotifications.map((n) => n.title));
    expect(notifications.map((n) => n.type)).toEqual(['success', 'warning', 'info']);
    expect(unreadCount).toBe(2);
  });

  it('marks one read, and it stays read', async () => {
    const owner = await signedInAccount(app, server.database.db);
    const unread = (await list(owner.headers)).notifications.find((n) => !n.read)!;
    const res = await app.request(
      `${endpoint}/${unread.id}`,
      jsonRequest('PATCH', { read: true }, owner.headers),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: unread.id, read: true });
    const after = await list(owner.headers);
    expect(after.unreadCount).toBe(1);
    expect(after.notifications.find((n) => n.id === unread.id)?.read).toBe(true);
  });

  it('marks all read', async () => {
    const owner = await signedInAccount(app, server.database.db);
    const res = await app.request(endpoint, jsonRequest('PATCH', { read: true }, owner.headers));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ updated: 2 });
    expect((await list(owner.headers)).unreadCount).toBe(0);
  });

  it("answers another account's notification id with 404 and leaves it unread", async () => {
    const owner = await signedInAccount(app, server.database.db);
    const intruder = await signedInAccount(app, server.database.db);
    const target = (await list(owner.headers)).notifications.find((n) => !n.read)!;
    const res = await app.request(
      `${endpoint}/${target.id}`,
      jsonRequest('PATCH', { read: true }, intruder.headers),
    );
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: { code: 'not_found', message: 'No such notification.' },
    });
    expect((await list(owner.headers)).unreadCount).toBe(2);
    const intruderIds = (await list(intruder.headers)).notifications.map((n) => n.id);
    expect(intruderIds).not.toContain(target.id);
  });

  it('answers an unknown id with 404', async () => {
    const owner = await signedInAccount(app, server.database.db);
    const res = await app.request(
      `${endpoint}/no-such-id`,
      jsonRequest('PATCH', { read: true }, owner.headers),
    );
    expect(res.status).toBe(404);
  });

  it.each([
    ['an empty body', {}],
    ['read: false', { read: false }],
    ['a string for read', { read: 'yes' }],
    ['an unknown field', { read: true, title: 'changed' }],
    ['malformed JSON', '{"read": tru'],
  ])('refuses %s with 400 and a message', async (_case, body) => {
    const owner = await signedInAccount(app, server.database.db, { sampleData: false });
    const res = await app.request(endpoint, jsonRequest('PATCH', body, owner.headers));
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { error: { code: string; message: string } };
    expect(answer.error.message).toEqual(expect.any(String));
  });

  it('answers 401 without a session', async () => {
    const res = await app.request(endpoint);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { code: 'unauthorized' } });
  });
});
