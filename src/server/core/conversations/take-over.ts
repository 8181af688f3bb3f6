import { and, eq, inArray } from 'drizzle-orm';
import { type Conversation, conversationCopy } from '@shared/conversations.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import { conversation } from '@server/platform/db/schema.ts';
import { Conflict } from '@server/platform/errors/domain-errors.ts';
import { customerLines } from '@shared/customer-lines.ts';
import { changeConversations, type ConversationDeps } from './conversation-changes.ts';
import { customerLanguageOf, recordStatusChange } from './conversation-messages.ts';
import { conversationClosed, conversationRow, publicConversation } from './conversation-store.ts';
import type { Person } from './person.ts';

/**
 * A person takes a conversation over from the agent (`bot` or `waiting` → `human`); the
 * agent then stays silent and the customer sees '<name> joined'. Of two people taking over
 * at once, the first wins and the second is told who did (409).
 */
export async function takeOver(
  deps: ConversationDeps,
  accountId: AccountId,
  conversationId: string,
  person: Person,
): Promise<Conversation> {
  return changeConversations(deps, accountId, async (tx, record) => {
    const row = await conversationRow(accountId, tx, conversationId);
    const now = new Date();
    // One statement decides the race: only a conversation nobody holds changes hands.
    const [taken] = await tx
      .update(conversation)
      .set({
        status: 'human',
        assigneeName: person.name,
        assigneeUserId: person.userId ?? null,
        waitingSince: null,
        personJoinedAt: row.personJoinedAt ?? now,
      })
      .where(and(eq(conversation.id, row.id), inArray(conversation.status, ['bot', 'waiting'])))
      .returning();
    if (!taken) {
      const current = await conversationRow(accountId, tx, conversationId);
      if (current.status === 'closed') {
        throw conversationClosed();
      }
      throw new Conflict(
        'already_taken_over',
        conversationCopy.alreadyTakenOver(current.assigneeName ?? 'Someone'),
      );
    }
    const changed = await recordStatusChange(tx, record, taken, {
      type: 'conversation.taken_over',
      line: customerLines[await customerLanguageOf(accountId, tx, row.id)].personJoined(
        person.name,
      ),
      detail: { person: person.name },
    });
    return publicConversation(tx, changed);
  });
}
