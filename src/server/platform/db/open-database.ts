import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type postgres from 'postgres';
import { type Env } from '@server/env.ts';
import { tightenDataDir } from '@server/platform/data-dir/private-files.ts';
import * as schema from './schema.ts';

/** A Drizzle database on either driver; everything above this module sees only this type. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type OpenedDatabase = {
  db: Database;
  /** 'embedded' is PGlite in DATA_DIR/db; 'postgres' is the server at DATABASE_URL. */
  kind: 'embedded' | 'postgres';
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
 * Opens the database the environment names and brings its schema up to date: PostgreSQL
 * when DATABASE_URL is set, otherwise PGlite in DATA_DIR. Migrations already applied are
 * skipped, so this runs at every start.
 */
export async function openDatabase(env: Env): Promise<OpenedDatabase> {
  // Each driver is loaded only when used: PGlite's alone is about 40 MB of a PostgreSQL
  // server's memory.
  if (env.DATABASE_URL) {
    const [{ default: postgres }, { drizzle: drizzlePostgres }, { migrate: migratePostgres }] =
      await Promise.all([
        import('postgres'),
        import('drizzle-orm/postgres-js'),
        import('drizzle-orm/postgres-js/migrator'),
      ]);
    const client = postgres(env.DATABASE_URL, {
      max: 10,
      connect_timeout: 10,
      // "relation already exists, skipping" notices from the migrator are not news.
      onnotice: () => {},
    });
    try {
      const db = drizzlePostgres({ client, schema });
      await whileHoldingMigrationLock(client, () => migratePostgres(db, { migrationsFolder }));
      return { db, kind: 'postgres', close: () => client.end({ timeout: 5 }) };
    } catch (err) {
      await client.end({ timeout: 1 }).catch(() => {});
      throw err;
    }
  }

  const [
    { PGlite },
    { pg_trgm },
    { fuzzystrmatch },
    { drizzle: drizzlePglite },
    { migrate: migratePglite },
  ] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/fuzzystrmatch'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const dir = embeddedDatabaseDir(env.DATA_DIR);
  await mkdir(dir, { recursive: true });
  // The knowledge search's misspelling tolerance (see the knowledge migration).
  const client = await PGlite.create(dir, { extensions: { pg_trgm, fuzzystrmatch } });
  try {
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    // PGlite lays out a new database with modes of its own (0666), past the umask.
    tightenDataDir(dir);
    return { db, kind: 'embedded', close: () => client.close() };
  } catch (err) {
    await client.close().catch(() => {});
    throw err;
  }
}
