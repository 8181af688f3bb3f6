import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BOOKING_HOLD_MINUTES, type OpenStretch, type Weekday } from '@shared/bookings.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import { booking, contact } from '@server/platform/db/schema.ts';
import { eraseContact } from '@server/runtime/history/history-store.ts';
import { useTestServer } from '@server/testing/test-server.ts';
import { addResource, addService, setDayException, setWeeklyHours } from './service-store.ts';
import {
  bookingByManageToken,
  cancelBooking,
  confirmBooking,
  freeSlots,
  holdSlot,
  listBookings,
} from './booking-store.ts';

/** Bookings in the database, on the embedded database and (in the reliability suite) PostgreSQL. */
const server = useTestServer('booking-store');

const timeZone = 'Europe/Lisbon';
/** Monday 7 December 2026, 08:00 in Lisbon (UTC+0 in winter). */
const now = new Date('2026-12-07T08:00:00Z');
const at = (iso: string) => new Date(iso);
const nineToFive = new Map<Weekday, OpenStretch[]>(
  ([1, 2, 3, 4, 5] as const).map((day) => [day, [{ opensMinute: 540, closesMinute: 1020 }]]),
);
/** Monday's bookings, in UTC days: the account sets no time zone. */
const monday = { from: '2026-12-07', days: 1 };
const mondaySlots = {
  from: Date.parse('2026-12-07T00:00:00Z'),
  until: Date.parse('2026-12-08T00:00:00Z'),
};

async function business(service: { bufferAfterMinutes?: number } = {}) {
  const owner = await server.signIn({ sampleData: false });
  const accountId = owner.id as AccountId;
  const db = server.database.db;
  await setWeeklyHours(accountId, db, null, nineToFive);
  const testDrive = await addService(accountId, db, {
    name: 'Test drive',
    durationMinutes: 60,
    minimumNoticeMinutes: 60,
    ...service,
  });
  const starts = async (when = now) =>
    (await freeSlots(accountId, db, testDrive.id, {
      timeZone,
      now: when,
      within: mondaySlots,
    }))!.map((slot) => slot.startsAt.toISOString().slice(11, 16));
  return { accountId, db, testDrive, starts };
}

describe('bookings', () => {
  it('give one slot to exactly one of 20 customers who take it at once', async () => {
    const { accountId, db, testDrive, starts } = await business();
    const held = await Promise.all(
      Array.from({ length: 20 }, (_, customer) =>
        holdSlot(
          accountId,
          db,
          testDrive.id,
          at('2026-12-07T10:00:00Z'),
          { timeZone, now },
          {
            name: `Customer ${customer}`,
          },
        ),
      ),
    );
    expect(held.filter(Boolean)).toHaveLength(1);
    expect(await starts()).toEqual(['09:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00']);
    const rows = await db.select().from(booking).where(eq(booking.serviceId, testDrive.id));
    expect(rows).toHaveLength(1);
  });

  it('release a held slot after the hold runs out, and refuse to confirm it then', async () => {
    const { accountId, db, testDrive, starts } = await business();
    const first = await holdSlot(accountId, db, testDrive.id, at('2026-12-07T10:00:00Z'), {
      timeZone,
      now,
    });
    const later = new Date(now.getTime() + (BOOKING_HOLD_MINUTES + 1) * 60_000);
    expect(await starts(later)).toContain('10:00');
    expect(await confirmBooking(accountId, db, first!.id, later)).toBeNull();
    // Another customer gets it, past the expired hold still in the table.
    const second = await holdSlot(accountId, db, testDrive.id, at('2026-12-07T10:00:00Z'), {
      timeZone,
      now: later,
    });
    expect(second).not.toBeNull();
    const confirmed = await confirmBooking(accountId, db, second!.id, later, { name: 'Marta' });
    expect(confirmed?.booking).toMatchObject({ status: 'confirmed', customerName: 'Marta' });
  });

  it('keep only a hash of the manage link, which finds the booking', async () => {
    const { accountId, db, testDrive } = await business();
    const held = await holdSlot(accountId, db, testDrive.id, at('2026-12-07T11:00:00Z'), {
      timeZone,
      now,
    });
    const { manageToken, booking: confirmed } = (await confirmBooking(
      accountId,
      db,
      held!.id,
      now,
    ))!;
    expect(confirmed.manageTokenHash).not.toContain(manageToken);
    expect((await bookingByManageToken(db, manageToken))?.id).toBe(held!.id);
    expect(await bookingByManageToken(db, `${manageToken}x`)).toBeNull();
  });

  it('refuse slots outside the hours, before the notice, or past a service’s buffers', async () => {
    const { accountId, db, testDrive, starts } = await business({ bufferAfterMinutes: 30 });
    const hold = (iso: string) => holdSlot(accountId, db, testDrive.id, at(iso), { timeZone, now });
    expect(await hold('2026-12-07T08:30:00Z')).toBeNull();
    expect(await hold('2026-12-07T10:30:00Z')).toBeNull();
    expect(await hold('2026-12-07T18:00:00Z')).toBeNull();
    expect(await hold('2026-12-07T12:00:00Z')).not.toBeNull();
    // 11:00's 30 minutes after would reach into 12:00's booking, and 13:00 into its 30 minutes after.
    expect(await starts()).toEqual(['09:00', '10:00', '14:00', '15:00', '16:00']);
  });

  it('free the time of a cancelled booking, and list only what stays booked', async () => {
    const { accountId, db, testDrive, starts } = await business();
    const held = await holdSlot(accountId, db, testDrive.id, at('2026-12-07T14:00:00Z'), {
      timeZone,
      now,
    });
    await confirmBooking(accountId, db, held!.id, now);
    expect((await listBookings(accountId, db, monday, now)).bookings).toHaveLength(1);
    expect(await starts()).not.toContain('14:00');
    expect(await cancelBooking(accountId, db, held!.id)).toMatchObject({ status: 'cancelled' });
    expect(await cancelBooking(accountId, db, held!.id)).toBeNull();
    expect(await starts()).toContain('14:00');
    expect((await listBookings(accountId, db, monday, now)).bookings).toEqual([]);
  });

  it('follow a resource’s own hours and the business’s holidays', async () => {
    const { accountId, db } = await business();
    const mornings = await addResource(accountId, db, 'Morning mechanic');
    await setWeeklyHours(
      accountId,
      db,
      mornings.id,
      new Map([[1, [{ opensMinute: 480, closesMinute: 600 }]]]),
    );
    const inspection = await addService(accountId, db, {
      name: 'Inspection',
      durationMinutes: 60,
      minimumNoticeMinutes: 0,
      resourceIds: [mornings.id],
    });
    const slots = await freeSlots(accountId, db, inspection.id, {
      timeZone,
      now,
      within: mondaySlots,
    });
    expect(slots!.map((slot) => slot.startsAt.toISOString())).toEqual([
      '2026-12-07T08:00:00.000Z',
      '2026-12-07T09:00:00.000Z',
    ]);
    await setDayException(accountId, db, null, '2026-12-07', []);
    expect(
      await freeSlots(accountId, db, inspection.id, { timeZone, now, within: mondaySlots }),
    ).toEqual([]);
  });

  it('never let two bookings overlap on one resource, whatever writes them', async () => {
    const { accountId, db, testDrive } = await business();
    const held = await holdSlot(accountId, db, testDrive.id, at('2026-12-07T15:00:00Z'), {
      timeZone,
      now,
    });
    const overlapping = { ...held!, id: 'written-by-hand', manageTokenHash: null };
    const refused = await db
      .insert(booking)
      .values({ ...overlapping, status: 'confirmed' })
      .then(
        () => null,
        (error: { cause?: { code?: string } }) => error.cause?.code,
      );
    expect(refused).toBe('23P01');
    await db.insert(booking).values({ ...overlapping, id: 'cancelled-one', status: 'cancelled' });
  });

  it('keep one account’s services and bookings from another', async () => {
    const { accountId, db, testDrive } = await business();
    const other = (await server.signIn({ sampleData: false })).id as AccountId;
    expect(await freeSlots(other, db, testDrive.id, { timeZone, now })).toBeNull();
    expect(
      await holdSlot(other, db, testDrive.id, at('2026-12-07T10:00:00Z'), { timeZone, now }),
    ).toBeNull();
    const held = await holdSlot(accountId, db, testDrive.id, at('2026-12-07T10:00:00Z'), {
      timeZone,
      now,
    });
    expect(await confirmBooking(other, db, held!.id, now)).toBeNull();
    expect(await cancelBooking(other, db, held!.id)).toBeNull();
  });

  it('go with the customer when the customer is erased', async () => {
    const { accountId, db, testDrive, starts } = await business();
    const [customer] = await db
      .insert(contact)
      .values({ id: 'erased-customer', accountId, channel: 'webchat', externalId: 'visitor-1' })
      .returning();
    const held = await holdSlot(
      accountId,
      db,
      testDrive.id,
      at('2026-12-07T16:00:00Z'),
      {
        timeZone,
        now,
      },
      { contactId: customer!.id, name: 'Rui', email: 'rui@example.com' },
    );
    await confirmBooking(accountId, db, held!.id, now);
    await eraseContact(
      accountId,
      { db, mailer: { removeFromOutbox: async () => {} }, forgetContact: async () => {} },
      customer!.id,
    );
    expect(await db.select().from(booking).where(eq(booking.id, held!.id))).toEqual([]);
    expect(await starts()).toContain('16:00');
  });
});
