import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type postgres from 'postgres';
import { type Env } from '@server/env.ts';
import { preparingStatements } from './prepared-statements.ts';
import { oneConnectionForAll } from './embedded/one-connection-for-all.ts';
import { startEmbeddedDatabase } from './embedded/start-embedded-database.ts';
import * as schema from './schema.ts';
import { oneProcessOnly, postgresSessionLock, type SessionLock } from './session-lock.ts';

/** A Drizzle database on either driver; everything above this module sees only this type. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type OpenedDatabase = {
  db: Database;
  /** 'embedded' is PGlite in DATA_DIR/db; 'postgres' is the server at DATABASE_URL. */
  kind: 'embedded' | 'postgres';
  /** A lock every server process on this database respects. */
  sessionLock: SessionLock;
  close: () => Promise<void>;
};

/** The SQL files drizzle-kit writes (`npm run db:generate`), shared by both drivers. */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Where the embedded database lives inside DATA_DIR. */
export function embeddedDatabaseDir(dataDir: string) {
  return path.resolve(dataDir, 'db');
}

/** The PostgreSQL advisory lock (per database) that one migrating server holds at a time. */
const MIGRATION_LOCK_KEY = 4_127_202_605;

/**
 * Runs the migrations under a session advisory lock on a connection of its own: servers
 * starting together on one database take turns, and the later ones find nothing left to do
 * (without it they raced to create the same tables and all but one failed to start).
 */
async function whileHoldingMigrationLock(client: postgres.Sql, migrate: () => Promise<void>) {
  const connection = await client.reserve();
  try {
    await connection`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
    try {
      await migrate();
    } finally {
      await connection`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`;
    }
  } finally {
    connection.release();
  }
}

/**
 * The driver both databases are reached with, and a Drizzle database on it; with `prepared`,
 * its statements are prepared on the connection (prepared-statements.ts).
 */
async function connect(
  url: string | undefined,
  options: postgres.Options<Record<string, never>>,
  { prepared = false } = {},
) {
  const [{ default: postgres }, { drizzle }] = await Promise.all([
    import('postgres'),
    import('drizzle-orm/postgres-js'),
  ]);
  // "relation already exists, skipping" notices from the migrator are not news.
  const settings = { ...options, onnotice: () => {} };
  const client = url ? postgres(url, settings) : postgres(settings);
  return {
    client,
    db: drizzle({ client: prepared ? preparingStatements(client) : client, schema }),
  };
}

/**
 * Opens the database the environment names and brings its schema up to date: PostgreSQL
 * when DATABASE_URL is set, otherwise PGlite in DATA_DIR. Migrations already applied are
 * skipped, so this runs at every start.
 */
export async function openDatabase(env: Env): Promise<OpenedDatabase> {
  if (env.DATABASE_URL) {
    const { client, db } = await connect(env.DATABASE_URL, {
      max: 10,
      connect_timeout: 10,
    });
    try {
      const { migrate } = await import('drizzle-orm/postgres-js/migrator');
      await whileHoldingMigrationLock(client, () => migrate(db, { migrationsFolder }));
      return {
        db,
        kind: 'postgres',
        sessionLock: postgresSessionLock(client),
        close: () => client.end({ timeout: 5 }),
      };
    } catch (err) {
      await client.end({ timeout: 1 }).catch(() => {});
      throw err;
    }
  }

  // PGlite migrates on its own thread before it serves. PGlite is one session: one
  // connection, whose queries (and transactions) take turns as they would inside PGlite.
  const embedded = await startEmbeddedDatabase(
    embeddedDatabaseDir(env.DATA_DIR),
    env.DATA_DIR,
    migrationsFolder,
  );
  const { client, db } = await connect(
    undefined,
    {
      max: 1,
      username: 'postgres',
      database: 'postgres',
      ...oneConnectionForAll(embedded.socketPath),
    },
    { prepared: true },
  );
  return {
    db,
    kind: 'embedded',
    sessionLock: oneProcessOnly,
    close: async () => {
      await client.end({ timeout: 5 }).catch(() => {});
      await embedded.stop();
    },
  };
}
