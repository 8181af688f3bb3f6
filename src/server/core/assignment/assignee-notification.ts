import { assignmentCopy } from '@shared/assignment.ts';
import { conversationChannelLabels } from '@shared/conversations.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { createNotification } from '@server/core/notifications/notification-store.ts';
import type { ConversationRow } from '@server/core/conversations/conversation-rows.ts';
import { liveConversationPath } from '@server/core/conversations/live-conversation-path.ts';

/** The bell of the person a conversation was given to, theirs alone, linking to it. */
export async function notifyAssignee(
  accountId: AccountId,
  tx: Database,
  row: ConversationRow,
  customerName: string | null,
  userId: string,
) {
  await createNotification(accountId, tx, {
    type: 'info',
    title: assignmentCopy.assignedTitle,
    message: assignmentCopy.assignedMessage(
      customerName ?? 'A customer',
      conversationChannelLabels[row.channel],
    ),
    link: liveConversationPath(row.id),
    conversationId: row.id,
    recipientUserId: userId,
  });
}
