import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { eq, getTableColumns, gt, gte, inArray, isNull, lt, ne, or } from 'drizzle-orm';
import {
  type Availability,
  type AvailabilityQuery,
  type Booking,
  bookingCopy,
  type BookingInput,
  type DaysQuery,
  BOOKING_HOLD_MINUTES,
  type OpenStretch,
  type Weekday,
} from '@shared/bookings.ts';
import type { WidgetLanguage } from '@shared/webchat.ts';
import { type AccountId, ownedBy } from '@server/platform/db/account-scope.ts';
import { isSqlState, retryingDeadlocks, sqlStates } from '@server/platform/db/database-errors.ts';
import { Conflict, InvalidInput, NotFound } from '@server/platform/errors/domain-errors.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import {
  booking,
  bookingException,
  bookingHours,
  bookingResource,
  bookingServiceResource,
} from '@server/platform/db/schema.ts';
import {
  availableSlots,
  daysIn,
  MINUTE,
  type FreeSlot,
  type ResourceTimes,
  type SlotWindow,
  type TimeStretch,
  todayIn,
  wallClockOf,
} from './available-slots.ts';
import { findService, serviceNotFound, timeZoneOf } from './service-store.ts';
import { calendarBusyTimes } from '@server/core/calendars/calendar-busy-times.ts';
import { queueCalendarSync } from '@server/core/calendars/calendar-sync.ts';

/**
 * The account's bookings: the free slots its services' hours leave, and bookings held,
 * confirmed and cancelled (the services themselves are `service-store.ts`'s). A booking starts
 * held for a slot the server found free, and the database refuses any two that overlap on one
 * resource (the `booking_no_overlap` exclusion constraint): however many customers confirm the
 * same time at once, one gets it.
 */

/** What a booking is made for: the customer and where they asked, as far as known. */
export type BookingCustomer = {
  contactId?: string | null;
  conversationId?: string | null;
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  /** The language they book in, which their mails are written in. */
  language?: WidgetLanguage | null;
};

export type BookingView = typeof booking.$inferSelect;

/** How free slots are read beyond their window. */
export type SlotReading = {
  /** A booking whose own time counts as free: it is the one being moved. */
  ignoring?: string;
};

/**
 * Each resource that gives the service, with its hours (its own, else the business's), its
 * exceptions (its own day first, else the business's) and what is taken in `span`: bookings
 * that are confirmed or still held, with their buffers, and the busy times of the business's
 * connected calendar as last read.
 */
async function resourceTimes(
  accountId: AccountId,
  db: Database,
  serviceId: string,
  span: TimeStretch,
  now: Date,
  reading: SlotReading = {},
): Promise<ResourceTimes[]> {
  const resourceIds = (
    await db
      .select({ id: bookingServiceResource.resourceId })
      .from(bookingServiceResource)
      .where(eq(bookingServiceResource.serviceId, serviceId))
      .orderBy(bookingServiceResource.resourceId)
  ).map((row) => row.id);
  if (resourceIds.length === 0) return [];
  const forThem = (table: typeof bookingHours | typeof bookingException) =>
    or(isNull(table.resourceId), inArray(table.resourceId, resourceIds));
  const [hours, exceptions, bookings, calendarBusy] = await Promise.all([
    db
      .select()
      .from(bookingHours)
      .where(ownedBy(bookingHours, accountId, forThem(bookingHours))),
    db
      .select()
      .from(bookingException)
      .where(ownedBy(bookingException, accountId, forThem(bookingException))),
    db
      .select({
        resourceId: booking.resourceId,
        from: booking.blockedFrom,
        until: booking.blockedUntil,
      })
      .from(booking)
      .where(
        ownedBy(
          booking,
          accountId,
          inArray(booking.resourceId, resourceIds),
          ne(booking.status, 'cancelled'),
          or(isNull(booking.heldUntil), gt(booking.heldUntil, now)),
          lt(booking.blockedFrom, new Date(span.until)),
          gt(booking.blockedUntil, new Date(span.from)),
          reading.ignoring ? ne(booking.id, reading.ignoring) : undefined,
        ),
      ),
    calendarBusyTimes(accountId, db, span),
  ]);
  const weekOf = (resourceId: string | null) => {
    const week = new Map<Weekday, OpenStretch[]>();
    for (const row of hours.filter((h) => h.resourceId === resourceId)) {
      const day = row.weekday as Weekday;
      week.set(day, [...(week.get(day) ?? []), row]);
    }
    return week;
  };
  const daysOf = (resourceId: string | null) => {
    const days = new Map<string, OpenStretch[]>();
    for (const row of exceptions.filter((e) => e.resourceId === resourceId)) {
      const stretches = days.get(row.day) ?? [];
      if (row.opensMinute !== null && row.closesMinute !== null) {
        stretches.push({ opensMinute: row.opensMinute, closesMinute: row.closesMinute });
      }
      days.set(row.day, stretches);
    }
    return days;
  };
  const businessWeek = weekOf(null);
  const businessDays = daysOf(null);
  return resourceIds.map((resourceId) => {
    const own = weekOf(resourceId);
    return {
      resourceId,
      hours: own.size > 0 ? own : businessWeek,
      exceptions: new Map([...businessDays, ...daysOf(resourceId)]),
      // The business's calendars are its own: what they hold takes every resource's time.
      taken: [
        ...bookings
          .filter((b) => b.resourceId === resourceId)
          .map((b) => ({ from: b.from.getTime(), until: b.until.getTime() })),
        ...calendarBusy,
      ],
    };
  });
}

/** The widest stretch a service's slots can lie in from `now`, for reading what is taken. */
function serviceSpan(service: { daysAhead: number }, window: SlotWindow): TimeStretch {
  const from = window.within?.from ?? window.now.getTime();
  // A day either side: the business's days are in its zone, and buffers reach past a slot.
  const until = window.within?.until ?? window.now.getTime() + (service.daysAhead + 2) * 86_400_000;
  return { from: from - 86_400_000, until: until + 86_400_000 };
}

/** The service's free slots in `window`, earliest first; null if the account has no such service. */
export async function freeSlots(
  accountId: AccountId,
  db: Database,
  serviceId: string,
  window: SlotWindow,
  reading: SlotReading = {},
): Promise<FreeSlot[] | null> {
  const service = await findService(accountId, db, serviceId);
  if (!service) return null;
  const resources = await resourceTimes(
    accountId,
    db,
    serviceId,
    serviceSpan(service, window),
    window.now,
    reading,
  );
  return availableSlots(service, resources, window);
}

/** Whether an error is the database refusing two bookings that overlap on one resource. */
export const isOverlap = (error: unknown) => isSqlState(error, sqlStates.exclusionViolation);

/**
 * Holds the slot starting at `startsAt` for the customer for BOOKING_HOLD_MINUTES, on a free
 * resource: the held booking, or null when the slot is not (or no longer) free.
 */
export async function holdSlot(
  accountId: AccountId,
  db: Database,
  serviceId: string,
  startsAt: Date,
  where: Pick<SlotWindow, 'timeZone' | 'now'>,
  customer: BookingCustomer = {},
): Promise<BookingView | null> {
  const service = await findService(accountId, db, serviceId);
  if (!service) return null;
  const start = startsAt.getTime();
  const slot = (
    await freeSlots(accountId, db, serviceId, {
      ...where,
      within: { from: start, until: start + 1 },
    })
  )?.[0];
  if (!slot || slot.startsAt.getTime() !== start) return null;
  for (const resourceId of slot.resourceIds) {
    try {
      // Customers taking overlapping times at once wait for each other's rows while the
      // exclusion constraint is checked, and PostgreSQL may end one of them as a deadlock: run
      // again, it is either held or told the time is taken.
      const [held] = await retryingDeadlocks(() =>
        db
          .insert(booking)
          .values({
            id: randomUUID(),
            accountId,
            serviceId,
            serviceName: service.name,
            resourceId,
            status: 'held',
            startsAt: slot.startsAt,
            endsAt: slot.endsAt,
            blockedFrom: new Date(start - service.bufferBeforeMinutes * MINUTE),
            blockedUntil: new Date(slot.endsAt.getTime() + service.bufferAfterMinutes * MINUTE),
            heldUntil: new Date(where.now.getTime() + BOOKING_HOLD_MINUTES * MINUTE),
            contactId: customer.contactId ?? null,
            conversationId: customer.conversationId ?? null,
            customerName: customer.name ?? null,
            customerEmail: customer.email ?? null,
            customerPhone: customer.phone ?? null,
            language: customer.language ?? null,
          })
          .returning(),
      );
      return held!;
    } catch (error) {
      if (!isOverlap(error)) throw error;
      // Taken a moment ago, or an expired hold still in the way: release expired holds and
      // try once more before the next resource.
      if (await releaseExpiredHolds(accountId, db, resourceId, where.now)) {
        return holdSlot(accountId, db, serviceId, startsAt, where, customer);
      }
    }
  }
  return null;
}

/** Cancels the resource's holds that have run out; whether there was any. */
export async function releaseExpiredHolds(
  accountId: AccountId,
  db: Database,
  resourceId: string,
  now: Date,
) {
  const released = await db
    .update(booking)
    .set({ status: 'cancelled' })
    .where(
      ownedBy(
        booking,
        accountId,
        eq(booking.resourceId, resourceId),
        eq(booking.status, 'held'),
        lt(booking.heldUntil, now),
      ),
    )
    .returning({ id: booking.id });
  return released.length > 0;
}

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
/** A manage link's token: 192 random bits, which no one guesses. */
export const newManageToken = () => randomBytes(24).toString('base64url');

/**
 * Confirms a held booking that is still held, with what is known of the customer: the
 * booking and its manage link's token (given once; only its hash is kept), or null when the
 * hold has run out or the booking is not held.
 */
export async function confirmBooking(
  accountId: AccountId,
  db: Database,
  bookingId: string,
  now: Date,
  customer: BookingCustomer = {},
): Promise<{ booking: BookingView; manageToken: string } | null> {
  const manageToken = newManageToken();
  const known = Object.fromEntries(
    Object.entries({
      customerName: customer.name,
      customerEmail: customer.email,
      customerPhone: customer.phone,
    }).filter(([, value]) => value),
  );
  const confirmed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(booking)
      .set({
        ...known,
        status: 'confirmed',
        heldUntil: null,
        manageTokenHash: tokenHash(manageToken),
      })
      .where(
        ownedBy(
          booking,
          accountId,
          eq(booking.id, bookingId),
          eq(booking.status, 'held'),
          gt(booking.heldUntil, now),
        ),
      )
      .returning();
    if (row) await queueCalendarSync(tx, accountId, row.id);
    return row;
  });
  return confirmed ? { booking: confirmed, manageToken } : null;
}

/** The booking a manage link's token stands for, whatever its account. */
export async function bookingByManageToken(db: Database, token: string) {
  const [row] = await db
    .select()
    .from(booking)
    .where(eq(booking.manageTokenHash, tokenHash(token)))
    .limit(1);
  return row ?? null;
}

/** Cancels a booking: its time is free again. The booking, or null if there is none to cancel. */
export async function cancelBooking(accountId: AccountId, db: Database, bookingId: string) {
  return db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(booking)
      .set({ status: 'cancelled', heldUntil: null })
      .where(
        ownedBy(booking, accountId, eq(booking.id, bookingId), ne(booking.status, 'cancelled')),
      )
      .returning();
    // Its calendar event, if it had one, goes with it.
    if (cancelled) await queueCalendarSync(tx, accountId, cancelled.id);
    return cancelled ?? null;
  });
}

export const bookingNotFound = () => new NotFound(bookingCopy.bookingNotFound);
export const slotGone = () => new Conflict('slot_taken', bookingCopy.slotGone);
const noTimeZone = () => new InvalidInput(bookingCopy.noTimeZone, 'no_time_zone');

/** The account's time zone, or a refusal that says to set it first. */
export async function requireTimeZone(accountId: AccountId, db: Database) {
  const timeZone = await timeZoneOf(accountId, db);
  if (!timeZone) throw noTimeZone();
  return timeZone;
}

/** Days the API shows when not asked for a number. */
const DEFAULT_DAYS = 7;

/** The stretch of real time the asked days cover in the business's time zone. */
function daysAsked(query: DaysQuery, timeZone: string, now: Date): TimeStretch {
  try {
    return daysIn(query.from ?? todayIn(now, timeZone), query.days ?? DEFAULT_DAYS, timeZone);
  } catch {
    throw new InvalidInput('Enter the first day as a date that exists, as YYYY-MM-DD.');
  }
}

/** The booking of the account that `query.moving` names, whose own time counts as free. */
async function movingReading(accountId: AccountId, db: Database, moving: string | undefined) {
  if (!moving) return {};
  const [row] = await db
    .select({ id: booking.id })
    .from(booking)
    .where(ownedBy(booking, accountId, eq(booking.id, moving.toLowerCase())))
    .limit(1);
  if (!row) throw bookingNotFound();
  return { ignoring: row.id };
}

/**
 * The service's free slots on the asked days (a week from today), as the API shows them; with
 * `moving`, the time of that booking counts as free.
 */
export async function availabilityOf(
  accountId: AccountId,
  db: Database,
  serviceId: string,
  query: AvailabilityQuery,
  now: Date,
  given: SlotReading = {},
): Promise<Availability> {
  // Another account's service is unknown here, whatever this account has set up.
  if (!(await findService(accountId, db, serviceId))) throw serviceNotFound();
  const reading = given.ignoring ? given : await movingReading(accountId, db, query.moving);
  const timeZone = await requireTimeZone(accountId, db);
  const within = daysAsked(query, timeZone, now);
  const slots =
    (await freeSlots(accountId, db, serviceId, { timeZone, now, within }, reading)) ?? [];
  return {
    serviceId,
    timeZone,
    slots: slots.map((slot) => ({
      startsAt: slot.startsAt.toISOString(),
      endsAt: slot.endsAt.toISOString(),
      local: wallClockOf(slot.startsAt, timeZone),
    })),
  };
}

/** Bookings with the name of who or what gives each. */
const bookingsWithResource = (db: Database) =>
  db
    .select({ ...getTableColumns(booking), resourceName: bookingResource.name })
    .from(booking)
    .leftJoin(bookingResource, eq(bookingResource.id, booking.resourceId));

const bookingView = (row: BookingView & { resourceName: string | null }): Booking => ({
  id: row.id,
  serviceId: row.serviceId,
  serviceName: row.serviceName,
  resourceName: row.resourceName,
  status: row.status,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  customerName: row.customerName,
  customerEmail: row.customerEmail,
  customerPhone: row.customerPhone,
});

/** A booking a person of the business makes by hand in a free slot: held and confirmed at once. */
export async function bookByHand(
  accountId: AccountId,
  db: Database,
  input: BookingInput,
  now: Date,
): Promise<Booking> {
  const timeZone = await requireTimeZone(accountId, db);
  const customer = {
    name: input.customerName,
    email: input.customerEmail ?? null,
    phone: input.customerPhone ?? null,
  };
  const held = await holdSlot(
    accountId,
    db,
    input.serviceId,
    new Date(input.startsAt),
    { timeZone, now },
    customer,
  );
  if (!held) {
    if (!(await findService(accountId, db, input.serviceId))) throw serviceNotFound();
    throw slotGone();
  }
  const confirmed = await confirmBooking(accountId, db, held.id, now, customer);
  if (!confirmed) throw slotGone();
  return getBooking(accountId, db, confirmed.booking.id);
}

/**
 * The account's confirmed bookings that start on the asked days (a week from today, in the
 * business's time zone; UTC days until it is set), earliest first.
 */
export async function listBookings(
  accountId: AccountId,
  db: Database,
  query: DaysQuery,
  now: Date,
) {
  const within = daysAsked(query, (await timeZoneOf(accountId, db)) ?? 'UTC', now);
  const rows = await bookingsWithResource(db)
    .where(
      ownedBy(
        booking,
        accountId,
        eq(booking.status, 'confirmed'),
        gte(booking.startsAt, new Date(within.from)),
        lt(booking.startsAt, new Date(within.until)),
      ),
    )
    .orderBy(booking.startsAt, booking.id);
  return { bookings: rows.map(bookingView) };
}

/** One booking of the account, whatever its status. */
export async function getBooking(accountId: AccountId, db: Database, id: string) {
  const [row] = await bookingsWithResource(db)
    .where(ownedBy(booking, accountId, eq(booking.id, id)))
    .limit(1);
  if (!row) throw bookingNotFound();
  return bookingView(row);
}

/** Cancels a booking for the business; its time is free again. Cancelling twice changes nothing. */
export async function cancelBookingOf(
  accountId: AccountId,
  db: Database,
  id: string,
  /** What follows a cancellation (telling the customer); not run when it was cancelled already. */
  afterCancelled: (row: BookingView) => Promise<void> = async () => {},
) {
  const cancelled = await cancelBooking(accountId, db, id);
  if (cancelled) await afterCancelled(cancelled);
  return getBooking(accountId, db, id);
}
