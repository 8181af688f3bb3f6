import { randomUUID } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import {
  accountAttachmentMaxBytes,
  attachmentMaxBytes,
  attachmentMaxCount,
  ticketCopy,
  ticketListSchema,
  ticketSchema,
  ticketsPerHour,
} from '@shared/support.ts';
import { supportTicket, ticketAttachment } from '@server/platform/db/schema.ts';
import { uploadsDirOf } from '@server/platform/files/upload-store.ts';
import { jsonRequest, useTestServer } from '@server/testing/test-server.ts';

const endpoint = '/api/v1/tickets';

const server = useTestServer('tickets');

const pdfBytes = (size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
  return bytes;
};
const pngBytes = () =>
  new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48]);

const validFields = {
  subject: 'WhatsApp agent stopped answering',
  description: 'Since this morning the agent does not reply on our WhatsApp number.',
  category: 'technical',
  priority: 'high',
};

function ticketForm(fields: Record<string, string> = validFields, files: File[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('attachments', file);
  return form;
}

const submit = (headers: Record<string, string>, form: FormData) =>
  server.request(endpoint, { method: 'POST', headers, body: form });

async function listOf(headers: Record<string, string>) {
  const res = await server.request(endpoint, { headers });
  expect(res.status).toBe(200);
  return ticketListSchema.parse(await res.json()).tickets;
}

async function storedCount(accountId: string) {
  const tickets = await server.database.db
    .select({ id: supportTicket.id })
    .from(supportTicket)
    .where(eq(supportTicket.accountId, accountId));
  const files = await server.database.db
    .select({ id: ticketAttachment.id })
    .from(ticketAttachment)
    .where(eq(ticketAttachment.accountId, accountId));
  return { tickets: tickets.length, files: files.length };
}

/** The files in the upload folder: those kept for the account, and any being received. */
async function uploadedFiles(accountId: string) {
  const uploads = uploadsDirOf(server.dataDir);
  const filesIn = async (folder: string) =>
    (await readdir(path.join(uploads, folder), { withFileTypes: true }).catch(() => []))
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(uploads, folder, entry.name));
  return [...(await filesIn(accountId)), ...(await filesIn('incoming'))];
}

/** Refused and stored nothing: no ticket, no row, no file. */
async function expectNothingStored(accountId: string) {
  expect(await storedCount(accountId)).toEqual({ tickets: 0, files: 0 });
  expect(await uploadedFiles(accountId)).toEqual([]);
}

const attachmentPath = (ticketId: string, attachmentId: string) =>
  apiPath(apiPaths.ticketAttachment, { id: ticketId, attachmentId });

/**
 * A multipart ticket form of `files` PDFs of `fileSize` bytes, produced as it is read: the
 * test holds none of it in memory, as a client streaming from disk would not. With `holdBack`,
 * the client sends the first file, then waits for it before sending the rest.
 */
function streamedTicketForm(files: number, fileSize: number, holdBack?: Promise<void>) {
  const boundary = `----ticket${randomUUID()}`;
  const encoder = new TextEncoder();
  const chunkSize = 64 * 1024;
  const zeros = new Uint8Array(chunkSize);
  const header = Object.entries(validFields)
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('');
  function* parts() {
    yield encoder.encode(header);
    for (let file = 0; file < files; file++) {
      yield encoder.encode(
        `--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="part-${file}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      );
      yield pdfBytes(chunkSize);
      for (let sent = chunkSize; sent < fileSize; sent += chunkSize) {
        yield zeros.subarray(0, Math.min(chunkSize, fileSize - sent));
      }
      yield encoder.encode('\r\n');
      if (file === 0) yield null;
    }
    yield encoder.encode(`--${boundary}--\r\n`);
  }
  const source = parts();
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: new ReadableStream<Uint8Array>({
      async pull(controller) {
        let next = source.next();
        if (next.value === null) {
          await holdBack;
          next = source.next();
        }
        if (next.done) controller.close();
        else controller.enqueue(next.value!);
      },
    }),
  };
}

describe('tickets', () => {
  it('stores a ticket with its files and lists it, newest first', async () => {
    const owner = await server.signIn();
    expect(await listOf(owner.headers)).toEqual([]);
    const res = await submit(
      owner.headers,
      ticketForm(validFields, [
        new File([pdfBytes(2048)], 'invoice.pdf', { type: 'application/pdf' }),
        new File([pngBytes()], 'Screenshot.PNG', { type: 'image/png' }),
      ]),
    );
    expect(res.status).toBe(201);
    const ticket = ticketSchema.parse(await res.json());
    expect(ticket).toMatchObject({ ...validFields, status: 'open' });
    expect(ticket.attachments.map((f) => [f.fileName, f.size])).toEqual([
      ['invoice.pdf', 2048],
      ['Screenshot.PNG', 14],
    ]);

    const second = await submit(owner.headers, ticketForm({ ...validFields, subject: 'Second' }));
    expect(second.status).toBe(201);
    const list = await listOf(owner.headers);
    expect(list.map((t) => t.subject)).toEqual(['Second', validFields.subject]);
    expect(list[1]?.attachments.map((f) => f.fileName)).toEqual(['invoice.pdf', 'Screenshot.PNG']);

    // The bytes are a file of the upload folder, not a column of the database.
    const [stored] = await server.database.db
      .select({ content: ticketAttachment.content, key: ticketAttachment.storageKey })
      .from(ticketAttachment)
      .where(eq(ticketAttachment.id, ticket.attachments[0]!.id));
    expect(stored).toEqual({ content: null, key: `${owner.id}/${ticket.attachments[0]!.id}` });
    expect(await uploadedFiles(owner.id)).toHaveLength(2);
  });

  it('serves a file to its owner only, as a download', async () => {
    const owner = await server.signIn();
    const other = await server.signIn();
    const bytes = pdfBytes(4096);
    const res = await submit(
      owner.headers,
      ticketForm(validFields, [new File([bytes], 'Facture été (v2).pdf')]),
    );
    const ticket = ticketSchema.parse(await res.json());
    const file = ticket.attachments[0]!;

    const download = await server.request(attachmentPath(ticket.id, file.id), {
      headers: owner.headers,
    });
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);
    expect(Object.fromEntries(download.headers)).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="Facture _t_ (v2).pdf"; filename*=UTF-8''Facture%20%C3%A9t%C3%A9%20%28v2%29.pdf`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });

    const byOther = await server.request(attachmentPath(ticket.id, file.id), {
      headers: other.headers,
    });
    expect(byOther.status).toBe(404);
    const unknown = await server.request(attachmentPath(ticket.id, randomUUID()), {
      headers: owner.headers,
    });
    expect(unknown.status).toBe(404);
  });

  it('serves a file an older version kept in the database', async () => {
    const owner = await server.signIn();
    const ticket = ticketSchema.parse(await (await submit(owner.headers, ticketForm())).json());
    const legacy = { id: randomUUID(), content: pngBytes() };
    await server.database.db.insert(ticketAttachment).values({
      ...legacy,
      accountId: owner.id,
      ticketId: ticket.id,
      fileName: 'old.png',
      contentType: 'image/png',
      size: legacy.content.byteLength,
    });
    const res = await server.request(attachmentPath(ticket.id, legacy.id), {
      headers: owner.headers,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(legacy.content);
  });

  it('keeps the files private (0600 in a 0700 folder) whatever the umask', async () => {
    const previous = process.umask(0o022);
    try {
      const owner = await server.signIn();
      const res = await submit(
        owner.headers,
        ticketForm(validFields, [new File([pngBytes()], 'a.png')]),
      );
      expect(res.status).toBe(201);
      const [file] = await uploadedFiles(owner.id);
      expect((await stat(file!)).mode & 0o777).toBe(0o600);
      expect((await stat(path.dirname(file!))).mode & 0o777).toBe(0o700);
      expect((await stat(uploadsDirOf(server.dataDir))).mode & 0o777).toBe(0o700);
    } finally {
      process.umask(previous);
    }
  });

  it(`refuses the ticket after ${ticketsPerHour} in an hour with 429`, async () => {
    const owner = await server.signIn();
    for (let i = 0; i < ticketsPerHour; i++) {
      expect((await submit(owner.headers, ticketForm())).status).toBe(201);
    }
    const res = await submit(owner.headers, ticketForm());
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject({ error: { message: ticketCopy.tooManyTickets } });
    // Another account is not held back by it.
    const other = await server.signIn();
    expect((await submit(other.headers, ticketForm())).status).toBe(201);
  });

  it('refuses files beyond the account’s room with 413 and stores nothing', async () => {
    const owner = await server.signIn();
    const ticket = ticketSchema.parse(await (await submit(owner.headers, ticketForm())).json());
    // The account's earlier files fill all but 1 KB of its room.
    await server.database.db.insert(ticketAttachment).values({
      id: randomUUID(),
      accountId: owner.id,
      ticketId: ticket.id,
      fileName: 'big.pdf',
      contentType: 'application/pdf',
      size: accountAttachmentMaxBytes - 1024,
      content: pdfBytes(),
    });
    const res = await submit(
      owner.headers,
      ticketForm(validFields, [new File([pdfBytes(2048)], 'more.pdf')]),
    );
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: { message: ticketCopy.accountFilesFull } });
    expect(await storedCount(owner.id)).toEqual({ tickets: 1, files: 1 });
    expect(await uploadedFiles(owner.id)).toEqual([]);
  });

  it('writes each file to disk as it arrives, answering other accounts meanwhile', async () => {
    const uploader = await server.signIn();
    const reader = await server.signIn();
    let sendTheRest!: () => void;
    const form = streamedTicketForm(
      attachmentMaxCount,
      attachmentMaxBytes,
      new Promise<void>((resolve) => (sendTheRest = resolve)),
    );
    const upload = server.request(endpoint, {
      method: 'POST',
      headers: { ...uploader.headers, 'content-type': form.contentType },
      body: form.body,
      duplex: 'half',
    } as RequestInit);
    // While the client holds back the rest, the first 10 MB are already on disk: the server
    // keeps a file's bytes in memory only as long as it takes to write them. (A few chunks
    // may still be on their way, and the parser keeps the end until it sees the next part.)
    const received = path.join(uploadsDirOf(server.dataDir), 'incoming');
    const onDisk = async () => {
      const names = await readdir(received).catch(() => []);
      const sizes = await Promise.all(
        names.map(async (name) => (await stat(path.join(received, name))).size),
      );
      return Math.max(0, ...sizes);
    };
    await expect
      .poll(onDisk, { timeout: 60_000, interval: 50 })
      .toBeGreaterThan(attachmentMaxBytes - 256 * 1024);
    const agents = await server.request(apiPaths.agents, { headers: reader.headers });
    expect(agents.status).toBe(200);

    sendTheRest();
    expect((await upload).status).toBe(201);
    expect(await uploadedFiles(uploader.id)).toHaveLength(attachmentMaxCount);
  }, 120_000);

  it('defaults the priority to medium', async () => {
    const owner = await server.signIn();
    const { priority: _omitted, ...fields } = validFields;
    const res = await submit(owner.headers, ticketForm(fields));
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ priority: 'medium' });
  });

  it('answers missing or wrong fields with 400 and each field in words', async () => {
    const owner = await server.signIn();
    const res = await submit(
      owner.headers,
      ticketForm({ subject: '   ', description: '', category: 'complaint', priority: 'urgent' }),
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields).toMatchObject({
      subject: ticketCopy.subjectRequired,
      description: ticketCopy.descriptionRequired,
      category: ticketCopy.categoryRequired,
      priority: expect.any(String),
    });
    expect(await storedCount(owner.id)).toEqual({ tickets: 0, files: 0 });
  });

  it('refuses a JSON body with 415', async () => {
    const owner = await server.signIn();
    const res = await server.request(endpoint, jsonRequest('POST', validFields, owner.headers));
    expect(res.status).toBe(415);
  });

  it('refuses a file over 10 MB with 413 and stores nothing', async () => {
    const owner = await server.signIn();
    const res = await submit(
      owner.headers,
      ticketForm(validFields, [
        new File([pdfBytes()], 'small.pdf'),
        new File([pdfBytes(attachmentMaxBytes + 1)], 'huge.pdf'),
      ]),
    );
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: { code: 'file_too_large', message: ticketCopy.fileTooLarge('huge.pdf') },
    });
    await expectNothingStored(owner.id);
  });

  it('accepts a file of exactly 10 MB', async () => {
    const owner = await server.signIn();
    const res = await submit(
      owner.headers,
      ticketForm(validFields, [new File([pdfBytes(attachmentMaxBytes)], 'manual.pdf')]),
    );
    expect(res.status).toBe(201);
    expect(await storedCount(owner.id)).toEqual({ tickets: 1, files: 1 });
  });

  it('refuses a request larger than every file at its largest with 413, before reading it', async () => {
    const owner = await server.signIn();
    // Sent whole with its length, as a browser does: refused from the header alone.
    const whole = new Response(
      ticketForm(
        validFields,
        Array.from(
          { length: attachmentMaxCount + 1 },
          (_, i) => new File([pdfBytes(attachmentMaxBytes)], `part-${i}.pdf`),
        ),
      ),
    );
    const body = await whole.arrayBuffer();
    const res = await server.request(endpoint, {
      method: 'POST',
      headers: {
        ...owner.headers,
        'content-type': whole.headers.get('content-type')!,
        'content-length': String(body.byteLength),
      },
      body,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: { message: ticketCopy.requestTooLarge } });
    expect(await storedCount(owner.id)).toEqual({ tickets: 0, files: 0 });
  });

  it(`refuses more than ${attachmentMaxCount} files with 400`, async () => {
    const owner = await server.signIn();
    const files = Array.from(
      { length: attachmentMaxCount + 1 },
      (_, i) => new File([pngBytes()], `shot-${i}.png`),
    );
    const res = await submit(owner.headers, ticketForm(validFields, files));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { message: ticketCopy.tooManyFiles } });
    await expectNothingStored(owner.id);
  });

  it('refuses a wrong type with 415, by extension and by content, and stores nothing', async () => {
    const owner = await server.signIn();
    const byName = await submit(
      owner.headers,
      ticketForm(validFields, [new File(['MZ...'], 'setup.exe')]),
    );
    expect(byName.status).toBe(415);
    expect(await byName.json()).toMatchObject({
      error: { message: ticketCopy.fileWrongType('setup.exe') },
    });

    // A program renamed to .png: the name passes, the first bytes do not.
    const byContent = await submit(
      owner.headers,
      ticketForm(validFields, [
        new File([pngBytes()], 'real.png'),
        new File(['#!/bin/sh\nrm -rf /'], 'fake.png'),
      ]),
    );
    expect(byContent.status).toBe(415);
    expect(await byContent.json()).toMatchObject({
      error: { message: ticketCopy.fileContentMismatch('fake.png') },
    });
    await expectNothingStored(owner.id);
  });

  it("never shows one account's tickets to another", async () => {
    const owner = await server.signIn();
    const other = await server.signIn();
    expect((await submit(owner.headers, ticketForm())).status).toBe(201);
    expect(await listOf(other.headers)).toEqual([]);
    expect(await listOf(owner.headers)).toHaveLength(1);
  });

  it('answers 401 without a session and 403 from another site', async () => {
    expect((await server.request(endpoint)).status).toBe(401);
    const owner = await server.signIn();
    const res = await submit({ ...owner.headers, origin: 'https://evil.example' }, ticketForm());
    expect(res.status).toBe(403);
  });
});
