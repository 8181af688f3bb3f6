import {
  type Conversation,
  conversationChannelLabels,
  conversationCopy,
  handoverReasonLabels,
} from '@shared/conversations.ts';
import { escapeHtml } from '@server/platform/mail/escape-html.ts';
import { mailLayout } from '@server/platform/mail/mail-layout.ts';
import type { Mail } from '@server/platform/mail/mailer.ts';

const optOut = 'You can turn these emails off on your profile.';

/**
 * The mail that tells the business a conversation waits for a person, with its link. It quotes
 * nothing the customer wrote: a mail that went out cannot be taken back when the customer asks
 * to be forgotten, and the live inbox shows the conversation a click away.
 */
export function handoverMail(
  to: { email: string; name: string },
  conversation: Conversation,
  link: string,
): Mail {
  const channel = conversationChannelLabels[conversation.channel];
  const reason = conversation.handoverReason
    ? ` ${handoverReasonLabels[conversation.handoverReason]}.`
    : '';
  const subject = `${conversationCopy.notificationTitle}: ${conversation.agentName} on ${channel}`;
  const passed = `${conversation.agentName} passed a ${channel} conversation to your team.`;
  const text = mailLayout.text(to.name, [
    `${passed}${reason}`,
    '',
    `Answer it in the live inbox: ${link}`,
    '',
    optOut,
  ]);
  const html = mailLayout.html(
    to.name,
    `<p>${escapeHtml(`${passed}${reason}`)}</p>
<p>${mailLayout.link(link, 'Answer it in the live inbox')}</p>
<p style="${mailLayout.smallStyle}">${optOut}</p>`,
  );
  return { to: to.email, subject, text, html };
}
