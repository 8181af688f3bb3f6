import { brand } from '@shared/brand.ts';
import type { DemoRequest } from '@shared/landing/demo-request-api.ts';
import { demoFormFields } from '@shared/landing/demo-request.ts';
import { escapeHtml } from '@server/platform/mail/escape-html.ts';
import { mailLayout } from '@server/platform/mail/mail-layout.ts';
import type { Mail } from '@server/platform/mail/mailer.ts';

/**
 * The mail that tells sales someone asked for a demo: each field under its label on the form,
 * and a reply goes to the person who asked.
 */
export function demoRequestMail(salesEmail: string, request: DemoRequest): Mail {
  const rows = demoFormFields.map(({ name, label }) => [label, request[name]] as const);
  const intro = `Someone asked for a demo of ${brand.productName} on the website.`;
  const replyNote = 'Reply to this email to answer them.';
  const text = mailLayout.text('sales team', [
    intro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    `Received: ${request.createdAt}`,
    '',
    replyNote,
  ]);
  const html = mailLayout.html(
    'sales team',
    `<p>${escapeHtml(intro)}</p>
<table style="border-collapse: collapse; margin: 0 0 1em;">
${rows
  .map(
    ([label, value]) =>
      `<tr><th style="text-align: left; padding: 4px 16px 4px 0;">${escapeHtml(label)}</th><td style="padding: 4px 0;">${escapeHtml(value)}</td></tr>`,
  )
  .join('\n')}
</table>
<p style="${mailLayout.smallStyle}">Received ${escapeHtml(request.createdAt)}. ${escapeHtml(replyNote)}</p>`,
  );
  return {
    to: salesEmail,
    subject: `Demo request: ${request.name}, ${request.company}`,
    text,
    html,
    replyTo: request.email,
  };
}
