import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import { notificationListSchema, sampleNotifications } from '@shared/notifications.ts';
import { pageSearch } from '@shared/pagination.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import { notification } from '@server/platform/db/schema.ts';
import { jsonRequest, useTestServer } from '@server/testing/test-server.ts';

const endpoint = '/api/v1/notifications';

const server = useTestServer('notifications');

async function list(headers: Record<string, string>, search = '') {
  const res = await server.request(endpoint + search, { headers });
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

  it('comes in pages: every notification once, newest first, even those made at the same instant', async () => {
    const owner = await server.signIn();
    // Five more, all stamped with one instant: only the id tells them apart in the order.
    const instant = new Date(Date.now() - 60_000);
    await server.database.db.insert(notification).values(
      Array.from({ length: 5 }, (_, index) => ({
        id: randomUUID(),
        accountId: owner.id as AccountId,
        type: 'info' as const,
        title: `Same instant ${index}`,
        message: 'Made together.',
        createdAt: instant,
      })),
    );
    const all = await list(owner.headers);
    expect(all.notifications).toHaveLength(8);
    expect(all.nextCursor).toBeNull();

    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await list(owner.headers, pageSearch({ limit: 3, cursor }));
      expect(page.notifications.length).toBeLessThanOrEqual(3);
      expect(page.unreadCount).toBe(7);
      seen.push(...page.notifications.map((n) => n.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(all.notifications.map((n) => n.id));
  });

  it('refuses a limit over 100 or a cursor it did not make, in words', async () => {
    const owner = await server.signIn();
    for (const search of ['?limit=101', '?limit=0', '?limit=ten', '?cursor=not-a-cursor']) {
      const res = await server.request(endpoint + search, { headers: owner.headers });
      expect(res.status, search).toBe(400);
      const { error } = (await res.json()) as { error: { fields: Record<string, string> } };
      expect(Object.keys(error.fields), search).toEqual([search.slice(1).split('=')[0]]);
    }
  });

  it('reads one notification by id; another account’s is not found', async () => {
    const owner = await server.signIn();
    const other = await server.signIn();
    const [first] = (await list(owner.headers)).notifications;
    const path = apiPath(apiPaths.notification, { id: first!.id });
    const mine = await server.request(path, { headers: owner.headers });
    expect(mine.status).toBe(200);
    expect(await mine.json()).toEqual(first);
    expect((await server.request(path, { headers: other.headers })).status).toBe(404);
  });
});
