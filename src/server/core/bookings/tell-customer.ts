import { isOutboundChannel } from '@shared/channels.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Mail } from '@server/platform/mail/mailer.ts';
import {
  changeConversations,
  type RuntimeDeps,
} from '@server/core/conversations/conversation-changes.ts';
import { addMessage } from '@server/core/conversations/conversation-messages.ts';
import { conversationRow } from '@server/core/conversations/conversation-store.ts';
import type { BookingView } from './booking-store.ts';

/**
 * Tells a customer about their booking where they can hear it: by mail when they gave an
 * address, and as the agent's message in the Telegram or WhatsApp conversation they booked in,
 * which the outbox delivers. A website visitor or a program reads no message sent later: the
 * mail tells them.
 */
export async function tellCustomer(
  deps: RuntimeDeps,
  row: BookingView,
  { mail, message }: { mail: Mail | null; message: string },
) {
  if (mail) deps.mailer.sendInBackground(mail);
  if (!row.conversationId) return;
  const accountId = row.accountId as AccountId;
  await changeConversations(deps, accountId, async (tx, record) => {
    const conversation = await conversationRow(accountId, tx, row.conversationId!, {
      forUpdate: true,
    });
    if (!isOutboundChannel(conversation.channel) || conversation.test) return;
    await addMessage(tx, record, conversation, { sender: 'agent', text: message });
  });
}
