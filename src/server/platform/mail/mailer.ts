import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { brand } from '@shared/brand.ts';
import type { Env } from '@server/env.ts';
import type { Logger } from '@server/platform/logging/logger.ts';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes instead of the sender, such as the person a mail is about. */
  replyTo?: string;
  /** The link the mail exists for; logged in development (outbox mode only) to follow it. */
  link?: string;
};

export type Mailer = {
  /** Sends now; rejects when the mail could not be handed over. */
  send: (mail: Mail) => Promise<void>;
  /** Sends without making the caller wait (its timing must not depend on the mail); failures are logged. */
  sendInBackground: (mail: Mail) => void;
  /** Resolves when every background mail has been handed over (tests, shutdown). */
  settle: () => Promise<void>;
};

export function outboxDirOf(dataDir: string) {
  return path.join(path.resolve(dataDir), 'outbox');
}

export function defaultMailFrom() {
  return `"${brand.productName}" <no-reply@localhost>`;
}

/**
 * SMTP when SMTP_URL is set. Without it every mail becomes a real .eml file in
 * DATA_DIR/outbox (nodemailer writes the message, so it is exactly what SMTP would carry)
 * and the log names the file, or, in development, shows the mail's link.
 */
export function createMailer(env: Env, logger: Logger): Mailer {
  const from = env.MAIL_FROM ?? defaultMailFrom();
  const outbox = outboxDirOf(env.DATA_DIR);
  const transport = env.SMTP_URL
    ? nodemailer.createTransport(env.SMTP_URL)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  async function send(mail: Mail) {
    const info = await transport.sendMail({
      from,
      to: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
    if (env.SMTP_URL) {
      logger.info(`Mail to ${mail.to}: ${mail.subject}`);
      return;
    }
    await mkdir(outbox, { recursive: true });
    const stamp = new Date().toISOString().replaceAll(':', '-').replace('.', '-');
    const file = path.join(outbox, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
    await writeFile(file, (info as { message: Buffer }).message, { mode: 0o600 });
    // A link in mail can be a credential (a reset link is): it reaches the log, which is
    // often shipped elsewhere, only in development. Otherwise the log names the file.
    const shown = env.NODE_ENV === 'development' && mail.link ? mail.link : file;
    logger.info(`Mail to ${mail.to}: ${mail.subject} — ${shown}`);
  }

  const pending = new Set<Promise<void>>();
  return {
    send,
    sendInBackground(mail) {
      const job = send(mail)
        .catch((err: unknown) =>
          logger.error(`Could not send mail to ${mail.to}: ${mail.subject}`, err),
        )
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async settle() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
