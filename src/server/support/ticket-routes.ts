import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  type AttachmentExtension,
  attachmentMaxBytes,
  attachmentMaxCount,
  extensionOf,
  isAllowedAttachmentName,
  ticketCopy,
  ticketInputSchema,
  ticketRequestMaxBytes,
} from '@shared/support.ts';
import type { AccountVariables } from '../auth/require-account.ts';
import type { Database } from '../db/open-database.ts';
import { ApiError, errorBody } from '../http/errors.ts';
import { assertStorableText } from '../http/storable-text.ts';
import { parseOrThrow } from '../http/validate.ts';
import { contentMatchesExtension } from './attachment-type.ts';
import { type CheckedAttachment, createTicket, listTickets } from './ticket-store.ts';

/** Where tickets are submitted; app.ts exempts it from the API's JSON body limit. */
export const ticketUploadPath = '/api/v1/tickets';

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

/**
 * /api/v1/tickets: list the account's tickets; submit one as multipart/form-data with its
 * files. The API's 64 KB JSON limit skips this route (app.ts); its own limit is every file at
 * its largest plus the form's overhead.
 */
export function ticketRoutes(db: Database) {
  return new Hono<{ Variables: AccountVariables }>()
    .get('/', async (c) => c.json(await listTickets(c.get('account').id, db)))
    .post(
      '/',
      bodyLimit({
        maxSize: ticketRequestMaxBytes,
        onError: (c) => c.json(errorBody('payload_too_large', ticketCopy.requestTooLarge), 413),
      }),
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
