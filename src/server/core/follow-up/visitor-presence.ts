import { eq } from 'drizzle-orm';
import type { Database } from '@server/platform/db/open-database.ts';
import { conversation } from '@server/platform/db/schema.ts';

/**
 * Marks that the visitor of a website conversation has their chat open now: in the database,
 * so that whichever server process mails a reply knows whether the visitor saw it.
 */
export async function markVisitorSeen(db: Database, conversationId: string, at = new Date()) {
  await db
    .update(conversation)
    .set({ visitorSeenAt: at })
    .where(eq(conversation.id, conversationId));
}

/**
 * Keeps a visitor marked as seen while their live stream is open: now, every `everyMs`, and
 * once more when it ends (the stop function answered). A failed mark is reported, not thrown:
 * the stream goes on.
 */
export function keepVisitorSeen(
  db: Database,
  conversationId: string,
  everyMs: number,
  onError: (error: unknown) => void,
) {
  const mark = () => markVisitorSeen(db, conversationId).catch(onError);
  void mark();
  const timer = setInterval(() => void mark(), everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await mark();
  };
}
