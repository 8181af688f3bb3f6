import { createMiddleware } from 'hono/factory';
import { LRUCache } from 'lru-cache';
import { ACTIVITY_HEARTBEAT_MS } from '@shared/assignment.ts';
import type { AccountVariables } from '@server/platform/auth/require-account.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { recordActivity } from './availability.ts';

/**
 * Counts what a signed-in person does in the portal as activity: every change they make and
 * the portal's heartbeat (reads are left out, as a tab left open reads on its own). Each
 * process writes a person's last-seen time at most once per half heartbeat, so it costs one
 * small write a minute per person, whatever they do.
 */
export function portalActivity(db: Database) {
  const recorded = new LRUCache<string, number>({ max: 10_000 });
  return createMiddleware<{ Variables: AccountVariables }>(async (c, next) => {
    const person = c.get('person');
    if (person && c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      const now = Date.now();
      const last = recorded.get(person.userId);
      if (last === undefined || now - last >= ACTIVITY_HEARTBEAT_MS / 2) {
        recorded.set(person.userId, now);
        await recordActivity(c.get('account').id, db, person.userId, new Date(now));
      }
    }
    await next();
  });
}
