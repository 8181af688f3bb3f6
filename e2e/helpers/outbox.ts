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

/** The reset link of the newest mail to `recipient`, waiting for the mail to be written. */
export async function latestResetLink(recipient: string, after = 0): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = await mailsTo(recipient);
      if (mails.length <= after) return undefined;
      link = mails.at(-1)?.match(/https?:\/\/[^\s"<>]+\/reset-password\?token=[\w-]+/)?.[0];
      return link;
    })
    .toBeTruthy();
  return link!;
}

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
