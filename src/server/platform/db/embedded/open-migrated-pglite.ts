import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { tightenDataDir } from '../../data-dir/private-files.ts';

/**
 * The extensions the migrations create (the knowledge search used the first two before it moved
 * into the server's memory; bookings never overlap through btree_gist): an embedded database
 * must load them to open.
 */
export const pgliteExtensions = { pg_trgm, fuzzystrmatch, btree_gist };

/** PGlite in `dir`, its schema brought up to date. Migrations already applied are skipped. */
export async function openMigratedPglite(dir: string, migrationsFolder: string) {
  await mkdir(dir, { recursive: true });
  const client = await PGlite.create(dir, { extensions: pgliteExtensions });
  try {
    await migrate(drizzle({ client }), { migrationsFolder });
    // PGlite lays out a new database with modes of its own (0666), past the umask.
    tightenDataDir(dir);
    return client;
  } catch (err) {
    await client.close().catch(() => {});
    throw err;
  }
}
