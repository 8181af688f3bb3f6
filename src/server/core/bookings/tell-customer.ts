import { isOutboundChannel } from '@shared/channels.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Mail } from '@server/platform/mail/mailer.ts';
import {
  changeConversations,
  type RuntimeDeps,
} from '@server/core/conversations/conversation-changes.ts';
import { addMessage } from '@server/core/conversations/conversation-messages.ts';
import { conversationRow } from '@server/core/conversations/conversation-store.ts';
import { bookingMailCopy, whenSaid } from '@shared/booking-chat.ts';
import { bookingSenderOf, type MailSaid, type Written } from './booking-mails.ts';
import type { BookingView } from './booking-store.ts';
import { timeZoneOf } from './service-store.ts';

/** What the customer is told: the mail to send them, and what their chat says of what and when. */
export type BookingNews = {
  mail: (row: BookingView, written: Written) => Mail;
  message: (said: MailSaid) => (what: string, when: string) => string;
};

/**
 * Tells a customer about their booking where they can hear it, in the language they booked in
 * and on the business's clock: by mail when they gave an address, and as the agent's message in
 * the Telegram or WhatsApp conversation they booked in, which the outbox delivers. A website
 * visitor or a program reads no message sent later: the mail tells them.
 */
export async function tellCustomer(deps: RuntimeDeps, row: BookingView, news: BookingNews) {
  const accountId = row.accountId as AccountId;
  const language = row.language ?? 'en';
  const timeZone = (await timeZoneOf(accountId, deps.db)) ?? 'UTC';
  if (row.customerEmail) {
    const sender = await bookingSenderOf(accountId, deps.db);
    deps.mailer.sendInBackground(news.mail(row, { language, timeZone, sender }));
  }
  if (!row.conversationId) return;
  const message = news.message(bookingMailCopy[language])(
    row.serviceName,
    whenSaid(language, timeZone, row.startsAt),
  );
  await changeConversations(deps, accountId, async (tx, record) => {
    const conversation = await conversationRow(accountId, tx, row.conversationId!, {
      forUpdate: true,
    });
    if (!isOutboundChannel(conversation.channel) || conversation.test) return;
    await addMessage(tx, record, conversation, { sender: 'agent', text: message });
  });
}
