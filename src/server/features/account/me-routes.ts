import { Hono } from 'hono';
import { z } from 'zod';
import { apiPaths } from '@shared/api-paths.ts';
import { memberRoles } from '@shared/team.ts';
import type { AccountVariables } from '@server/platform/auth/require-account.ts';
import { ok, routeDocs } from '@server/platform/http/openapi.ts';

const meSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  /** The account the person acts in: their own, or their team's. */
  accountId: z.string(),
  role: z.enum(memberRoles),
});
const route = routeDocs('Account');

/** The signed-in account. */
export const meRoutes = new Hono<{ Variables: AccountVariables }>().get(
  apiPaths.me,
  route({
    operationId: 'getMe',
    summary: 'Who is signed in',
    description:
      'The person signed in and their role in the account they act in (for an API key, the account’s owner, acting as an admin).',
    answer: ok(meSchema, 'The account.'),
  }),
  (c) => {
    const account = c.get('account');
    const person = c.get('person');
    return c.json({
      id: person?.userId ?? account.id,
      email: account.email,
      name: account.name,
      accountId: account.id,
      role: c.get('role'),
    });
  },
);
