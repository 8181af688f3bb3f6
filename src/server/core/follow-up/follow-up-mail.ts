import { followUpCopy } from '@shared/follow-up.ts';
import { escapeHtml } from '@server/platform/mail/escape-html.ts';
import { mailLayout } from '@server/platform/mail/mail-layout.ts';
import type { Mail } from '@server/platform/mail/mailer.ts';

export type FollowUp = {
  to: { email: string; name: string | null };
  /** The name the visitor saw in the widget. */
  business: string;
  /** The person's replies the visitor has not seen, oldest first. */
  replies: readonly { authorName: string | null; text: string }[];
  /** The page that reopens the conversation. */
  link: string;
  /** Where an answer by email goes; without one, the mail says to use the link. */
  replyTo: string | null;
};

/**
 * The mail that brings a person's replies to a website visitor who has left: the replies in
 * full, a link that reopens the conversation, and whether answering the mail works.
 */
export function followUpMail({ to, business, replies, link, replyTo }: FollowUp): Mail {
  const quoted = replies.map((reply) =>
    reply.authorName ? `${reply.authorName}: ${reply.text}` : reply.text,
  );
  const how = replyTo ? followUpCopy.mailReplyByEmail : followUpCopy.mailUseLink;
  const greeting = to.name ?? to.email;
  const text = mailLayout.text(greeting, [
    followUpCopy.mailIntro(business),
    '',
    ...quoted.flatMap((line) => [line, '']),
    how,
    link,
  ]);
  const html = mailLayout.html(
    greeting,
    `<p>${escapeHtml(followUpCopy.mailIntro(business))}</p>
${replies
  .map(
    (reply) =>
      `<blockquote style="margin: 0 0 12px; padding-left: 12px; border-left: 3px solid #d1d5db; white-space: pre-wrap;">${
        reply.authorName ? `<strong>${escapeHtml(reply.authorName)}</strong><br>` : ''
      }${escapeHtml(reply.text)}</blockquote>`,
  )
  .join('\n')}
<p>${escapeHtml(how)}</p>
<p>${mailLayout.link(link, followUpCopy.mailLink)}</p>`,
  );
  return {
    to: to.email,
    subject: followUpCopy.mailSubject(business),
    text,
    html,
    link,
    ...(replyTo ? { replyTo } : {}),
  };
}
