import { and, count, eq, inArray, isNotNull, not } from 'drizzle-orm';
import { assignmentChannels } from '@shared/assignment.ts';
import type { CustomerChannel } from '@shared/channels.ts';
import { type AccountId, ownedBy } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { assignmentRule, conversation } from '@server/platform/db/schema.ts';
import type { ConversationRow } from '@server/core/conversations/conversation-rows.ts';
import { contactOf } from '@server/core/conversations/conversation-store.ts';
import { accountPeople } from './account-people.ts';
import { notifyAssignee } from './assignee-notification.ts';
import { lockAssignmentRule } from './assignment-rules.ts';
import { chooseAssignee } from './choose-assignee.ts';

const isAssignable = (channel: string): channel is CustomerChannel =>
  (assignmentChannels as readonly string[]).includes(channel);

/** How many open conversations each person holds: the load balanced mode evens out. */
async function openCounts(accountId: AccountId, tx: Database) {
  const rows = await tx
    .select({ userId: conversation.assigneeUserId, open: count() })
    .from(conversation)
    .where(
      ownedBy(
        conversation,
        accountId,
        not(conversation.test),
        inArray(conversation.status, ['waiting', 'human']),
        isNotNull(conversation.assigneeUserId),
      ),
    )
    .groupBy(conversation.assigneeUserId);
  return new Map(rows.map((row) => [row.userId!, row.open]));
}

/**
 * Gives a conversation just handed over to a person, as its channel's rule says, in the
 * hand-over's own transaction. The rule's row is locked first, so in every process the
 * turns and the counts are read one hand-over at a time. Nobody online (or everyone at the
 * cap) leaves it Unassigned for whoever takes it.
 */
export async function assignOnHandOver(
  accountId: AccountId,
  tx: Database,
  row: ConversationRow,
): Promise<ConversationRow> {
  if (row.test || row.assigneeUserId || !isAssignable(row.channel)) return row;
  const rule = await lockAssignmentRule(accountId, tx, row.channel);
  if (!rule || rule.mode === 'manual') return row;
  const people = await accountPeople(accountId, tx);
  const loads = rule.mode === 'balanced' ? await openCounts(accountId, tx) : new Map();
  const chosen = chooseAssignee(rule.mode, people, rule.lastUserId, loads, rule.cap);
  if (!chosen) return row;
  await tx
    .update(assignmentRule)
    .set({ lastUserId: chosen.userId })
    .where(and(eq(assignmentRule.accountId, accountId), eq(assignmentRule.channel, row.channel)));
  const [assigned] = await tx
    .update(conversation)
    .set({ assigneeUserId: chosen.userId, assigneeName: chosen.name })
    .where(eq(conversation.id, row.id))
    .returning();
  const customer = await contactOf(tx, row.contactId);
  await notifyAssignee(accountId, tx, assigned!, customer?.name ?? null, chosen.userId);
  return assigned!;
}
