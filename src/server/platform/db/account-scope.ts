import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from './open-database.ts';
import { user } from './schema.ts';

/** An account's id (the better-auth user id); only requireAccount, createAccount and signUp make one. */
export type AccountId = string & { readonly __accountId: unique symbol };

/**
 * The account id of a prepared query, filled at execution: `query.execute({ accountId })`
 * with an AccountId, inside a helper that takes the account id first like every other.
 */
export const accountIdPlaceholder = sql.placeholder('accountId');
type AccountIdPlaceholder = typeof accountIdPlaceholder;

/**
 * Every account-scoped query helper takes the account id first:
 * `listAgents(accountId, db)`, `deleteAgent(accountId, db, agentId)`. Its type can only come
 * from requireAccount (or createAccount), so a query without an owner does not compile.
 * Build the WHERE clause with `ownedBy` so the owner filter is never forgotten either.
 */
export function ownedBy(
  table: { accountId: PgColumn },
  accountId: AccountId | AccountIdPlaceholder,
  ...conditions: (SQL | undefined)[]
): SQL {
  return and(eq(table.accountId, accountId), ...conditions) as SQL;
}

/**
 * Holds the account's row until the transaction ends. A transaction that checks the
 * account's state and then writes (a plan's agent limit, the plan an upgrade starts from)
 * takes it first, so the same account's requests on other connections wait instead of
 * passing the same check together. (NO KEY UPDATE: inserts that merely reference the
 * account, which take a key-share lock, do not wait for it.)
 */
export async function lockAccount(tx: Database, accountId: AccountId) {
  await tx.select({ id: user.id }).from(user).where(eq(user.id, accountId)).for('no key update');
}
