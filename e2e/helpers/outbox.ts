import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

/** Where the e2e server mails the landing's demo requests (SALES_EMAIL, playwright.config.ts). */
export const salesEmail = 'sales@example.com';

const outboxDir = () => path.join(process.env.E2E_DATA_DIR ?? 'data/e2e', 'outbox');

/** Undoes quoted-printable: soft line breaks and =XX escapes. */
const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

async function mailsTo(recipient: string) {
  const names = await readdir(outboxDir()).catch(() => [] as string[]);
  const mails = await Promise.all(
    names
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .map(async (name) =>
        decodeQuotedPrintable(await readFile(path.join(outboxDir(), name), 'utf8')),
      ),
  );
  return mails.filter((mail) => mail.includes(`To: ${recipient}`));
}

/** The newest mail to `recipient` once there are more than `after`, waiting for it to be written. */
export async function latestMailTo(recipient: string, after = 0): Promise<string> {
  let mail: string | undefined;
  await expect
    .poll(async () => {
      const mails = await mailsTo(recipient);
      mail = mails.length > after ? mails.at(-1) : undefined;
      return mail;
    })
    .toBeTruthy();
  return mail!;
}

/** The link to `page` (a path of ours, such as /reset-password) in the newest mail to `recipient`. */
async function latestLinkTo(page: string, recipient: string, after: number) {
  const mail = await latestMailTo(recipient, after);
  const link = mail.match(new RegExp(`https?://[^\\s"<>]+${page}\\?token=[\\w.-]+`))?.[0];
  expect(link, `a link to ${page} in the mail to ${recipient}`).toBeTruthy();
  return link!;
}

/** The reset link of the newest mail to `recipient`, waiting for the mail to be written. */
export const latestResetLink = (recipient: string, after = 0) =>
  latestLinkTo('/reset-password', recipient, after);

/** The verification link of the newest mail to `recipient`, waiting for the mail to be written. */
export const latestVerifyLink = (recipient: string, after = 0) =>
  latestLinkTo('/verify-email', recipient, after);

export async function countMailsTo(recipient: string) {
  return (await mailsTo(recipient)).length;
}

/** The newest mail to `recipient` that contains `text`, waiting for it to be written. */
export async function mailContaining(recipient: string, text: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      found = (await mailsTo(recipient)).findLast((mail) => mail.includes(text));
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}
