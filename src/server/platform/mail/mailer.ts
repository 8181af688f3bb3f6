import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
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
  /** An iCalendar file, attached and offered to calendar programs (an appointment). */
  calendarEvent?: { filename: string; method: 'PUBLISH' | 'REQUEST'; content: string };
};

/** What became of a mail: the name of its file in the outbox folder, if it was written there. */
export type SentMail = { outboxFile: string | undefined };

export type Mailer = {
  /** Sends now; rejects when the mail could not be handed over. */
  send: (mail: Mail) => Promise<SentMail>;
  /**
   * Sends without making the caller wait (its timing must not depend on the mail), then runs
   * `afterSent` with what became of it; failures of either are logged.
   */
  sendInBackground: (mail: Mail, afterSent?: (sent: SentMail) => Promise<void>) => void;
  /** Deletes mails from the outbox folder by the names `send` gave; a name with no file is skipped. */
  removeFromOutbox: (files: readonly string[]) => Promise<void>;
  /** Resolves when every background mail has been handed over (tests, shutdown). */
  settle: () => Promise<void>;
};

/** The names `send` gives the files of the outbox folder. */
const outboxFileName = /^[\w-]+\.eml$/;

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

  async function send(mail: Mail): Promise<SentMail> {
    const info = await transport.sendMail({
      from,
      to: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      icalEvent: mail.calendarEvent,
    });
    if (env.SMTP_URL) {
      logger.info(`Mail to ${mail.to}: ${mail.subject}`);
      return { outboxFile: undefined };
    }
    await mkdir(outbox, { recursive: true });
    const stamp = new Date().toISOString().replaceAll(':', '-').replace('.', '-');
    const name = `${stamp}-${randomBytes(4).toString('hex')}.eml`;
    const file = path.join(outbox, name);
    await writeFile(file, (info as { message: Buffer }).message, { mode: 0o600 });
    // A link in mail can be a credential (a reset link is): it reaches the log, which is
    // often shipped elsewhere, only in development. Otherwise the log names the file.
    const shown = env.NODE_ENV === 'development' && mail.link ? mail.link : file;
    logger.info(`Mail to ${mail.to}: ${mail.subject} — ${shown}`);
    return { outboxFile: name };
  }

  async function removeFromOutbox(files: readonly string[]) {
    for (const name of files) {
      // Only a name `send` gave, so a stored name can never reach outside the folder.
      if (!outboxFileName.test(name)) throw new Error(`Not an outbox mail: ${name}`);
      await rm(path.join(outbox, name), { force: true });
    }
  }

  const pending = new Set<Promise<void>>();
  return {
    send,
    removeFromOutbox,
    sendInBackground(mail, afterSent) {
      const job = send(mail)
        .then(
          (sent) =>
            afterSent?.(sent).catch((err: unknown) =>
              logger.error(`After the mail to ${mail.to} went: ${mail.subject}`, err),
            ),
          (err: unknown) => logger.error(`Could not send mail to ${mail.to}: ${mail.subject}`, err),
        )
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async settle() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
