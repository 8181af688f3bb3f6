import { Hono, type MiddlewareHandler } from 'hono';
import { validator } from 'hono/validator';
import { resolver } from 'hono-openapi';
import { z } from 'zod';
import { apiPaths } from '@shared/api-paths.ts';
import {
  accountAttachmentMaxBytes,
  attachmentMaxCount,
  ticketCopy,
  ticketInputSchema,
  ticketListSchema,
  ticketSchema,
  ticketsPerHour,
} from '@shared/support.ts';
import type { RateLimitStore } from '@server/platform/auth/memory-rate-limit-store.ts';
import type { AccountVariables } from '@server/platform/auth/require-account.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import type { UploadStore } from '@server/platform/files/upload-store.ts';
import { ApiError } from '@server/platform/http/errors.ts';
import {
  created,
  described,
  download,
  ok,
  refusals,
  routeDocs,
} from '@server/platform/http/openapi.ts';
import { pageQuery } from '@server/platform/http/page-query.ts';
import { assertStorableText } from '@server/platform/http/storable-text.ts';
import { parseOrThrow, rowIdParam } from '@server/platform/http/validate.ts';
import { attachmentContentTypes } from './attachment-type.ts';
import { attachmentDisposition } from './attachment-disposition.ts';
import {
  attachmentNotFound,
  createTicket,
  getAttachment,
  getTicket,
  listTickets,
  storedAttachmentBytes,
  ticketNotFound,
} from './ticket-store.ts';
import { attachmentsField, receiveTicketForm } from './ticket-upload.ts';

export type TicketRouteOptions = {
  db: Database;
  /** Where the tickets' files are written. */
  uploads: UploadStore;
  /** The ticket counters (shared between processes through Redis when configured). */
  rateLimits: RateLimitStore;
};

const route = routeDocs('Support');
const ticketId = rowIdParam(ticketNotFound);

const attachmentIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The `:attachmentId` of a ticket's file: anything but an id the API made is a 404. */
const attachmentIdParam = described(
  validator('param', (params: Record<string, string>) => {
    const attachmentId = params.attachmentId ?? '';
    if (!attachmentIdPattern.test(attachmentId)) throw attachmentNotFound();
    return { ...params, attachmentId: attachmentId.toLowerCase() };
  }),
  {
    parameters: [
      {
        in: 'path',
        name: 'attachmentId',
        required: true,
        description: 'The id of one of the ticket’s files, as the ticket lists it.',
        schema: { type: 'string', format: 'uuid' },
      },
    ],
    responses: refusals('NotFound'),
  },
);

/** The form the upload reads: the ticket's fields, and its files under `attachments`. */
const ticketFormSchema = ticketInputSchema.extend({
  [attachmentsField]: z
    .array(z.string().meta({ format: 'binary' }))
    .max(attachmentMaxCount)
    .optional()
    .describe(
      `Up to ${attachmentMaxCount} files of at most 10MB: pdf, doc, docx, png, jpg or jpeg.`,
    ),
});

/** Only a multipart form is read; the upload's part of the document. */
const ticketForm = described(
  (async (c, next) => {
    if (!c.req.header('content-type')?.startsWith('multipart/form-data')) {
      throw new ApiError(415, 'unsupported_media_type', 'Send the ticket as multipart/form-data.');
    }
    await next();
  }) satisfies MiddlewareHandler,
  {
    requestBody: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: resolver(ticketFormSchema),
          example: {
            subject: 'Cannot connect',
            description: 'The QR code does not appear.',
            category: 'technical',
            priority: 'high',
          },
        },
      },
    },
  },
);

const ticketRule = { window: 60 * 60, max: ticketsPerHour };

/**
 * The account's tickets: list (paginated), read one, submit one as multipart/form-data with
 * its files, download a file. An upload is streamed to the upload store as it arrives, never
 * held whole in memory nor written to the database, so other requests stay fast meanwhile.
 */
export function ticketRoutes({ db, uploads, rateLimits }: TicketRouteOptions) {
  return new Hono<{ Variables: AccountVariables }>()
    .get(
      apiPaths.tickets,
      route({
        operationId: 'listTickets',
        summary: 'List support tickets',
        description:
          'A page of tickets, newest first, with their files’ names and sizes. Pass `nextCursor` as `cursor` for the next page.',
        answer: ok(ticketListSchema, 'A page of tickets.'),
      }),
      pageQuery,
      async (c) => c.json(await listTickets(c.get('account').id, db, c.req.valid('query'))),
    )
    .get(
      apiPaths.ticket,
      route({
        operationId: 'getTicket',
        summary: 'Get a support ticket',
        description: 'One ticket, with its files’ names and sizes.',
        answer: ok(ticketSchema, 'The ticket.'),
      }),
      ticketId,
      async (c) => c.json(await getTicket(c.get('account').id, db, c.req.valid('param').id)),
    )
    .get(
      apiPaths.ticketAttachment,
      route({
        operationId: 'downloadTicketAttachment',
        summary: 'Download a ticket’s file',
        description:
          'One file of one of the account’s tickets, as it was uploaded, to save rather than to open in the browser.',
        answer: download(
          [...new Set(Object.values(attachmentContentTypes))],
          'The file, with its name.',
        ),
      }),
      ticketId,
      attachmentIdParam,
      async (c) => {
        const { id, attachmentId } = c.req.valid('param');
        const attachment = await getAttachment(c.get('account').id, db, id, attachmentId);
        const body = attachment.storageKey
          ? await uploads.read(attachment.storageKey)
          : attachment.content;
        if (!body) throw attachmentNotFound();
        return c.body(body as ReadableStream<Uint8Array> | Uint8Array<ArrayBuffer>, 200, {
          'Content-Type': attachment.contentType,
          'Content-Length': String(attachment.size),
          'Content-Disposition': attachmentDisposition(attachment.fileName),
          'X-Content-Type-Options': 'nosniff',
          'Cache-Control': 'private, no-store',
        });
      },
    )
    .post(
      apiPaths.tickets,
      route({
        operationId: 'submitTicket',
        summary: 'Submit a support ticket',
        description: `The ticket’s fields and up to five files as multipart/form-data. A file over 10MB is refused with 413, another type with 415 (its name and its content are checked), and files beyond the account’s 200MB of attachments with 413; a refused ticket stores nothing. At most ${ticketsPerHour} tickets an hour (429).`,
        answer: created(ticketSchema, 'The stored ticket.'),
        refuses: ['BadRequest', 'PayloadTooLarge', 'UnsupportedMediaType', 'TooManyRequests'],
      }),
      ticketForm,
      async (c) => {
        const accountId = c.get('account').id;
        // Every attempt counts: a refused upload has cost as much disk and time as a stored one.
        const { allowed } = await rateLimits.consume(`tickets:${accountId}`, ticketRule);
        if (!allowed) throw new ApiError(429, 'too_many_tickets', ticketCopy.tooManyTickets);
        const room = accountAttachmentMaxBytes - (await storedAttachmentBytes(accountId, db));
        const form = await receiveTicketForm(c.req.raw, uploads, room);
        try {
          const fields = {
            subject: form.fields.subject,
            description: form.fields.description,
            category: form.fields.category,
            priority: form.fields.priority,
          };
          const names = form.attachments.map((attachment) => attachment.fileName);
          assertStorableText({ ...fields, [attachmentsField]: names });
          const input = parseOrThrow(ticketInputSchema, fields);
          return c.json(await createTicket(accountId, db, uploads, input, form.attachments), 201);
        } catch (error) {
          await Promise.all(form.attachments.map(({ file }) => file.discard()));
          throw error;
        }
      },
    );
}
