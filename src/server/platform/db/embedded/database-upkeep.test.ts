import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it, vi } from 'vitest';
import { testEnv } from '@server/testing/test-server.ts';
import { openDatabase, type Database } from '../open-database.ts';
import { rawRows } from '../raw-rows.ts';
import { keepEmbeddedDatabaseTidy } from './database-upkeep.ts';

let dataDir: string;
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** The planner's count of the messages, from the last statistics: -1 when never gathered. */
async function plannedMessageCount(db: Database) {
  const [row] = await rawRows<{ rows: number }>(
    db,
    sql`select reltuples::int as rows from pg_class where relname = 'message'`,
  );
  return row?.rows;
}

it('gathers the embedded database’s statistics as soon as it starts, which nothing else does', async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'agent-portal-upkeep-'));
  const database = await openDatabase(testEnv(dataDir));
  const upkeep = keepEmbeddedDatabaseTidy(database.db, (error) => {
    throw error;
  });
  try {
    expect(await plannedMessageCount(database.db)).toBe(-1);
    upkeep.start();
    await vi.waitFor(async () => expect(await plannedMessageCount(database.db)).toBe(0));
  } finally {
    await upkeep.stop();
    await database.close();
  }
});
