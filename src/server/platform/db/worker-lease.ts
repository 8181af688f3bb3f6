import { and, eq, sql } from 'drizzle-orm';
import type { Database } from './open-database.ts';
import { workerLease } from './schema.ts';

/**
 * Takes or renews the lease `name` for `holder` until `ttlMs` from now, and says whether the
 * holder has it: it does when nobody held it, when it held it already, or when the last
 * holder let it lapse (stopped, or died without a word). One statement, so two processes
 * asking at once cannot both win.
 */
export async function holdLease(db: Database, name: string, holder: string, ttlMs: number) {
  const expiresAt = sql`now() + make_interval(secs => ${ttlMs / 1000})`;
  const [row] = await db
    .insert(workerLease)
    .values({ name, holder, expiresAt })
    .onConflictDoUpdate({
      target: workerLease.name,
      set: { holder, expiresAt },
      setWhere: sql`${workerLease.holder} = ${holder} or ${workerLease.expiresAt} < now()`,
    })
    .returning({ holder: workerLease.holder });
  return row?.holder === holder;
}

/** Gives the lease up at once, so another process takes over without waiting for it to lapse. */
export async function releaseLease(db: Database, name: string, holder: string) {
  await db
    .delete(workerLease)
    .where(and(eq(workerLease.name, name), eq(workerLease.holder, holder)));
}
