import type { SQL } from 'drizzle-orm';
import type { Database } from './open-database.ts';

/**
 * The rows of a raw SQL statement, for queries the query builder cannot say. The drivers
 * answer `execute` differently (postgres-js: an array; PGlite: `{ rows }`).
 */
export async function rawRows<Row>(db: Database, statement: SQL): Promise<Row[]> {
  const result = (await db.execute(statement)) as unknown;
  return (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
}
