import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import {
  daysLeft,
  formatBillingDate,
  subscriptionCopy as copy,
  TRIAL_REMINDER_DAYS,
} from '@shared/billing.ts';
import { brand } from '@shared/brand.ts';
import { DAY_MS } from '@shared/durations.ts';
import { paths } from '@shared/paths.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { billingSubscription, user } from '@server/platform/db/schema.ts';
import { pollingLoop } from '@server/platform/background/polling-loop.ts';
import { escapeHtml } from '@server/platform/mail/escape-html.ts';
import { mailLayout } from '@server/platform/mail/mail-layout.ts';
import type { Mail, Mailer } from '@server/platform/mail/mailer.ts';
import type { Logger } from '@server/platform/logging/logger.ts';
import { createNotification } from '@server/core/notifications/notification-store.ts';

/**
 * Tells the owner of a trial without a card, by mail and in the bell, TRIAL_REMINDER_DAYS before
 * it ends and again when it has. Every server process runs a round each minute; each notice is
 * claimed by a conditional update of its mark, so exactly one process sends it, once.
 */

const BATCH = 50;

export type TrialReminders = {
  /** One round: claims the trials due for a notice and sends them. Answers how many. */
  remindDue: (now?: Date) => Promise<number>;
  start: () => void;
  stop: () => Promise<void>;
};

type Claimed = { accountId: string; trialEndsAt: Date | null };

const withoutCard = and(
  eq(billingSubscription.status, 'trialing'),
  isNull(billingSubscription.subscriptionId),
);

function trialMail(
  to: { email: string; name: string },
  subject: string,
  message: string,
  link: string,
): Mail {
  const text = mailLayout.text(to.name, [message, '', link]);
  const html = mailLayout.html(
    to.name,
    `<p>${escapeHtml(message)}</p>
<p>${mailLayout.link(link, copy.openSubscription)}</p>`,
  );
  return { to: to.email, subject: `${subject} (${brand.productName})`, text, html, link };
}

export function createTrialReminders(deps: {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  logger: Logger;
  pollMs?: number;
}): TrialReminders {
  const { db, mailer, publicUrl, logger, pollMs = 60_000 } = deps;
  const link = `${publicUrl}${paths.portal.subscription}`;

  async function claimEnding(now: Date): Promise<Claimed[]> {
    return db
      .update(billingSubscription)
      .set({ trialEndingNoticeAt: now })
      .where(
        and(
          withoutCard,
          isNull(billingSubscription.trialEndingNoticeAt),
          gt(billingSubscription.trialEndsAt, now),
          lte(
            billingSubscription.trialEndsAt,
            new Date(now.getTime() + TRIAL_REMINDER_DAYS * DAY_MS),
          ),
        ),
      )
      .returning({
        accountId: billingSubscription.accountId,
        trialEndsAt: billingSubscription.trialEndsAt,
      });
  }

  async function claimEnded(now: Date): Promise<Claimed[]> {
    return (
      db
        .update(billingSubscription)
        // A trial that ended unseen is not told, after, that it ends soon.
        .set({
          trialEndedNoticeAt: now,
          trialEndingNoticeAt: sql`coalesce(${billingSubscription.trialEndingNoticeAt}, ${now.toISOString()}::timestamptz)`,
        })
        .where(
          and(
            withoutCard,
            isNull(billingSubscription.trialEndedNoticeAt),
            lte(billingSubscription.trialEndsAt, now),
          ),
        )
        .returning({
          accountId: billingSubscription.accountId,
          trialEndsAt: billingSubscription.trialEndsAt,
        })
    );
  }

  async function tell(accountId: AccountId, title: string, message: string) {
    await createNotification(accountId, db, {
      type: 'warning',
      title,
      message,
      link: paths.portal.subscription,
    });
    const [owner] = await db
      .select({ email: user.email, name: user.name })
      .from(user)
      .where(eq(user.id, accountId))
      .limit(1);
    if (owner) await mailer.send(trialMail(owner, title, message, link));
  }

  async function remindDue(now = new Date()) {
    const ended = await claimEnded(now);
    const ending = await claimEnding(now);
    const notices = [
      ...ended.map((row) => ({ row, title: copy.trialEndedTitle, message: copy.trialEnded })),
      ...ending.map((row) => ({
        row,
        title: copy.trialEndingTitle,
        message: copy.trialEnding(
          daysLeft(row.trialEndsAt!, now),
          formatBillingDate(row.trialEndsAt!.toISOString()),
        ),
      })),
    ];
    for (const { row, title, message } of notices) {
      await tell(row.accountId as AccountId, title, message).catch((error: unknown) =>
        logger.error(`Telling account ${row.accountId} about its trial failed`, error),
      );
    }
    return notices.length;
  }

  const loop = pollingLoop(() => remindDue(), {
    pollMs,
    batch: BATCH,
    onError: (error) => logger.error('Telling owners about their trials failed', error),
  });
  return { remindDue, ...loop };
}
