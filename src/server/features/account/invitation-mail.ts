import { brand } from '@shared/brand.ts';
import { INVITATION_VALID_DAYS, roleLabels, teamCopy, type AssignableRole } from '@shared/team.ts';
import { escapeHtml } from '@server/platform/mail/escape-html.ts';
import { mailLayout } from '@server/platform/mail/mail-layout.ts';
import type { Mail } from '@server/platform/mail/mailer.ts';

/** The invitation: who asks, the role, and the link that opens the way in once. */
export function invitationMail(
  to: string,
  invite: { teamName: string; invitedBy: string; role: AssignableRole },
  link: string,
): Mail {
  const role = roleLabels[invite.role].toLowerCase();
  const intro = `${invite.invitedBy} invites you to answer customers for ${invite.teamName} on ${brand.productName}, as ${role}.`;
  const validity = `The link works once, within ${INVITATION_VALID_DAYS} days.`;
  const text = mailLayout.text(to, [intro, '', link, '', validity]);
  const html = mailLayout.html(
    to,
    `<p>${escapeHtml(intro)}</p>
<p>${mailLayout.link(link, 'Accept the invitation')}</p>
<p style="word-break: break-all; ${mailLayout.smallStyle}">${escapeHtml(link)}</p>
<p>${escapeHtml(validity)}</p>`,
  );
  return { to, subject: teamCopy.mailSubject(invite.teamName), text, html, link };
}
