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

/** The mail that tells the business a conversation waits for a person, with its link. */
export function handoverMail(
  to: { email: string; name: string },
  conversation: Conversation,
  link: string,
): Mail {
  const channel = conversationChannelLabels[conversation.channel];
  const reason = conversation.handoverReason
    ? ` ${handoverReasonLabels[conversation.handoverReason]}.`
    : '';
  const question = conversation.firstMessage ?? '';
  const subject = `${conversationCopy.notificationTitle}: ${conversation.agentName} on ${channel}`;
  const passed = `${conversation.agentName} passed a ${channel} conversation to your team.`;
  const text = mailLayout.text(to.name, [
    `${passed}${reason}`,
    ...(question ? ['', `The customer wrote: “${question}”`] : []),
    '',
    `Answer it in the live inbox: ${link}`,
    '',
    optOut,
  ]);
  const html = mailLayout.html(
    to.name,
    `<p>${escapeHtml(`${passed}${reason}`)}</p>
${question ? `<blockquote style="margin: 0 0 1em; padding-left: 12px; border-left: 3px solid #d1d5db;">${escapeHtml(question)}</blockquote>` : ''}
<p>${mailLayout.link(link, 'Answer it in the live inbox')}</p>
<p style="${mailLayout.smallStyle}">${optOut}</p>`,
  );
  return { to: to.email, subject, text, html };
}
