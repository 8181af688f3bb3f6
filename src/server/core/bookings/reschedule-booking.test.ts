import { describe, expect, it } from 'vitest';
import { bookingCopy } from '@shared/bookings.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import { useTestServer } from '@server/testing/test-server.ts';
import {
  bookingByManageToken,
  cancelBooking,
  confirmBooking,
  freeSlots,
  holdSlot,
} from './booking-store.ts';
import { rescheduleBooking } from './reschedule-booking.ts';
import { addResource, addService, saveBookingSettings } from './service-store.ts';

const server = useTestServer('reschedule-booking');

const timeZone = 'Europe/Lisbon';
/** Monday 7 December 2026, 08:00 in Lisbon (UTC+0 in winter). */
const now = new Date('2026-12-07T08:00:00Z');
const at = (iso: string) => new Date(iso);
const nineToFive = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: '09:00', closes: '17:00' }));
const monday = {
  from: Date.parse('2026-12-07T00:00:00Z'),
  until: Date.parse('2026-12-08T00:00:00Z'),
};

async function business(service: { bufferAfterMinutes?: number; resources?: number } = {}) {
  const owner = await server.signIn({ sampleData: false });
  const accountId = owner.id as AccountId;
  const db = server.database.db;
  await saveBookingSettings(accountId, db, { timeZone, weeklyHours: nineToFive });
  const resourceIds: string[] = [];
  for (let n = 0; n < (service.resources ?? 1); n++) {
    resourceIds.push((await addResource(accountId, db, `Mechanic ${n + 1}`)).id);
  }
  const testDrive = await addService(accountId, db, {
    name: 'Test drive',
    durationMinutes: 60,
    minimumNoticeMinutes: 60,
    bufferAfterMinutes: service.bufferAfterMinutes ?? 0,
    resourceIds,
  });
  const book = async (iso: string) => {
    const held = await holdSlot(accountId, db, testDrive.id, at(iso), { timeZone, now });
    return (await confirmBooking(accountId, db, held!.id, now))!;
  };
  const starts = async () =>
    (await freeSlots(accountId, db, testDrive.id, { timeZone, now, within: monday }))!.map((slot) =>
      slot.startsAt.toISOString().slice(11, 16),
    );
  return { accountId, db, testDrive, resourceIds, book, starts };
}

describe('rescheduling a booking', () => {
  it('moves it to a free slot overlapping its own old time, keeping its id and manage link', async () => {
    const { accountId, db, book, starts } = await business({ bufferAfterMinutes: 30 });
    const { booking, manageToken } = await book('2026-12-07T10:00:00Z');
    // Its 30 minutes after reach into 11:00: free only once the booking itself leaves 10:00.
    expect(await starts()).not.toContain('11:00');
    const moved = await rescheduleBooking(
      accountId,
      db,
      booking.id,
      at('2026-12-07T11:00:00Z'),
      now,
    );
    expect(moved).toMatchObject({
      id: booking.id,
      status: 'confirmed',
      startsAt: at('2026-12-07T11:00:00Z'),
      endsAt: at('2026-12-07T12:00:00Z'),
      blockedFrom: at('2026-12-07T11:00:00Z'),
      blockedUntil: at('2026-12-07T12:30:00Z'),
      manageTokenHash: booking.manageTokenHash,
    });
    expect((await bookingByManageToken(db, manageToken))?.startsAt).toEqual(moved.startsAt);
    // 10:00 is free of it, but its 30 minutes after would now reach into 11:00.
    expect(await starts()).toEqual(['09:00', '13:00', '14:00', '15:00', '16:00']);
  });

  it('moves it to another resource when its own is taken then', async () => {
    const { accountId, db, book, resourceIds } = await business({ resources: 2 });
    const first = await book('2026-12-07T10:00:00Z');
    const second = await book('2026-12-07T11:00:00Z');
    expect(second.booking.resourceId).toBe(first.booking.resourceId);
    const moved = await rescheduleBooking(
      accountId,
      db,
      first.booking.id,
      at('2026-12-07T11:00:00Z'),
      now,
    );
    expect(moved.resourceId).not.toBe(first.booking.resourceId);
    expect(resourceIds).toContain(moved.resourceId);
  });

  it('refuses a time that is not free, past the notice or outside the hours, in words', async () => {
    const { accountId, db, book } = await business();
    const { booking } = await book('2026-12-07T10:00:00Z');
    await book('2026-12-07T12:00:00Z');
    for (const iso of ['2026-12-07T12:00:00Z', '2026-12-07T08:30:00Z', '2026-12-07T18:00:00Z']) {
      await expect(
        rescheduleBooking(accountId, db, booking.id, at(iso), now),
      ).rejects.toMatchObject({ code: 'slot_taken', message: bookingCopy.slotGone });
    }
  });

  it('gives one slot to one of 12 bookings moving to it at once', async () => {
    const { accountId, db, book } = await business();
    const monday = ['09', '10', '11', '12', '13', '14', '15', '16'];
    const tuesday = monday.slice(0, 4);
    const bookings = [
      ...(await Promise.all(monday.map((hour) => book(`2026-12-07T${hour}:00:00Z`)))),
      ...(await Promise.all(tuesday.map((hour) => book(`2026-12-08T${hour}:00:00Z`)))),
    ];
    const target = at('2026-12-08T15:00:00Z');
    const moves = await Promise.allSettled(
      bookings.map(({ booking }) => rescheduleBooking(accountId, db, booking.id, target, now)),
    );
    expect(moves.filter((move) => move.status === 'fulfilled')).toHaveLength(1);
    for (const move of moves.filter((m) => m.status === 'rejected')) {
      expect(move.reason).toMatchObject({ code: 'slot_taken' });
    }
  });

  it('refuses a cancelled booking, and another account’s', async () => {
    const { accountId, db, book } = await business();
    const { booking } = await book('2026-12-07T10:00:00Z');
    const other = (await server.signIn({ sampleData: false })).id as AccountId;
    await expect(
      rescheduleBooking(other, db, booking.id, at('2026-12-07T11:00:00Z'), now),
    ).rejects.toMatchObject({ code: 'not_found' });
    await cancelBooking(accountId, db, booking.id);
    await expect(
      rescheduleBooking(accountId, db, booking.id, at('2026-12-07T11:00:00Z'), now),
    ).rejects.toMatchObject({ code: 'booking_cancelled', message: bookingCopy.notConfirmed });
  });
});
