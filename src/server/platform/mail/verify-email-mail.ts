import { VERIFY_EMAIL_TOKEN_TTL_SECONDS } from '@shared/auth/auth-api.ts';
import { brand } from '@shared/brand.ts';
import { escapeHtml } from './escape-html.ts';
import { mailLayout } from './mail-layout.ts';
import type { Mail } from './mailer.ts';

/**
 * The sign-up's verification mail: one link to the product's page where the mailbox owner
 * chooses the password, which verifies the address and signs them in.
 */
export function verifyEmailMail(to: { email: string; name: string }, link: string): Mail {
  const product = brand.productName;
  const hours = VERIFY_EMAIL_TOKEN_TTL_SECONDS / 3600;
  const validity = hours === 1 ? '1 hour' : `${hours} hours`;
  const subject = `Verify your email for ${product}`;
  const text = mailLayout.text(to.name, [
    `Thank you for creating your ${product} account.`,
    `To verify your email address, open this link within ${validity} and choose the password you will sign in with:`,
    '',
    link,
    '',
    'If you did not create an account, you can ignore this email; nothing happens without the link.',
  ]);
  const html = mailLayout.html(
    to.name,
    `<p>Thank you for creating your ${escapeHtml(product)} account.
To verify your email address, open this link within ${validity} and choose the password you will sign in with:</p>
<p>${mailLayout.link(link, 'Verify and choose my password')}</p>
<p style="word-break: break-all; ${mailLayout.smallStyle}">${escapeHtml(link)}</p>
<p>If you did not create an account, you can ignore this email; nothing happens without the link.</p>`,
  );
  return { to: to.email, subject, text, html, link };
}
