import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { apiPaths } from '@shared/api-paths.ts';
import {
  type AttachmentExtension,
  attachmentMaxBytes,
  attachmentMaxCount,
  extensionOf,
  isAllowedAttachmentName,
  ticketCopy,
  ticketInputSchema,
  ticketListSchema,
  ticketRequestMaxBytes,
  ticketSchema,
} from '@shared/support.ts';
import type { AccountVariables } from '@server/platform/auth/require-account.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { ApiError, errorBody } from '@server/platform/http/errors.ts';
import { assertStorableText } from '@server/platform/http/storable-text.ts';
import { resolver } from 'hono-openapi';
import { created, described, ok, routeDocs } from '@server/platform/http/openapi.ts';
import { pageQuery } from '@server/platform/http/page-query.ts';
import { parseOrThrow, rowIdParam } from '@server/platform/http/validate.ts';
import { contentMatchesExtension } from './attachment-type.ts';
import {
  type CheckedAttachment,
  createTicket,
  getTicket,
  listTickets,
  ticketNotFound,
} from './ticket-store.ts';

/** The form field that carries the files (repeated once per file). */
export const attachmentsField = 'attachments';

type FormValue = string | File | (string | File)[];

const filesOf = (value: FormValue | undefined): File[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter(
    (item): item is File => typeof item !== 'string' && item.size > 0,
  );

const textOf = (value: FormValue | undefined) =>
  typeof value === 'string'
    ? value
    : Array.isArray(value)
      ? value.find((v) => typeof v === 'string')
      : undefined;

/** Checks every file before anything is stored: count, then each one's size and type. */
async function checkAttachments(files: File[]): Promise<CheckedAttachment[]> {
  if (files.length > attachmentMaxCount) {
    throw new ApiError(400, 'too_many_files', ticketCopy.tooManyFiles, {
      [attachmentsField]: ticketCopy.tooManyFiles,
    });
  }
  const checked: CheckedAttachment[] = [];
  for (const file of files) {
    if (file.size > attachmentMaxBytes) {
      throw new ApiError(413, 'file_too_large', ticketCopy.fileTooLarge(file.name));
    }
    if (!isAllowedAttachmentName(file.name)) {
      throw new ApiError(415, 'unsupported_file_type', ticketCopy.fileWrongType(file.name));
    }
    const extension = extensionOf(file.name) as AttachmentExtension;
    const content = new Uint8Array(await file.arrayBuffer());
    if (!contentMatchesExtension(content, extension)) {
      throw new ApiError(415, 'unsupported_file_type', ticketCopy.fileContentMismatch(file.name));
    }
    checked.push({ fileName: file.name, extension, content });
  }
  return checked;
}

const route = routeDocs('Support');
const ticketId = rowIdParam(ticketNotFound);

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

/** The upload's part of the document: what the form below reads by hand. */
const ticketForm = described(
  bodyLimit({
    maxSize: ticketRequestMaxBytes,
    onError: (c) => c.json(errorBody('payload_too_large', ticketCopy.requestTooLarge), 413),
  }),
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

/**
 * The account's tickets: list (paginated), read one, submit one as multipart/form-data with
 * its files. The upload's body limit is every file at its largest plus the form's overhead.
 */
export function ticketRoutes(db: Database) {
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
    .post(
      apiPaths.tickets,
      route({
        operationId: 'submitTicket',
        summary: 'Submit a support ticket',
        description:
          'The ticket’s fields and up to five files as multipart/form-data. A file over 10MB is refused with 413, another type with 415 (its name and its content are checked); a refused ticket stores nothing.',
        answer: created(ticketSchema, 'The stored ticket.'),
        refuses: ['BadRequest', 'PayloadTooLarge', 'UnsupportedMediaType'],
      }),
      ticketForm,
      async (c) => {
        if (!c.req.header('content-type')?.startsWith('multipart/form-data')) {
          throw new ApiError(
            415,
            'unsupported_media_type',
            'Send the ticket as multipart/form-data.',
          );
        }
        let form: Record<string, FormValue>;
        try {
          form = await c.req.parseBody({ all: true });
        } catch {
          throw new ApiError(400, 'bad_request', 'The form data could not be read.');
        }
        const fields = {
          subject: textOf(form.subject),
          description: textOf(form.description),
          category: textOf(form.category),
          priority: textOf(form.priority),
        };
        const attached = filesOf(form[attachmentsField]);
        assertStorableText({ ...fields, [attachmentsField]: attached.map((file) => file.name) });
        const input = parseOrThrow(ticketInputSchema, fields);
        const files = await checkAttachments(attached);
        return c.json(await createTicket(c.get('account').id, db, input, files), 201);
      },
    );
}
