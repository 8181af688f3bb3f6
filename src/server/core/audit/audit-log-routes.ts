import { Hono } from 'hono';
import { apiPaths } from '@shared/api-paths.ts';
import { auditPageSchema, auditQuerySchema } from '@shared/audit.ts';
import type { AccountVariables } from '@server/platform/auth/require-account.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { ok, routeDocs } from '@server/platform/http/openapi.ts';
import { queryOf } from '@server/platform/http/validate.ts';
import { listAudit } from './audit-log.ts';

const route = routeDocs('Team');

/** GET /api/v1/audit-log: who did what and when, newest first. */
export function auditLogRoutes(db: Database) {
  return new Hono<{ Variables: AccountVariables }>().get(
    apiPaths.auditLog,
    route({
      operationId: 'listAuditLog',
      summary: 'The audit log',
      description:
        'Who did what and when (members, roles, settings, knowledge, exports, erasures, API keys, plans), with the address, newest first; filter by `action` and by `actor` (an email). It names no customer and quotes no customer’s words, so erasing a customer leaves it whole.',
      answer: ok(auditPageSchema, 'A page of entries.'),
    }),
    queryOf(auditQuerySchema),
    async (c) => c.json(await listAudit(c.get('account').id, db, c.req.valid('query'))),
  );
}
