import { Hono } from 'hono';
import type { AccountVariables } from '../auth/require-account.ts';

/** GET /api/v1/me: the signed-in account. */
export const meRoutes = new Hono<{ Variables: AccountVariables }>().get('/', (c) => {
  const { id, email, name } = c.get('account');
  return c.json({ id, email, name });
});
