import { and, asc, inArray, lt } from 'drizzle-orm';
import { CONVERSATION_IDLE_CLOSE_HOURS, openConversationStatuses } from '@shared/conversations.ts';
import { HOUR_MS } from '@shared/durations.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import { conversation } from '@server/platform/db/schema.ts';
import type { ConversationDeps } from './conversation-changes.ts';
import { closeConversation } from './close-conversation.ts';

/** How many idle conversations one sweep closes; the next sweep takes the rest. */
const SWEEP_BATCH = 100;

/**
 * Closes open conversations that have had no message for 24 hours, of every account. Safe to
 * run in several processes at once: closing a closed conversation changes nothing.
 */
export async function closeIdleConversations(deps: ConversationDeps, now = new Date()) {
  const before = new Date(now.getTime() - CONVERSATION_IDLE_CLOSE_HOURS * HOUR_MS);
  const idle = await deps.db
    .select({ id: conversation.id, accountId: conversation.accountId })
    .from(conversation)
    .where(
      and(
        inArray(conversation.status, [...openConversationStatuses]),
        lt(conversation.lastMessageAt, before),
      ),
    )
    .orderBy(asc(conversation.lastMessageAt))
    .limit(SWEEP_BATCH);
  for (const { id, accountId } of idle) {
    await closeConversation(deps, accountId as AccountId, id, { kind: 'idle' });
  }
  return idle.length;
}

/** How often each server process sweeps. */
const SWEEP_EVERY_MS = 10 * 60 * 1000;

/** Sweeps now and then for as long as the server runs; returns the function that stops it. */
export function scheduleIdleSweep(
  deps: ConversationDeps,
  onError: (err: unknown) => void,
): () => void {
  const timer = setInterval(() => {
    closeIdleConversations(deps).catch(onError);
  }, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
