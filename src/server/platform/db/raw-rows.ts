import type { SQL } from 'drizzle-orm';
import type { Database } from './open-database.ts';

/** The rows of a raw SQL statement, for queries the query builder cannot say. */
export async function rawRows<Row>(db: Database, statement: SQL): Promise<Row[]> {
  return (await db.execute(statement)) as unknown as Row[];
}
