import { sql } from 'drizzle-orm';
import { HOUR_MS } from '@shared/durations.ts';
import { pollingLoop } from '@server/platform/background/polling-loop.ts';
import type { Database } from '../open-database.ts';

/** How often the embedded database is tidied and its statistics gathered again. */
export const UPKEEP_EVERY_MS = HOUR_MS;

/**
 * What PostgreSQL's autovacuum does, for the embedded database, which has none: dead rows are
 * made reusable and the planner's statistics are gathered again. Without statistics a plan is
 * chosen on guesses that fit an empty database: a history of 100,000 messages took over a
 * second per search instead of milliseconds. The work is sampled, so it stays under a second
 * however large the database grows; it runs when the server starts and every hour after.
 */
export function keepEmbeddedDatabaseTidy(db: Database, onError: (error: unknown) => void) {
  return pollingLoop(
    async () => {
      await db.execute(sql`vacuum (analyze)`);
      return 0;
    },
    { pollMs: UPKEEP_EVERY_MS, batch: 1, onError },
  );
}
