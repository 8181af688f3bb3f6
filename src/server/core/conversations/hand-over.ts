import { eq } from 'drizzle-orm';
import { type Conversation, conversationCopy, type HandoverReason } from '@shared/conversations.ts';
import type { WidgetLanguage } from '@shared/webchat.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import { conversation } from '@server/platform/db/schema.ts';
import { createNotification } from '@server/core/notifications/notification-store.ts';
import { anyoneAvailable } from '@server/core/assignment/availability.ts';
import { assignOnHandOver } from '@server/core/assignment/assign-on-hand-over.ts';
import { handoverLine } from '@server/core/office-hours/handover-line.ts';
import { currentOfficeStatus } from '@server/core/office-hours/office-hours-store.ts';
import { changeConversations, type RuntimeDeps } from './conversation-changes.ts';
import { customerWords, recordStatusChange } from './conversation-messages.ts';
import { conversationRow, publicConversation } from './conversation-store.ts';
import { handoverRecipients } from './handover-recipient.ts';
import { handoverMail } from './handover-mail.ts';
import { handoverPush } from './handover-push.ts';
import { liveConversationPath } from './live-conversation-path.ts';
import { recordOutboxMail } from './outbox-mails.ts';

/**
 * Passes a conversation the agent answers (`bot`) to the team (`waiting`): a system message
 * tells the customer (outside office hours, when the team is back), the bell gets a
 * notification linking to it, each device that turned browser notifications on gets one, and
 * each person of the team who kept hand-over mail on their profile a mail. The customer's latest message, the one that led
 * to it, is kept as the question the bell and analytics quote. A conversation already with the
 * team, or closed, stays as it is (an agent can be unsure twice; the team is told once).
 *
 * The customer's line is in `language` (the agent's own words said before it are), else in
 * the language of their latest messages.
 *
 * A playground test (the portal's preview of the widget too) is the owner trying their agent,
 * not a customer waiting: it shows the same line and keeps the reason, but the agent goes on
 * answering and nobody is called, so the inbox, the bell, the devices and the mailbox hold
 * customers only.
 */
export async function handOver(
  deps: RuntimeDeps,
  accountId: AccountId,
  conversationId: string,
  reason: HandoverReason,
  language?: WidgetLanguage,
): Promise<Conversation> {
  const outcome = await changeConversations(deps, accountId, async (tx, record) => {
    const row = await conversationRow(accountId, tx, conversationId, { forUpdate: true });
    if (row.status !== 'bot') return { view: await publicConversation(tx, row), mail: false };
    const now = new Date();
    const customer = await customerWords(accountId, tx, row.id, language);
    const [handedOver] = await tx
      .update(conversation)
      .set({
        ...(row.test ? {} : { status: 'waiting' as const, waitingSince: now }),
        handoverReason: reason,
        handoverQuestion: customer.quote,
        handedOverAt: row.handedOverAt ?? now,
      })
      .where(eq(conversation.id, row.id))
      .returning();
    const assigned = await assignOnHandOver(accountId, tx, handedOver!);
    const status = await currentOfficeStatus(accountId, tx, {
      now,
      anyoneAvailable: await anyoneAvailable(accountId, tx),
      language: customer.language,
    });
    const current = await recordStatusChange(tx, record, assigned, {
      type: 'conversation.handed_over',
      line: handoverLine(status, row.channel, customer.language),
      detail: { reason },
    });
    const view = await publicConversation(tx, current);
    if (row.test) return { view, mail: false };
    const question = handedOver!.handoverQuestion;
    await createNotification(accountId, tx, {
      type: 'warning',
      title: conversationCopy.notificationTitle,
      message: conversationCopy.notificationMessage(row.agentName, row.channel, question ?? ''),
      link: liveConversationPath(row.id),
      conversationId: row.id,
    });
    return { view, mail: true, push: handoverPush(row, question, liveConversationPath(row.id)) };
  });
  if (outcome.push) deps.push.notify(accountId, outcome.push);
  if (outcome.mail) {
    const link = new URL(liveConversationPath(conversationId), deps.publicUrl).href;
    for (const recipient of await handoverRecipients(accountId, deps.db)) {
      deps.mailer.sendInBackground(handoverMail(recipient, outcome.view, link), (sent) =>
        recordOutboxMail(deps, accountId, conversationId, sent),
      );
    }
  }
  return outcome.view;
}
