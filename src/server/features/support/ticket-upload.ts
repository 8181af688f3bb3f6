import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import {
  type AttachmentExtension,
  attachmentMaxBytes,
  attachmentMaxCount,
  extensionOf,
  isAllowedAttachmentName,
  ticketCopy,
  ticketRequestMaxBytes,
} from '@shared/support.ts';
import type { PendingFile, UploadStore } from '@server/platform/files/upload-store.ts';
import { ApiError } from '@server/platform/http/errors.ts';
import { contentMatchesExtension, signatureLength } from './attachment-type.ts';

/** The form field that carries the files (repeated once per file). */
export const attachmentsField = 'attachments';

/** A file that has passed the size and type checks, written whole to the upload store. */
export type ReceivedAttachment = {
  fileName: string;
  extension: AttachmentExtension;
  size: number;
  file: PendingFile;
};

export type ReceivedTicketForm = {
  /** Each text field's first value. */
  fields: Record<string, string>;
  attachments: ReceivedAttachment[];
};

/** Ends the upload with nothing kept: the files written so far are deleted by the caller. */
export const requestTooLarge = () =>
  new ApiError(413, 'payload_too_large', ticketCopy.requestTooLarge);
const fileTooLarge = (name: string) =>
  new ApiError(413, 'file_too_large', ticketCopy.fileTooLarge(name));
const accountFilesFull = () => new ApiError(413, 'storage_full', ticketCopy.accountFilesFull);
const wrongType = (message: string) => new ApiError(415, 'unsupported_file_type', message);
const tooManyFiles = () =>
  new ApiError(400, 'too_many_files', ticketCopy.tooManyFiles, {
    [attachmentsField]: ticketCopy.tooManyFiles,
  });
const unreadable = () => new ApiError(400, 'bad_request', 'The form data could not be read.');

/** Counts the whole request's bytes: the form's fields and boundaries cannot grow it unbounded. */
const requestLimit = () => {
  let total = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      total += chunk.byteLength;
      done(total > ticketRequestMaxBytes ? requestTooLarge() : null, chunk);
    },
  });
};

type Tally = { files: number; bytes: number; room: number };

/**
 * Checks one file while it passes through, before its bytes reach the store: it counts as a
 * file from its first byte (the empty part a browser sends for no file does not count), its
 * name's extension is checked then, its type's signature once its first bytes are in, and
 * its size (and the account's room) at every chunk.
 */
function attachmentCheck(attachment: ReceivedAttachment, tally: Tally) {
  const { fileName } = attachment;
  let size = 0;
  let extension: AttachmentExtension | undefined;
  let head = Buffer.alloc(0);
  let sniffed = false;
  const sniff = () => {
    sniffed = true;
    if (!contentMatchesExtension(head, extension!)) {
      throw wrongType(ticketCopy.fileContentMismatch(fileName));
    }
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      try {
        if (size === 0) {
          if (++tally.files > attachmentMaxCount) throw tooManyFiles();
          if (!isAllowedAttachmentName(fileName)) {
            throw wrongType(ticketCopy.fileWrongType(fileName));
          }
          extension = extensionOf(fileName) as AttachmentExtension;
          attachment.extension = extension;
        }
        size += chunk.byteLength;
        attachment.size = size;
        if (size > attachmentMaxBytes) throw fileTooLarge(fileName);
        tally.bytes += chunk.byteLength;
        if (tally.bytes > tally.room) throw accountFilesFull();
        if (!sniffed) {
          head = Buffer.concat([head, chunk]).subarray(0, signatureLength);
          if (head.byteLength === signatureLength) sniff();
        }
        done(null, chunk);
      } catch (error) {
        done(error as Error);
      }
    },
    flush(done) {
      try {
        if (size > 0 && !sniffed) sniff();
        done();
      } catch (error) {
        done(error as Error);
      }
    },
  });
}

/**
 * Reads a multipart ticket form as it arrives: text fields into memory (small, bounded), each
 * file under `attachments` straight into the upload store through its checks. The first
 * refusal stops reading the request, deletes every file written for it and is thrown; on
 * success the caller keeps or discards the files.
 */
export async function receiveTicketForm(
  request: Request,
  store: UploadStore,
  accountRoomBytes: number,
): Promise<ReceivedTicketForm> {
  const contentLength = Number(request.headers.get('content-length') ?? 0);
  if (contentLength > ticketRequestMaxBytes) throw requestTooLarge();
  if (!request.body) throw unreadable();

  // No prototype: a field named `__proto__` or `constructor` is only a field.
  const fields = Object.create(null) as Record<string, string>;
  // One entry per file in the order they were sent: its attachment once its storage is open.
  const files: Promise<ReceivedAttachment | undefined>[] = [];
  const tally: Tally = { files: 0, bytes: 0, room: accountRoomBytes };
  const stop = new AbortController();
  let refusal: unknown;
  const refuse = (error: unknown) => {
    refusal ??= error;
    stop.abort();
  };

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      // Browsers send file names as UTF-8; the text fields' schema bounds their length.
      defParamCharset: 'utf8',
      limits: { fields: 20, fieldSize: 64 * 1024, parts: attachmentMaxCount + 40 },
    });
  } catch {
    throw unreadable();
  }
  parser.on('field', (name, value) => {
    fields[name] ??= value;
  });
  parser.on('file', (name, stream, info) => {
    if (name !== attachmentsField) {
      stream.resume();
      return;
    }
    files.push(
      (async () => {
        // The extension is set by the check at the file's first byte; an empty file has none.
        const attachment = { fileName: info.filename ?? '', size: 0 } as ReceivedAttachment;
        attachment.file = await store.create();
        await pipeline(stream, attachmentCheck(attachment, tally), attachment.file.sink, {
          signal: stop.signal,
        }).catch(refuse);
        return attachment;
      })().catch((error: unknown) => {
        refuse(error);
        return undefined;
      }),
    );
  });

  await pipeline(Readable.fromWeb(request.body as never), requestLimit(), parser, {
    signal: stop.signal,
  }).catch((error: unknown) => refuse(error instanceof ApiError ? error : unreadable()));
  const received = (await Promise.all(files)).filter((file) => file !== undefined);
  if (refusal !== undefined) {
    await Promise.all(received.map(({ file }) => file.discard()));
    throw refusal;
  }
  const empty = received.filter((attachment) => attachment.size === 0);
  await Promise.all(empty.map(({ file }) => file.discard()));
  return { fields, attachments: received.filter((attachment) => attachment.size > 0) };
}
