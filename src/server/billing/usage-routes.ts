import { Hono } from 'hono';
import type { AccountVariables } from '../auth/require-account.ts';
import type { Database } from '../db/open-database.ts';
import { getUsage } from './usage.ts';

/** /api/v1/usage: the account's meters and daily history. */
export function usageRoutes(db: Database) {
  return new Hono<{ Variables: AccountVariables }>().get('/', async (c) =>
    c.json(await getUsage(c.get('account').id, db)),
  );
}
