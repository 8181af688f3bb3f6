import { Hono } from 'hono';
import { apiPaths } from '@shared/api-paths.ts';
import {
  conversationDeletedSchema,
  erasedContactSchema,
  type ExportFormat,
  exportFormatSchema,
  historyExportQuerySchema,
  historyPageSchema,
  historyQuerySchema,
} from '@shared/history.ts';
import type { AccountVariables } from '@server/platform/auth/require-account.ts';
import { download, ok, routeDocs } from '@server/platform/http/openapi.ts';
import { pageRequestOf } from '@server/platform/http/page-query.ts';
import { queryOf, rowIdParam } from '@server/platform/http/validate.ts';
import type { RuntimeDeps } from '@server/core/conversations/conversation-changes.ts';
import {
  conversationNotFound,
  getConversation,
} from '@server/core/conversations/conversation-store.ts';
import { exportStream } from './history-export.ts';
import {
  contactNotFound,
  deleteConversation,
  eraseContact,
  type ErasureDeps,
  listHistory,
} from './history-store.ts';

const route = routeDocs('History');
const conversationId = rowIdParam(conversationNotFound);
const contactId = rowIdParam(contactNotFound);
const exportQuery = queryOf(historyExportQuerySchema);

const mediaTypes: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

/** The answer headers of an export: a file to save, never to render. */
const exportHeaders = (format: ExportFormat, name: string) => ({
  'Content-Type': mediaTypes[format],
  'Content-Disposition': `attachment; filename="${name}.${format}"`,
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
});

const today = () => new Date().toISOString().slice(0, 10);

/** Every conversation of the account: searched, filtered, exported, deleted and erased. */
export function historyRoutes(runtime: RuntimeDeps, forgetContact: ErasureDeps['forgetContact']) {
  const erasure = (): ErasureDeps => ({ db: runtime.db, mailer: runtime.mailer, forgetContact });
  return new Hono<{ Variables: AccountVariables }>()
    .get(
      apiPaths.conversations,
      route({
        operationId: 'listConversations',
        summary: 'List conversations',
        description:
          'Every conversation of the account, newest first, in pages: searched by the words of its messages (`q`, full-text) and filtered by agent, channel, status, resolution and days. Playground tests are left out unless `tests` asks for them. Customers’ phone numbers are masked.',
        answer: ok(historyPageSchema, 'A page of conversations.'),
      }),
      queryOf(historyQuerySchema, (query) => ({ filter: query, page: pageRequestOf(query) })),
      async (c) => {
        const { filter, page } = c.req.valid('query');
        return c.json(await listHistory(c.get('account').id, runtime.db, filter, page));
      },
    )
    .get(
      apiPaths.conversationsExport,
      route({
        operationId: 'exportConversations',
        summary: 'Export conversations',
        description:
          'Every conversation the filters keep (the same filters as the list), streamed as a file: CSV with one row per message and its conversation’s columns, or a JSON array of conversations with their messages.',
        answer: download(Object.values(mediaTypes), 'The export, as a file.'),
      }),
      exportQuery,
      (c) => {
        const { format, ...filter } = c.req.valid('query');
        return c.body(
          exportStream(c.get('account').id, runtime.db, format, filter),
          200,
          exportHeaders(format, `conversations-${today()}`),
        );
      },
    )
    .get(
      apiPaths.conversationExport,
      route({
        operationId: 'exportConversation',
        summary: 'Export a conversation',
        description: 'One conversation with its messages, as CSV or JSON.',
        answer: download(Object.values(mediaTypes), 'The export, as a file.'),
      }),
      conversationId,
      queryOf(exportFormatSchema),
      async (c) => {
        const accountId = c.get('account').id;
        const { id } = c.req.valid('param');
        const { format } = c.req.valid('query');
        await getConversation(accountId, runtime.db, id);
        return c.body(
          exportStream(accountId, runtime.db, format, { tests: 'include' }, id),
          200,
          exportHeaders(format, `conversation-${id}`),
        );
      },
    )
    .delete(
      apiPaths.conversation,
      route({
        operationId: 'deleteConversation',
        summary: 'Delete a conversation',
        description:
          'Deletes the conversation for good, with its messages, its events, the notifications about it and the hand-over mails about it still in the outbox folder; it leaves history and analytics.',
        answer: ok(conversationDeletedSchema, 'The id of the deleted conversation.'),
      }),
      conversationId,
      async (c) =>
        c.json(await deleteConversation(c.get('account').id, erasure(), c.req.valid('param').id)),
    )
    .delete(
      apiPaths.contact,
      route({
        operationId: 'eraseContact',
        summary: 'Erase a customer',
        description:
          'Erases everything of one customer, for a request to be forgotten: their contact details; every conversation, message and event of theirs, with the messages still waiting to be sent to them; the notifications about their conversations; the hand-over mails about them in the outbox folder (without SMTP_URL); and, with the simulated WhatsApp gateway, the simulated phone’s copy of their messages. A mail already sent by SMTP, and what the customer’s own Telegram or WhatsApp app and the WhatsApp gateway keep, are out of the product’s reach.',
        answer: ok(erasedContactSchema, 'The erased customer and how many conversations went.'),
      }),
      contactId,
      async (c) =>
        c.json(await eraseContact(c.get('account').id, erasure(), c.req.valid('param').id)),
    );
}
