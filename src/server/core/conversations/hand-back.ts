import { eq } from 'drizzle-orm';
import type { Conversation } from '@shared/conversations.ts';
import { customerLines } from '@shared/customer-lines.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import { conversation } from '@server/platform/db/schema.ts';

import { changeConversations, type ConversationDeps } from './conversation-changes.ts';
import { customerLanguageOf, recordStatusChange } from './conversation-messages.ts';
import { conversationClosed, conversationRow, publicConversation } from './conversation-store.ts';
import type { Person } from './person.ts';

/** A person gives a conversation (held, or waiting) back to the agent, which answers again. */
export async function handBack(
  deps: ConversationDeps,
  accountId: AccountId,
  conversationId: string,
  person: Person,
): Promise<Conversation> {
  return changeConversations(deps, accountId, async (tx, record) => {
    const row = await conversationRow(accountId, tx, conversationId, { forUpdate: true });
    if (row.status === 'closed') {
      throw conversationClosed();
    }
    if (row.status === 'bot') return publicConversation(tx, row);
    const [back] = await tx
      .update(conversation)
      .set({ status: 'bot', assigneeName: null, assigneeUserId: null, waitingSince: null })
      .where(eq(conversation.id, row.id))
      .returning();
    const changed = await recordStatusChange(tx, record, back!, {
      type: 'conversation.handed_back',
      line: customerLines[await customerLanguageOf(accountId, tx, row.id)].handedBack(person.name),
      detail: { person: person.name },
    });
    return publicConversation(tx, changed);
  });
}
