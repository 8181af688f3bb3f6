import { eq } from 'drizzle-orm';
import { type AccountId, ownedBy } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { conversation } from '@server/platform/db/schema.ts';

/**
 * A person left the team: what they held is nobody's (Unassigned, for the rest of the team to
 * take), while their name stays on it for the history.
 */
export async function releaseConversationsOf(accountId: AccountId, db: Database, userId: string) {
  await db
    .update(conversation)
    .set({ assigneeUserId: null })
    .where(ownedBy(conversation, accountId, eq(conversation.assigneeUserId, userId)));
}
