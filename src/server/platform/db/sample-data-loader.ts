import type { AccountId } from './account-scope.ts';
import type { Database } from './open-database.ts';

/** What some samples need beyond the database: the auth secret seals the sample API keys. */
export type SampleDataContext = { secret: string };

/**
 * Writes one area's sample rows (agents, notifications, keys, …) for a new account: each area
 * keeps its own beside its tables, and the account feature lists them.
 */
export type SampleDataLoader = (
  accountId: AccountId,
  db: Database,
  context: SampleDataContext,
) => Promise<void>;
