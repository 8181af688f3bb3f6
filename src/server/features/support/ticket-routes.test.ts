import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  attachmentMaxBytes,
  attachmentMaxCount,
  ticketCopy,
  ticketListSchema,
  ticketSchema,
} from '@shared/support.ts';
import { supportTicket, ticketAttachment } from '@server/platform/db/schema.ts';
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
    expect(list[1]?.attachments).toHaveLength(2);

    const [stored] = await server.database.db
      .select({ content: ticketAttachment.content })
      .from(ticketAttachment)
      .where(eq(ticketAttachment.fileName, 'invoice.pdf'));
    expect(Buffer.from(stored!.content).subarray(0, 5).toString()).toBe('%PDF-');
  });

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
    expect(await storedCount(owner.id)).toEqual({ tickets: 0, files: 0 });
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

  it('refuses a request larger than every file at its largest with 413', async () => {
    const owner = await server.signIn();
    const res = await submit(
      owner.headers,
      ticketForm(
        validFields,
        Array.from(
          { length: attachmentMaxCount + 1 },
          (_, i) => new File([pdfBytes(attachmentMaxBytes)], `part-${i}.pdf`),
        ),
      ),
    );
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
    expect(await storedCount(owner.id)).toEqual({ tickets: 0, files: 0 });
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
    expect(await storedCount(owner.id)).toEqual({ tickets: 0, files: 0 });
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
