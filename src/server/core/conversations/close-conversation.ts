import { eq } from 'drizzle-orm';
import type { Conversation, ConversationResolution } from '@shared/conversations.ts';
import { type CustomerLines, customerLines } from '@shared/customer-lines.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import { conversation } from '@server/platform/db/schema.ts';
import { changeConversations, type ConversationDeps } from './conversation-changes.ts';
import { addMessage, customerLanguageOf } from './conversation-messages.ts';
import { type ConversationRow } from './conversation-rows.ts';
import { conversationRow, publicConversation } from './conversation-store.ts';
import type { Person } from './person.ts';

export type ClosedBy = { kind: 'customer' } | { kind: 'person'; person: Person } | { kind: 'idle' };

/**
 * Who resolved it: a person if one took part, nobody if it was handed over and no person
 * came, otherwise the agent alone.
 */
export function resolutionOf(row: ConversationRow): ConversationResolution {
  if (row.personJoinedAt) return 'human';
  if (row.handedOverAt) return 'unresolved';
  return 'ai';
}

const closingText = (lines: CustomerLines, by: ClosedBy) =>
  by.kind === 'customer'
    ? lines.closedByCustomer
    : by.kind === 'person'
      ? lines.closedByPerson(by.person.name)
      : lines.closedIdle;

/**
 * Closes an open conversation: the farewell (when given; the agent's, or the person's who held
 * it), a system message saying who
 * closed it, and its resolution. The customer can rate it afterwards. Closing a closed one
 * changes nothing.
 */
export async function closeConversation(
  deps: ConversationDeps,
  accountId: AccountId,
  conversationId: string,
  by: ClosedBy,
  { farewell }: { farewell?: string } = {},
): Promise<Conversation> {
  return changeConversations(deps, accountId, async (tx, record) => {
    let row = await conversationRow(accountId, tx, conversationId, { forUpdate: true });
    if (row.status === 'closed') return publicConversation(tx, row);
    if (farewell) {
      // A person who held the conversation says goodbye themselves: the customer was talking
      // to them, not to the agent.
      const fromPerson = by.kind === 'person' && row.status === 'human';
      row = (
        await addMessage(
          tx,
          record,
          row,
          fromPerson
            ? { sender: 'person', text: farewell, authorName: by.person.name }
            : { sender: 'agent', text: farewell },
        )
      ).conversation;
    }
    const lines = customerLines[await customerLanguageOf(accountId, tx, row.id)];
    row = (await addMessage(tx, record, row, { sender: 'system', text: closingText(lines, by) }))
      .conversation;
    const resolution = resolutionOf(row);
    const [closed] = await tx
      .update(conversation)
      .set({
        status: 'closed',
        resolution,
        waitingSince: null,
        closedAt: new Date(),
      })
      .where(eq(conversation.id, row.id))
      .returning();
    const view = await publicConversation(tx, closed!);
    record('conversation.closed', view, { detail: { resolution, by: by.kind } });
    return view;
  });
}
