import { and, asc, eq, gt, isNotNull, lte } from 'drizzle-orm';
import { followUpChatPath } from '@shared/paths.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { contact, conversation, message, webchatSettings } from '@server/platform/db/schema.ts';
import type { Logger } from '@server/platform/logging/logger.ts';
import type { Mailer } from '@server/platform/mail/mailer.ts';
import { pollingLoop } from '@server/platform/background/polling-loop.ts';
import { recordOutboxMail } from '@server/core/conversations/outbox-mails.ts';
import { followUpMail } from './follow-up-mail.ts';
import { followUpLinkToken, replyAddressOf, replyAddressToken } from './follow-up-tokens.ts';

const BATCH = 20;

export type FollowUpKeys = { link: Buffer; replyAddress: Buffer };

export type FollowUpMailer = {
  /** One round: mails each visitor whose replies have waited long enough. Answers how many were looked at. */
  sendDue: (now?: Date) => Promise<number>;
  start: () => void;
  stop: () => Promise<void>;
};

/**
 * How long a reply waits, how often a visitor's open chat is marked as seen (well within that
 * wait, so an open chat always counts as seen by the time it is over), and how often the
 * worker looks.
 */
export function followUpTimingsOf(delaySeconds: number) {
  const delayMs = delaySeconds * 1000;
  return {
    delayMs,
    presenceRefreshMs: Math.min(30_000, Math.max(250, Math.floor(delayMs / 3))),
    pollMs: Math.min(15_000, Math.max(250, Math.floor(delayMs / 2))),
  };
}

/**
 * Mails a person's replies to a website visitor who has gone. A reply starts a wait
 * (await-follow-up.ts); when it is over, the replies since the last mail that the visitor's
 * open chat did not show them (written after they were last seen) go in one mail to the
 * address they left, with a link back and, with inbound mail set up, a reply address. Every
 * server process runs rounds; a conversation is claimed by one of them (`SKIP LOCKED`) and its
 * wait cleared in the same transaction, so a mail goes once. A mail that then fails is logged,
 * not tried again.
 */
export function createFollowUpMailer(deps: {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  keys: FollowUpKeys;
  /** The domain of reply addresses, with inbound mail set up. */
  inboundDomain: string | null;
  delayMs: number;
  pollMs: number;
  logger: Logger;
}): FollowUpMailer {
  const { db, mailer, logger } = deps;

  async function claimOne(id: string, cutoff: Date) {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(conversation)
        .where(and(eq(conversation.id, id), lte(conversation.followUpPendingSince, cutoff)))
        .for('update', { skipLocked: true });
      if (!row) return null;
      const replies = await tx
        .select({
          seq: message.seq,
          authorName: message.authorName,
          text: message.text,
          createdAt: message.createdAt,
        })
        .from(message)
        .where(
          and(
            eq(message.conversationId, row.id),
            eq(message.sender, 'person'),
            gt(message.seq, row.followUpMailedSeq),
          ),
        )
        .orderBy(asc(message.seq));
      await tx
        .update(conversation)
        .set({
          followUpPendingSince: null,
          followUpMailedSeq: replies.at(-1)?.seq ?? row.followUpMailedSeq,
        })
        .where(eq(conversation.id, row.id));
      const seen = row.visitorSeenAt;
      const unseen = replies.filter((reply) => !seen || reply.createdAt > seen);
      if (unseen.length === 0 || !row.contactId) return null;
      const [customer] = await tx.select().from(contact).where(eq(contact.id, row.contactId));
      if (!customer?.email) return null;
      const [widget] = row.agentId
        ? await tx
            .select({ displayName: webchatSettings.displayName })
            .from(webchatSettings)
            .where(eq(webchatSettings.agentId, row.agentId))
        : [];
      return { row, customer: { email: customer.email, name: customer.name }, unseen, widget };
    });
  }

  async function followUp(id: string, cutoff: Date, now: Date) {
    const claimed = await claimOne(id, cutoff);
    if (!claimed) return;
    const { row, customer, unseen, widget } = claimed;
    const token = followUpLinkToken(deps.keys.link, row.id, now.getTime());
    const mail = followUpMail({
      to: customer,
      business: widget?.displayName ?? row.agentName,
      replies: unseen,
      link: new URL(followUpChatPath(token), deps.publicUrl).href,
      replyTo: deps.inboundDomain
        ? replyAddressOf(
            replyAddressToken(deps.keys.replyAddress, row.id, now.getTime()),
            deps.inboundDomain,
          )
        : null,
    });
    mailer.sendInBackground(mail, (sent) =>
      recordOutboxMail({ db, mailer }, row.accountId as AccountId, row.id, sent),
    );
  }

  async function sendDue(now = new Date()) {
    const cutoff = new Date(now.getTime() - deps.delayMs);
    const due = await db
      .select({ id: conversation.id })
      .from(conversation)
      .where(
        and(
          isNotNull(conversation.followUpPendingSince),
          lte(conversation.followUpPendingSince, cutoff),
        ),
      )
      .orderBy(asc(conversation.followUpPendingSince))
      .limit(BATCH);
    for (const { id } of due) {
      await followUp(id, cutoff, now).catch((error: unknown) =>
        logger.error(`Following up conversation ${id} by mail failed`, error),
      );
    }
    return due.length;
  }

  const loop = pollingLoop(() => sendDue(), {
    pollMs: deps.pollMs,
    batch: BATCH,
    onError: (error) => logger.error('Following up visitors by mail failed', error),
  });
  return { sendDue, ...loop };
}
