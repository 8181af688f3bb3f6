import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** An account's id (the better-auth user id); only requireAccount and createAccount make one. */
export type AccountId = string & { readonly __accountId: unique symbol };

/**
 * Every account-scoped query helper takes the account id first:
 * `listAgents(accountId, db)`, `deleteAgent(accountId, db, agentId)`. Its type can only come
 * from requireAccount (or createAccount), so a query without an owner does not compile.
 * Build the WHERE clause with `ownedBy` so the owner filter is never forgotten either.
 */
export function ownedBy(
  table: { accountId: PgColumn },
  accountId: AccountId,
  ...conditions: (SQL | undefined)[]
): SQL {
  return and(eq(table.accountId, accountId), ...conditions) as SQL;
}
