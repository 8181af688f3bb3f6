import { createMiddleware } from 'hono/factory';
import { apiPaths } from '@shared/api-paths.ts';
import type { AuditAction } from '@shared/audit.ts';
import { CLIENT_ADDRESS_HEADER } from '@server/platform/auth/client-address.ts';
import type { AccountVariables } from '@server/platform/auth/require-account.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { recordAudit } from './audit-log.ts';

type Answer = Record<string, unknown> | undefined;

type AuditedRoute = {
  method: string;
  path: string;
  action: AuditAction;
  /** What the entry names, from the route's answer or the path's id: never a customer's words. */
  target: (answer: Answer, id: string | undefined) => string;
};

const field = (name: string) => (answer: Answer, id: string | undefined) =>
  String(answer?.[name] ?? id ?? '');
const idOnly = (_answer: Answer, id: string | undefined) => id ?? '';
const named = (what: string) => () => what;

/**
 * Every change the audit log records, in one place: after a route in this list answers
 * successfully, one entry says who did it, what, on what, and from which address.
 */
export const auditedRoutes: readonly AuditedRoute[] = [
  { method: 'POST', path: apiPaths.invitations, action: 'member_invited', target: field('email') },
  {
    method: 'POST',
    path: apiPaths.invitationResend,
    action: 'member_invited',
    target: field('email'),
  },
  {
    method: 'DELETE',
    path: apiPaths.invitation,
    action: 'invitation_revoked',
    target: field('email'),
  },
  {
    method: 'PATCH',
    path: apiPaths.member,
    action: 'role_changed',
    target: (a) => `${String(a?.email)} → ${String(a?.role)}`,
  },
  { method: 'DELETE', path: apiPaths.member, action: 'member_removed', target: field('email') },
  {
    method: 'POST',
    path: apiPaths.ownershipTransfer,
    action: 'ownership_transferred',
    target: field('email'),
  },
  {
    method: 'PUT',
    path: apiPaths.briefing,
    action: 'settings_changed',
    target: named('Business briefing'),
  },
  {
    method: 'PUT',
    path: apiPaths.personality,
    action: 'settings_changed',
    target: named('Personality'),
  },
  {
    method: 'PUT',
    path: apiPaths.agentPersonality,
    action: 'settings_changed',
    target: named('Agent personality'),
  },
  {
    method: 'PUT',
    path: apiPaths.answerEngine,
    action: 'settings_changed',
    target: named('AI model'),
  },
  {
    method: 'PUT',
    path: apiPaths.embeddingsModel,
    action: 'settings_changed',
    target: named('Embeddings model'),
  },
  {
    method: 'PUT',
    path: apiPaths.bookingSettings,
    action: 'settings_changed',
    target: named('Booking settings'),
  },
  {
    method: 'PUT',
    path: apiPaths.officeHours,
    action: 'settings_changed',
    target: named('Office hours'),
  },
  {
    method: 'DELETE',
    path: apiPaths.officeHours,
    action: 'settings_changed',
    target: named('Office hours'),
  },
  {
    method: 'PUT',
    path: apiPaths.agentWebchat,
    action: 'settings_changed',
    target: named('Website widget'),
  },
  {
    method: 'PUT',
    path: apiPaths.agentTelegram,
    action: 'settings_changed',
    target: named('Telegram'),
  },
  { method: 'POST', path: apiPaths.knowledgeQa, action: 'knowledge_added', target: field('title') },
  {
    method: 'POST',
    path: apiPaths.knowledgeDocuments,
    action: 'knowledge_added',
    target: field('title'),
  },
  {
    method: 'POST',
    path: apiPaths.knowledgeUploads,
    action: 'knowledge_added',
    target: field('title'),
  },
  {
    method: 'POST',
    path: apiPaths.knowledgeQaImports,
    action: 'knowledge_added',
    target: named('Q&A import'),
  },
  { method: 'POST', path: apiPaths.websites, action: 'knowledge_added', target: field('url') },
  { method: 'DELETE', path: apiPaths.knowledgeSource, action: 'knowledge_deleted', target: idOnly },
  { method: 'DELETE', path: apiPaths.website, action: 'knowledge_deleted', target: idOnly },
  {
    method: 'GET',
    path: apiPaths.conversationsExport,
    action: 'conversations_exported',
    target: named('All conversations'),
  },
  {
    method: 'GET',
    path: apiPaths.conversationExport,
    action: 'conversations_exported',
    target: named('One conversation'),
  },
  {
    method: 'DELETE',
    path: apiPaths.contact,
    action: 'contact_erased',
    target: named('A customer'),
  },
  { method: 'POST', path: apiPaths.apiKeys, action: 'api_key_created', target: field('name') },
  { method: 'DELETE', path: apiPaths.apiKey, action: 'api_key_deleted', target: idOnly },
  {
    method: 'POST',
    path: apiPaths.subscriptionUpgrade,
    action: 'plan_changed',
    target: field('planId'),
  },
];

const matchers = auditedRoutes.map((route) => ({
  route,
  pattern: new RegExp(`^${route.path.replace(/:\w+/g, '([^/]+)')}/?$`),
}));

/** Records the audited changes of the account's API after they succeed. */
export function auditChanges(db: Database) {
  return createMiddleware<{ Variables: AccountVariables }>(async (c, next) => {
    await next();
    if (c.res.status >= 300) return;
    const match = matchers
      .map(({ route, pattern }) => ({
        route,
        found: route.method === c.req.method ? pattern.exec(c.req.path) : null,
      }))
      .find(({ found }) => found);
    if (!match?.found) return;
    const answer = c.res.headers.get('content-type')?.startsWith('application/json')
      ? ((await c.res.clone().json()) as Answer)
      : undefined;
    const person = c.get('person');
    await recordAudit(c.get('account').id, db, {
      actor: person?.email ?? 'API key',
      action: match.route.action,
      target: match.route.target(answer, match.found[1]),
      address: c.req.header(CLIENT_ADDRESS_HEADER),
    });
  });
}
