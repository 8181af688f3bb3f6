import { describe, expect, it } from 'vitest';
import { notificationListSchema, sampleNotifications } from '@shared/notifications.ts';
import { jsonRequest, useTestServer } from '../testing/test-server.ts';

const endpoint = '/api/v1/notifications';

const server = useTestServer('notifications');

async function list(headers: Record<string, string>) {
  const res = await server.request(endpoint, { headers });
  expect(res.status).toBe(200);
  return notificationListSchema.parse(await res.json());
}

describe('notifications', () => {
  it('a new account holds the sample: three notifications, two unread, newest first', async () => {
    const owner = await server.signIn();
    const { notifications, unreadCount } = await list(owner.headers);
    expect(notifications.map((n) => n.title)).toEqual(sampleNotifications.map((n) => n.title));
    expect(notifications.map((n) => n.type)).toEqual(['success', 'warning', 'info']);
    expect(unreadCount).toBe(2);
  });

  it('marks one read, and it stays read', async () => {
    const owner = await server.signIn();
    const unread = (await list(owner.headers)).notifications.find((n) => !n.read)!;
    const res = await server.request(
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
    const owner = await server.signIn();
    const res = await server.request(endpoint, jsonRequest('PATCH', { read: true }, owner.headers));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ updated: 2 });
    expect((await list(owner.headers)).unreadCount).toBe(0);
  });

  it("answers another account's notification id with 404 and leaves it unread", async () => {
    const owner = await server.signIn();
    const intruder = await server.signIn();
    const target = (await list(owner.headers)).notifications.find((n) => !n.read)!;
    const res = await server.request(
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
    const owner = await server.signIn();
    const res = await server.request(
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
    const owner = await server.signIn({ sampleData: false });
    const res = await server.request(endpoint, jsonRequest('PATCH', body, owner.headers));
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { error: { code: string; message: string } };
    expect(answer.error.message).toEqual(expect.any(String));
  });

  it('answers 401 without a session', async () => {
    const res = await server.request(endpoint);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { code: 'unauthorized' } });
  });
});
