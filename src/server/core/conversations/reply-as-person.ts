import type { Message } from '@shared/conversations.ts';
import { conversationCopy } from '@shared/conversations.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import { Conflict } from '@server/platform/errors/domain-errors.ts';
import { changeConversations, type ConversationDeps } from './conversation-changes.ts';
import { addMessage } from './conversation-messages.ts';
import { conversationClosed, conversationRow } from './conversation-store.ts';
import type { Person } from './person.ts';
import { awaitFollowUp } from '@server/core/follow-up/await-follow-up.ts';

/**
 * A person's reply in a conversation they hold (`human`): the customer's chat shows it at
 * once through the live stream. Replying before taking over is refused in words.
 */
export async function replyAsPerson(
  deps: ConversationDeps,
  accountId: AccountId,
  conversationId: string,
  person: Person,
  text: string,
): Promise<Message> {
  return changeConversations(deps, accountId, async (tx, record) => {
    const row = await conversationRow(accountId, tx, conversationId, { forUpdate: true });
    if (row.status === 'closed') {
      throw conversationClosed();
    }
    if (row.status !== 'human') throw new Conflict('not_taken_over', conversationCopy.notYours);
    const added = await addMessage(tx, record, row, {
      sender: 'person',
      authorName: person.name,
      text,
    });
    // A website visitor who has left may be mailed the reply (core/follow-up).
    await awaitFollowUp(tx, row);
    return added.message!;
  });
}
