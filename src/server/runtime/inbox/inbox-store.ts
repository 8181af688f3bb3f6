import { and, count, eq, inArray, isNull, not, type SQL, sql } from 'drizzle-orm';
import type { InboxView } from '@shared/assignment.ts';
import { openConversationStatuses } from '@shared/conversations.ts';
import { INBOX_LIMIT, type Inbox } from '@shared/inbox.ts';
import { type AccountId, ownedBy } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { contact, conversation } from '@server/platform/db/schema.ts';
import { toConversation } from '@server/core/conversations/conversation-rows.ts';

/** Playground tests are the owner's own: the inbox is for customers the team may answer. */
const customers = not(conversation.test);
const open = and(customers, inArray(conversation.status, [...openConversationStatuses]));

/** The view's conversations: the person's own, nobody's yet, or everyone's. */
function inView(view: InboxView, userId: string | undefined): SQL | undefined {
  if (view === 'unassigned') return isNull(conversation.assigneeUserId);
  if (view === 'mine') return userId ? eq(conversation.assigneeUserId, userId) : sql`false`;
  return undefined;
}

/**
 * The account's open conversations with customers in the view: those waiting for a person first, longest wait first;
 * then those a person holds, then the agents', most recent message first.
 */
export async function getInbox(
  accountId: AccountId,
  db: Database,
  { view = 'all', userId }: { view?: InboxView; userId?: string } = {},
): Promise<Inbox> {
  const [rows, [waiting]] = await Promise.all([
    db
      .select()
      .from(conversation)
      .leftJoin(contact, eq(contact.id, conversation.contactId))
      .where(ownedBy(conversation, accountId, open, inView(view, userId)))
      .orderBy(
        sql`case ${conversation.status} when 'waiting' then 0 when 'human' then 1 else 2 end`,
        sql`${conversation.waitingSince} asc nulls last`,
        sql`${conversation.lastMessageAt} desc`,
      )
      .limit(INBOX_LIMIT),
    db
      .select({ value: count() })
      .from(conversation)
      .where(ownedBy(conversation, accountId, customers, eq(conversation.status, 'waiting'))),
  ]);
  return {
    conversations: rows.map((row) =>
      toConversation(row.conversation, row.contact, { maskedPhone: true }),
    ),
    waiting: waiting?.value ?? 0,
  };
}
