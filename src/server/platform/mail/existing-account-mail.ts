import { brand } from '@shared/brand.ts';
import { escapeHtml } from './escape-html.ts';
import { mailLayout } from './mail-layout.ts';
import type { Mail } from './mailer.ts';

/**
 * To the owner of an address someone tried to sign up with: the sign-up page answers as for a
 * new address (so it reveals no account), and the owner learns of it here instead.
 */
export function existingAccountMail(
  to: { email: string; name: string },
  links: { signIn: string; resetPassword: string },
): Mail {
  const product = brand.productName;
  const subject = `Someone tried to sign up for ${product} with your email`;
  const text = mailLayout.text(to.name, [
    `Someone tried to create an account with this address, but you already have a ${product} account.`,
    '',
    `To use your account, sign in: ${links.signIn}`,
    `If you have forgotten your password, reset it: ${links.resetPassword}`,
    '',
    'If it was not you, you can ignore this email; your account has not changed.',
  ]);
  const html = mailLayout.html(
    to.name,
    `<p>Someone tried to create an account with this address, but you already have a ${escapeHtml(product)} account.</p>
<p>${mailLayout.link(links.signIn, 'Sign in')} or ${mailLayout.link(links.resetPassword, 'reset your password')}.</p>
<p>If it was not you, you can ignore this email; your account has not changed.</p>`,
  );
  return { to: to.email, subject, text, html, link: links.signIn };
}
