import { brand } from '@shared/brand.ts';
import { escapeHtml } from './escape-html.ts';

/**
 * The frame every mail of the product shares: a greeting by name, the body, and the product's
 * signature, as plain text and as simple HTML. The HTML body is trusted markup: escape what it
 * quotes with `escapeHtml`.
 */
export const mailLayout = {
  text: (name: string, lines: readonly string[]) =>
    [`Hello ${name},`, '', ...lines, '', `— ${brand.productName}`].join('\n'),
  html: (name: string, body: string) => `<!doctype html>
<html lang="en">
<body style="font-family: Arial, sans-serif; line-height: 1.5; color: #1f2937;">
<p>Hello ${escapeHtml(name)},</p>
${body}
<p>— ${escapeHtml(brand.productName)}</p>
</body>
</html>
`,
  /** The link a mail is for, in the product's link colour. */
  link: (href: string, label: string) =>
    `<a href="${escapeHtml(href)}" style="color: #1d4ed8;">${escapeHtml(label)}</a>`,
  /** A line in small grey type under the main text. */
  smallStyle: 'font-size: 13px; color: #4b5563;',
} as const;
