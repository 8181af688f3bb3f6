import { and, asc, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import { BOOKING_REMINDER_HOURS } from '@shared/booking-chat.ts';
import { booking } from '@server/platform/db/schema.ts';
import type { Logger } from '@server/platform/logging/logger.ts';
import { bookingReminderMail } from '@server/core/bookings/booking-mails.ts';
import type { BookingView } from '@server/core/bookings/booking-store.ts';
import { tellCustomer } from '@server/core/bookings/tell-customer.ts';
import type { RuntimeDeps } from '@server/core/conversations/conversation-changes.ts';
import { pollingLoop } from '@server/platform/background/polling-loop.ts';

/**
 * Reminds customers of their appointment the day before, where they can hear it
 * (`tellCustomer`: by mail, and on the Telegram or WhatsApp conversation they booked in). Each
 * booking is reminded once; a move clears the mark, so the reminder
 * follows it; a cancelled booking is never reminded. Every server process runs a round each
 * minute; a booking is claimed by one of them.
 */

const HOUR = 3_600_000;
const BATCH = 50;

export type BookingReminders = {
  /** One round: claims the bookings due for a reminder and sends them. Answers how many. */
  remindDue: (now?: Date) => Promise<number>;
  start: () => void;
  stop: () => Promise<void>;
};

export function createBookingReminders(deps: {
  runtime: RuntimeDeps;
  logger: Logger;
  pollMs?: number;
}): BookingReminders {
  const { runtime, logger, pollMs = 60_000 } = deps;
  const { db } = runtime;

  async function claim(now: Date) {
    const due = db
      .select({ id: booking.id })
      .from(booking)
      .where(
        and(
          eq(booking.status, 'confirmed'),
          isNull(booking.remindedAt),
          gt(booking.startsAt, now),
          lte(booking.startsAt, new Date(now.getTime() + BOOKING_REMINDER_HOURS * HOUR)),
        ),
      )
      .orderBy(asc(booking.startsAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db.update(booking).set({ remindedAt: now }).where(inArray(booking.id, due)).returning();
  }

  async function remind(row: BookingView) {
    // Booked within the day: the confirmation just said it all.
    if (row.startsAt.getTime() - row.createdAt.getTime() < BOOKING_REMINDER_HOURS * HOUR) return;
    await tellCustomer(runtime, row, {
      mail: bookingReminderMail,
      message: (said) => said.channelReminder,
    });
  }

  async function remindDue(now = new Date()) {
    const claimed = await claim(now);
    for (const row of claimed) {
      await remind(row).catch((error: unknown) =>
        logger.error(`Reminding the customer of booking ${row.id} failed`, error),
      );
    }
    return claimed.length;
  }

  const loop = pollingLoop(() => remindDue(), {
    pollMs: pollMs,
    batch: BATCH,
    onError: (error) => logger.error('Reminding customers of their bookings failed', error),
  });

  return {
    remindDue,
    ...loop,
  };
}
