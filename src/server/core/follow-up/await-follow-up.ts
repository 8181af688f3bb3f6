import { eq, sql } from 'drizzle-orm';
import type { Database } from '@server/platform/db/open-database.ts';
import { conversation } from '@server/platform/db/schema.ts';

/**
 * After a person's reply in a website conversation: starts the wait before it may be mailed
 * to the visitor, unless a wait runs already (the reply then joins that one's mail). Whether a
 * mail goes at all is decided when the wait is over (follow-up-mailer.ts).
 */
export async function awaitFollowUp(
  tx: Database,
  row: { id: string; channel: string; test: boolean },
) {
  if (row.channel !== 'webchat' || row.test) return;
  await tx
    .update(conversation)
    .set({ followUpPendingSince: sql`coalesce(${conversation.followUpPendingSince}, now())` })
    .where(eq(conversation.id, row.id));
}
