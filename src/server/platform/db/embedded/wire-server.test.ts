import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveWireProtocol } from './wire-server.ts';

let folder: string;
let db: PGlite;
let server: ReturnType<typeof serveWireProtocol>;
let socketPath: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'wire-server-'));
  socketPath = path.join(folder, 'db.sock');
  db = new PGlite();
  await db.exec('create table note (id int primary key, text text not null)');
  server = serveWireProtocol(db, socketPath);
  await server.start();
});

afterAll(async () => {
  await server.stop();
  await db.close();
  await rm(folder, { recursive: true, force: true });
});

const connect = () =>
  postgres({ path: socketPath, max: 1, username: 'postgres', database: 'postgres' });

describe('the embedded database on its socket', () => {
  it('answers pipelined and prepared statements each with its own result, and an error in its own', async () => {
    const sql = connect();
    try {
      await sql`insert into note ${sql([1, 2, 3].map((id) => ({ id, text: `note ${id}` })))}`;
      // Sent together in one write; each is answered on its own.
      const results = await Promise.all([
        sql`select text from note where id = ${1}`,
        sql`select text from note where id = ${2}`.catch((error: Error) => error),
        sql`select text from note where id = ${1 / 0}`.catch((error: Error) => error.message),
        sql`select count(*)::int as n from note`,
      ]);
      expect(results[0]).toEqual([{ text: 'note 1' }]);
      expect(results[1]).toEqual([{ text: 'note 2' }]);
      expect(results[2]).toMatch(/integer|Infinity/);
      expect(results[3]).toEqual([{ n: 3 }]);
      // Prepared once, run many times, with other values.
      for (const id of [1, 2, 3]) {
        expect(await sql`select text from note where id = ${id}`.execute()).toEqual([
          { text: `note ${id}` },
        ]);
      }
    } finally {
      await sql.end();
      await db.exec('delete from note');
    }
  });

  it('sends a reply of megabytes whole, and the replies queued behind it', async () => {
    const sql = connect();
    try {
      const later = <T>(query: () => Promise<T>) =>
        new Promise((resolve) => setTimeout(resolve, 1)).then(query);
      // Each in a write of its own, so each is run while the reply before it is still going out.
      const [big, after, last] = await Promise.all([
        sql`select repeat('ab', ${2_500_000}) as text`,
        // Enough memory that PGlite's grows, and what it handed out before moves.
        later(() => sql`select length(repeat('cd', ${40_000_000})) as text`),
        later(() => later(() => sql`select ${'last'}::text as text`)),
      ]);
      expect(big[0]!.text).toBe('ab'.repeat(2_500_000));
      expect(after).toEqual([{ text: 80_000_000 }]);
      expect(last).toEqual([{ text: 'last' }]);
    } finally {
      await sql.end();
    }
  });

  it('lets a second connection in only once the first has closed, with its open transaction undone', async () => {
    const first = connect();
    const second = connect();
    try {
      let holding!: () => void;
      const held = new Promise<void>((resolve) => (holding = resolve));
      let release!: () => void;
      const transaction = first
        .begin(async (tx) => {
          await tx`insert into note values (${10}, ${'never committed'})`;
          holding();
          await new Promise<void>((resolve) => (release = resolve));
        })
        .catch(() => 'ended');
      await held;

      let answered = false;
      const count = second`select count(*)::int as n from note`.then((rows) => {
        answered = true;
        return rows;
      });
      // The second connection would otherwise run inside the first one's transaction.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(answered).toBe(false);

      await first.end({ timeout: 0 });
      release();
      expect(await transaction).toBe('ended');
      expect(await count).toEqual([{ n: 0 }]);
      expect(db.isInTransaction()).toBe(false);
    } finally {
      await first.end({ timeout: 0 });
      await second.end();
    }
  });
});
