import { Hono } from 'hono';
import { z } from 'zod';
import { apiPaths } from '@shared/api-paths.ts';
import type { AccountVariables } from '@server/platform/auth/require-account.ts';
import { ok, routeDocs } from '@server/platform/http/openapi.ts';

const meSchema = z.object({ id: z.string(), email: z.string(), name: z.string() });
const route = routeDocs('Account');

/** The signed-in account. */
export const meRoutes = new Hono<{ Variables: AccountVariables }>().get(
  apiPaths.me,
  route({
    operationId: 'getMe',
    summary: 'Who is signed in',
    description: 'The account the session or API key belongs to.',
    answer: ok(meSchema, 'The account.'),
  }),
  (c) => {
    const { id, email, name } = c.get('account');
    return c.json({ id, email, name });
  },
);
