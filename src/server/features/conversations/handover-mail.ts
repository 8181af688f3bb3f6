import { brand } from '@shared/brand.ts';
import {
  type Conversation,
  conversationChannelLabels,
  conversationCopy,
  handoverReasonLabels,
} from '@shared/conversations.ts';
import { escapeHtml } from '@server/platform/mail/escape-html.ts';
import type { Mail } from '@server/platform/mail/mailer.ts';

/** The mail that tells the business a conversation waits for a person, with its link. */
export function handoverMail(
  to: { email: string; name: string },
  conversation: Conversation,
  link: string,
): Mail {
  const product = brand.productName;
  const channel = conversationChannelLabels[conversation.channel];
  const reason = conversation.handoverReason
    ? handoverReasonLabels[conversation.handoverReason]
    : '';
  const question = conversation.firstMessage ?? '';
  const subject = `${conversationCopy.notificationTitle}: ${conversation.agentName} on ${channel}`;
  const text = [
    `Hello ${to.name},`,
    '',
    `${conversation.agentName} passed a ${channel} conversation to your team. ${reason}.`,
    ...(question ? ['', `The customer wrote: “${question}”`] : []),
    '',
    `Answer it in the live inbox: ${link}`,
    '',
    'You can turn these emails off on your profile.',
    '',
    `— ${product}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="en">
<body style="font-family: Arial, sans-serif; line-height: 1.5; color: #1f2937;">
<p>Hello ${escapeHtml(to.name)},</p>
<p>${escapeHtml(conversation.agentName)} passed a ${escapeHtml(channel)} conversation to your team. ${escapeHtml(reason)}.</p>
${question ? `<blockquote style="margin: 0 0 1em; padding-left: 12px; border-left: 3px solid #d1d5db;">${escapeHtml(question)}</blockquote>` : ''}
<p><a href="${escapeHtml(link)}" style="color: #1d4ed8;">Answer it in the live inbox</a></p>
<p style="font-size: 13px; color: #4b5563;">You can turn these emails off on your profile.</p>
<p>— ${escapeHtml(product)}</p>
</body>
</html>
`;
  return { to: to.email, subject, text, html };
}
