import { RESET_TOKEN_TTL_SECONDS } from '@shared/auth/auth-api.ts';
import { brand } from '@shared/brand.ts';
import { escapeHtml } from './escape-html.ts';
import { mailLayout } from './mail-layout.ts';
import type { Mail } from './mailer.ts';

/** The password reset mail: plain text plus a simple HTML part, one link to the reset page. */
export function resetPasswordMail(to: { email: string; name: string }, link: string): Mail {
  const product = brand.productName;
  const hours = RESET_TOKEN_TTL_SECONDS / 3600;
  const validity = hours === 1 ? '1 hour' : `${hours} hours`;
  const subject = `Reset your ${product} password`;
  const text = mailLayout.text(to.name, [
    `We received a request to reset the password of your ${product} account.`,
    `To choose a new password, open this link within ${validity}. It works once:`,
    '',
    link,
    '',
    'If you did not ask for this, you can ignore this email; your password stays the same.',
  ]);
  const html = mailLayout.html(
    to.name,
    `<p>We received a request to reset the password of your ${escapeHtml(product)} account.
To choose a new password, open this link within ${validity}. It works once:</p>
<p>${mailLayout.link(link, 'Choose a new password')}</p>
<p style="word-break: break-all; ${mailLayout.smallStyle}">${escapeHtml(link)}</p>
<p>If you did not ask for this, you can ignore this email; your password stays the same.</p>`,
  );
  return { to: to.email, subject, text, html, link };
}
