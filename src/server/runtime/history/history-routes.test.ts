import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { exportColumns, historyPageSchema } from '@shared/history.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import {
  booking,
  bookingResource,
  contact,
  conversation,
  conversationEvent,
  message,
} from '@server/platform/db/schema.ts';
import { createLocalEventBus } from '@server/platform/realtime/event-bus.ts';
import { useTestServer } from '@server/testing/test-server.ts';
import { changeConversations } from '@server/core/conversations/conversation-changes.ts';
import { addMessage } from '@server/core/conversations/conversation-messages.ts';
import { conversationRow } from '@server/core/conversations/conversation-store.ts';
import { closeConversation } from '@server/core/conversations/close-conversation.ts';
import {
  type NewConversation,
  startConversation,
} from '@server/core/conversations/start-conversation.ts';
import { csvCell } from './history-export.ts';

const server = useTestServer('history');

type Headers = Record<string, string>;

async function setUp() {
  const owner = await server.signIn({ sampleData: false });
  const accountId = owner.id as AccountId;
  const deps = { db: server.database.db, bus: createLocalEventBus() };
  /** A conversation in which the customer says each of `texts`. */
  const chat = async (input: Partial<NewConversation>, ...texts: string[]) => {
    const started = await startConversation(deps, accountId, {
      agent: { id: null, name: 'Front Desk' },
      channel: 'webchat',
      greeting: 'Hello!',
      ...input,
    });
    for (const text of texts) {
      await changeConversations(deps, accountId, async (tx, record) => {
        const row = await conversationRow(accountId, tx, started.id, { forUpdate: true });
        return addMessage(tx, record, row, { sender: 'customer', text });
      });
    }
    return started;
  };
  return { owner, accountId, deps, chat };
}

/** A confirmed booking made in a conversation, for the customer (contact) when given. */
async function bookedIn(accountId: string, conversationId: string, contactId: string | null) {
  const { db } = server.database;
  const [resource] = await db
    .insert(bookingResource)
    .values({ id: randomUUID(), accountId, name: 'Your team' })
    .returning();
  const id = randomUUID();
  const starts = new Date(Date.now() + 7 * 86_400_000);
  const ends = new Date(starts.getTime() + 3_600_000);
  await db.insert(booking).values({
    id,
    accountId,
    serviceName: 'Brake check',
    resourceId: resource!.id,
    status: 'confirmed',
    startsAt: starts,
    endsAt: ends,
    blockedFrom: starts,
    blockedUntil: ends,
    conversationId,
    contactId,
    manageTokenHash: randomUUID(),
  });
  return id;
}

async function history(headers: Headers, query = '') {
  const res = await server.request(`/api/v1/conversations${query}`, { headers });
  expect(res.status, await res.clone().text()).toBe(200);
  return historyPageSchema.parse(await res.json());
}

/** CSV text as rows of cells (quotes, doubled quotes and CRLF as the export writes them). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted && ch === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (!quoted && ch === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else {
      cell += ch;
    }
  }
  return rows;
}

describe('conversation history', () => {
  it('lists newest first, finds a conversation by a word of its messages, and filters', async () => {
    const { owner, chat, deps, accountId } = await setUp();
    const brakes = await chat(
      { contact: { externalId: 'v1', name: 'Ana' } },
      'How much do new brake pads cost?',
    );
    const hours = await chat({ channel: 'api' }, 'When do you open on Saturday?');
    const test = await chat({ channel: 'playground', test: true }, 'Do you fix brakes?');
    await closeConversation(deps, accountId, hours.id, { kind: 'customer' });

    const all = await history(owner.headers);
    expect(all.conversations.map((c) => c.id)).toEqual([hours.id, brakes.id]);
    expect(all.conversations[1]).toMatchObject({
      agentName: 'Front Desk',
      channel: 'webchat',
      firstMessage: 'How much do new brake pads cost?',
      messageCount: 2,
      contact: { name: 'Ana' },
    });

    const found = await history(owner.headers, '?q=brake');
    expect(found.conversations.map((c) => c.id)).toEqual([brakes.id]);
    const withTests = await history(owner.headers, '?q=fix&tests=include');
    expect(withTests.conversations.map((c) => c.id)).toEqual([test.id]);
    expect((await history(owner.headers, '?tests=only')).conversations.map((c) => c.id)).toEqual([
      test.id,
    ]);
    expect(
      (await history(owner.headers, '?status=closed&channel=api')).conversations.map((c) => c.id),
    ).toEqual([hours.id]);
    expect((await history(owner.headers, '?resolution=ai')).conversations).toHaveLength(1);
    const day = new Date().toISOString().slice(0, 10);
    expect((await history(owner.headers, `?from=${day}&to=${day}`)).conversations).toHaveLength(2);
    expect((await history(owner.headers, '?to=2020-01-01')).conversations).toHaveLength(0);

    const first = await history(owner.headers, '?limit=1');
    expect(first.conversations.map((c) => c.id)).toEqual([hours.id]);
    const second = await history(owner.headers, `?limit=1&cursor=${first.nextCursor}`);
    expect(second.conversations.map((c) => c.id)).toEqual([brakes.id]);
    expect(second.nextCursor).toBeNull();
  });

  it('finds a word by its other forms and its beginning, in each widget language', async () => {
    const { owner, chat } = await setUp();
    const seats = await chat({}, 'Do you have child seats for a 3 year old?');
    const reservation = await chat({}, 'I want to change my reservation please');
    const spanish = await chat({}, '¿Tienen un asiento para bebé?');
    const german = await chat({}, 'Kann ich meinen Hund mitbringen?');
    const found = async (q: string) =>
      (await history(owner.headers, `?q=${encodeURIComponent(q)}`)).conversations.map((c) => c.id);

    expect(await found('seat')).toEqual([seats.id]);
    expect(await found('reserv')).toEqual([reservation.id]);
    expect(await found('reservations')).toEqual([reservation.id]);
    expect(await found('asientos')).toEqual([spanish.id]);
    expect(await found('Hunde')).toEqual([german.id]);
    // The search's own syntax still holds: a quoted phrase, a word left out.
    expect(await found('"child seats"')).toEqual([seats.id]);
    expect(await found('"seats child"')).toEqual([]);
    expect(await found('seat -child')).toEqual([]);
    expect(await found('zebra')).toEqual([]);
    // Whatever a person types is words, never a query error.
    for (const typed of ["'", "it's", 'a & b | !c', '"unclosed', ':*', '(seat', "o''brien"])
      expect(await found(typed)).toBeInstanceOf(Array);
  });

  it('refuses bad filters with 400 and the field in words', async () => {
    const { owner } = await setUp();
    for (const [query, field] of [
      ['?from=2026-13-45', 'from'],
      ['?from=yesterday', 'from'],
      ['?from=0000-01-01', 'from'],
      ['?to=2026-02-30', 'to'],
      ['?from=2026-05-02&to=2026-05-01', 'to'],
      ['?agentId=%00', 'agentId'],
      ['?channel=fax', 'channel'],
      ['?tests=maybe', 'tests'],
      [`?q=${'a'.repeat(201)}`, 'q'],
    ] as const) {
      for (const path of ['/api/v1/conversations', '/api/v1/conversations-export']) {
        const res = await server.request(`${path}${query}`, { headers: owner.headers });
        expect(res.status, `${path}${query}`).toBe(400);
        const body = (await res.json()) as { error: { fields: Record<string, string> } };
        expect(body.error.fields[field], query).toEqual(expect.any(String));
      }
    }
  });

  it('exports the filtered set as CSV, one row per message, and as JSON, matching the list', async () => {
    const { owner, chat } = await setUp();
    const brakes = await chat(
      { contact: { externalId: 'v1', name: 'Ana, "the boss"', email: 'ana@example.pt' } },
      'Brake pads, please',
      '=HYPERLINK("http://evil.example")',
    );
    await chat({}, 'Opening hours?');
    await server.database.db
      .update(conversation)
      .set({ rating: 'up', ratingComment: 'Quick, thanks' })
      .where(eq(conversation.id, brakes.id));

    const res = await server.request('/api/v1/conversations-export?q=brake&format=csv', {
      headers: owner.headers,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="conversations-/);
    const [header, ...rows] = parseCsv((await res.text()).replace(/^\uFEFF/, ''));
    expect(header).toEqual([...exportColumns]);
    const listed = await history(owner.headers, '?q=brake');
    expect(listed.conversations.map((c) => c.id)).toEqual([brakes.id]);
    expect(rows.every((row) => row[15] === 'Quick, thanks')).toBe(true);
    expect(rows.map((row) => [row[0], row[3], row[9], row[11], row[13]])).toEqual([
      [brakes.id, 'Ana, "the boss"', 'agent', 'Hello!', 'ana@example.pt'],
      [brakes.id, 'Ana, "the boss"', 'customer', 'Brake pads, please', 'ana@example.pt'],
      // A spreadsheet shows the formula as text instead of running it.
      [
        brakes.id,
        'Ana, "the boss"',
        'customer',
        `'=HYPERLINK("http://evil.example")`,
        'ana@example.pt',
      ],
    ]);

    const json = await server.request('/api/v1/conversations-export?format=json', {
      headers: owner.headers,
    });
    const exported = (await json.json()) as { id: string; messages: { text: string }[] }[];
    expect(exported.map((c) => c.id)).toEqual(
      (await history(owner.headers)).conversations.map((c) => c.id),
    );
    expect(exported.at(-1)!.messages.map((m) => m.text)).toContain('Brake pads, please');

    // The appointments booked in a conversation come with it.
    await bookedIn(owner.id, brakes.id, null);
    const one = await server.request(`/api/v1/conversations/${brakes.id}/export?format=json`, {
      headers: owner.headers,
    });
    const [alone] = (await one.json()) as { bookings: unknown[] }[];
    expect(alone!.bookings).toEqual([
      expect.objectContaining({ serviceName: 'Brake check', status: 'confirmed' }),
    ]);
  });

  it('quotes CSV cells only when needed', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('-1+1')).toBe("'-1+1");
    expect(csvCell(null)).toBe('');
  });

  it("deletes a conversation, and erases a customer's everything; another account's is 404", async () => {
    const { owner, chat } = await setUp();
    const stranger = await server.signIn({ sampleData: false });
    const first = await chat({ contact: { externalId: 'v9', email: 'eva@example.com' } }, 'Hi');
    const again = await chat({ contact: { externalId: 'v9' } }, 'Me again');
    const other = await chat({}, 'Someone else');
    const contactId = first.contact!.id;
    const theirBooking = await bookedIn(owner.id, first.id, contactId);

    for (const path of [`/api/v1/conversations/${other.id}`, `/api/v1/contacts/${contactId}`]) {
      const res = await server.request(path, { method: 'DELETE', headers: stranger.headers });
      expect(res.status).toBe(404);
    }

    const deleted = await server.request(`/api/v1/conversations/${other.id}`, {
      method: 'DELETE',
      headers: owner.headers,
    });
    expect(await deleted.json()).toEqual({ deleted: other.id });
    const gone = await server.request(`/api/v1/conversations/${other.id}`, {
      headers: owner.headers,
    });
    expect(gone.status).toBe(404);

    const erased = await server.request(`/api/v1/contacts/${contactId}`, {
      method: 'DELETE',
      headers: owner.headers,
    });
    expect(await erased.json()).toEqual({ erased: contactId, conversations: 2 });
    const { db } = server.database;
    expect(await db.select().from(booking).where(eq(booking.id, theirBooking))).toEqual([]);
    const ids = [first.id, again.id];
    for (const id of ids) {
      const [messages] = await db
        .select({ n: count() })
        .from(message)
        .where(eq(message.conversationId, id));
      const [events] = await db
        .select({ n: count() })
        .from(conversationEvent)
        .where(eq(conversationEvent.conversationId, id));
      const [rows] = await db
        .select({ n: count() })
        .from(conversation)
        .where(eq(conversation.id, id));
      expect([messages!.n, events!.n, rows!.n]).toEqual([0, 0, 0]);
    }
    expect(await db.select().from(contact).where(eq(contact.id, contactId))).toEqual([]);
    expect((await history(owner.headers)).conversations).toEqual([]);
  });
});
