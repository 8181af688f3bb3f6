import { randomUUID } from 'node:crypto';
import { and, eq, exists, isNull, notExists, or } from 'drizzle-orm';
import {
  bookingCopy,
  type BookingSettings,
  type BookingSettingsInput,
  type DayException,
  minuteOfDay,
  type OpenStretch,
  type Service,
  serviceDefaults,
  type Weekday,
  wallTimeOf,
} from '@shared/bookings.ts';
import { type AccountId, ownedBy } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { NotFound } from '@server/platform/errors/domain-errors.ts';
import {
  bookingException,
  bookingHours,
  bookingResource,
  bookingService,
  bookingServiceAgent,
  bookingServiceResource,
  bookingSettings,
} from '@server/platform/db/schema.ts';

/**
 * What an account offers to book and when: its services, the resources that give them, its
 * weekly hours and the days unlike their weekday, and the time zone they are all in.
 */

export const serviceNotFound = () => new NotFound(bookingCopy.serviceNotFound);

export type NewService = {
  name: string;
  durationMinutes: number;
  bufferBeforeMinutes?: number;
  bufferAfterMinutes?: number;
  minimumNoticeMinutes?: number;
  daysAhead?: number;
  priceText?: string | null;
  /** The resources that give it; every resource of the account when not given. */
  resourceIds?: readonly string[];
  /** The agents that offer it. */
  agentIds?: readonly string[];
};

/** The name of the resource an account gets with its first service. */
export const DEFAULT_RESOURCE_NAME = 'Your team';

/** The account's resources, oldest first. */
export async function listResources(accountId: AccountId, db: Database) {
  return db
    .select()
    .from(bookingResource)
    .where(ownedBy(bookingResource, accountId))
    .orderBy(bookingResource.createdAt, bookingResource.id);
}

export async function addResource(accountId: AccountId, db: Database, name: string) {
  const [row] = await db
    .insert(bookingResource)
    .values({ id: randomUUID(), accountId, name })
    .returning();
  return row!;
}

/** A service, given by the resources named (or all of them, and one made if there is none). */
export async function addService(accountId: AccountId, db: Database, input: NewService) {
  return db.transaction(async (tx) => {
    let resourceIds = input.resourceIds ?? (await listResources(accountId, tx)).map((r) => r.id);
    if (resourceIds.length === 0) {
      resourceIds = [(await addResource(accountId, tx, DEFAULT_RESOURCE_NAME)).id];
    }
    const [service] = await tx
      .insert(bookingService)
      .values({
        ...serviceDefaults,
        ...input,
        id: randomUUID(),
        accountId,
        priceText: input.priceText ?? null,
      })
      .returning();
    await tx
      .insert(bookingServiceResource)
      .values(resourceIds.map((resourceId) => ({ serviceId: service!.id, resourceId })));
    if (input.agentIds?.length) {
      await tx
        .insert(bookingServiceAgent)
        .values(input.agentIds.map((agentId) => ({ serviceId: service!.id, agentId })));
    }
    return service!;
  });
}

/** Replaces the weekly hours of the business (`resourceId` null) or of one resource. */
export async function setWeeklyHours(
  accountId: AccountId,
  db: Database,
  resourceId: string | null,
  hours: ReadonlyMap<Weekday, readonly OpenStretch[]>,
) {
  await db.transaction(async (tx) => {
    await tx
      .delete(bookingHours)
      .where(ownedBy(bookingHours, accountId, ofResource(bookingHours, resourceId)));
    const rows = [...hours].flatMap(([weekday, stretches]) =>
      stretches.map((stretch) => ({
        id: randomUUID(),
        accountId,
        resourceId,
        weekday,
        ...stretch,
      })),
    );
    if (rows.length > 0) await tx.insert(bookingHours).values(rows);
  });
}

/** Sets a day unlike its weekday for the business or one resource: its stretches, none if closed. */
export async function setDayException(
  accountId: AccountId,
  db: Database,
  resourceId: string | null,
  day: string,
  stretches: readonly OpenStretch[],
) {
  await db.transaction(async (tx) => {
    await tx
      .delete(bookingException)
      .where(
        ownedBy(
          bookingException,
          accountId,
          eq(bookingException.day, day),
          ofResource(bookingException, resourceId),
        ),
      );
    const rows = stretches.length
      ? stretches.map((stretch) => ({ id: randomUUID(), accountId, resourceId, day, ...stretch }))
      : [{ id: randomUUID(), accountId, resourceId, day, opensMinute: null, closesMinute: null }];
    await tx.insert(bookingException).values(rows);
  });
}

/** Replaces the business's days unlike their weekday. */
async function replaceDayExceptions(
  accountId: AccountId,
  db: Database,
  exceptions: readonly DayException[],
) {
  await db
    .delete(bookingException)
    .where(ownedBy(bookingException, accountId, isNull(bookingException.resourceId)));
  const rows = exceptions.flatMap(({ day, hours }): (typeof bookingException.$inferInsert)[] =>
    hours.length
      ? hours.map(({ opens, closes }) => ({
          id: randomUUID(),
          accountId,
          resourceId: null,
          day,
          opensMinute: minuteOfDay(opens),
          closesMinute: minuteOfDay(closes),
        }))
      : [
          {
            id: randomUUID(),
            accountId,
            resourceId: null,
            day,
            opensMinute: null,
            closesMinute: null,
          },
        ],
  );
  if (rows.length > 0) await db.insert(bookingException).values(rows);
}

function ofResource(
  table: typeof bookingHours | typeof bookingException,
  resourceId: string | null,
) {
  return resourceId === null ? isNull(table.resourceId) : eq(table.resourceId, resourceId);
}

/** The account's time zone (null until set) and the business's weekly hours. */
export async function getBookingSettings(
  accountId: AccountId,
  db: Database,
): Promise<BookingSettings> {
  const [[settings], hours, exceptions] = await Promise.all([
    db.select().from(bookingSettings).where(ownedBy(bookingSettings, accountId)).limit(1),
    db
      .select()
      .from(bookingHours)
      .where(ownedBy(bookingHours, accountId, isNull(bookingHours.resourceId)))
      .orderBy(bookingHours.weekday, bookingHours.opensMinute),
    db
      .select()
      .from(bookingException)
      .where(ownedBy(bookingException, accountId, isNull(bookingException.resourceId)))
      .orderBy(bookingException.day, bookingException.opensMinute),
  ]);
  const days = new Map<string, DayException>();
  for (const row of exceptions) {
    const day = days.get(row.day) ?? { day: row.day, hours: [] };
    if (row.opensMinute !== null && row.closesMinute !== null) {
      day.hours.push({ opens: wallTimeOf(row.opensMinute), closes: wallTimeOf(row.closesMinute) });
    }
    days.set(row.day, day);
  }
  return {
    timeZone: settings?.timeZone ?? null,
    weeklyHours: hours.map((row) => ({
      weekday: row.weekday,
      opens: wallTimeOf(row.opensMinute),
      closes: wallTimeOf(row.closesMinute),
    })),
    dayExceptions: [...days.values()],
  };
}

/** Stores the time zone and replaces the business's weekly hours, and its days unlike their weekday when given. */
export async function saveBookingSettings(
  accountId: AccountId,
  db: Database,
  input: BookingSettingsInput,
): Promise<BookingSettings> {
  const week = new Map<Weekday, OpenStretch[]>();
  for (const { weekday, opens, closes } of input.weeklyHours) {
    const day = weekday as Weekday;
    week.set(day, [
      ...(week.get(day) ?? []),
      { opensMinute: minuteOfDay(opens), closesMinute: minuteOfDay(closes) },
    ]);
  }
  await db.transaction(async (tx) => {
    await tx
      .insert(bookingSettings)
      .values({ accountId, timeZone: input.timeZone })
      .onConflictDoUpdate({
        target: bookingSettings.accountId,
        set: { timeZone: input.timeZone, updatedAt: new Date() },
      });
    await setWeeklyHours(accountId, tx, null, week);
    if (input.dayExceptions) await replaceDayExceptions(accountId, tx, input.dayExceptions);
  });
  return getBookingSettings(accountId, db);
}

const serviceView = (row: typeof bookingService.$inferSelect): Service => ({
  id: row.id,
  name: row.name,
  durationMinutes: row.durationMinutes,
  bufferBeforeMinutes: row.bufferBeforeMinutes,
  bufferAfterMinutes: row.bufferAfterMinutes,
  minimumNoticeMinutes: row.minimumNoticeMinutes,
  daysAhead: row.daysAhead,
  priceText: row.priceText,
});

/** The account's services, oldest first. */
export async function listServices(accountId: AccountId, db: Database) {
  const rows = await db
    .select()
    .from(bookingService)
    .where(ownedBy(bookingService, accountId))
    .orderBy(bookingService.createdAt, bookingService.id);
  return { services: rows.map(serviceView) };
}

/**
 * The services an agent offers its customers, oldest first: those that name it, and those that
 * name no agent (a business with one agent never has to choose).
 */
export async function servicesOfferedBy(accountId: AccountId, db: Database, agentId: string) {
  const named = db
    .select({ serviceId: bookingServiceAgent.serviceId })
    .from(bookingServiceAgent)
    .where(eq(bookingServiceAgent.serviceId, bookingService.id));
  const byAgent = db
    .select({ serviceId: bookingServiceAgent.serviceId })
    .from(bookingServiceAgent)
    .where(
      and(
        eq(bookingServiceAgent.serviceId, bookingService.id),
        eq(bookingServiceAgent.agentId, agentId),
      ),
    );
  return db
    .select()
    .from(bookingService)
    .where(ownedBy(bookingService, accountId, or(notExists(named), exists(byAgent))))
    .orderBy(bookingService.createdAt, bookingService.id);
}

/** One service of the account, or null. */
export async function findService(accountId: AccountId, db: Database, id: string) {
  const [row] = await db
    .select()
    .from(bookingService)
    .where(ownedBy(bookingService, accountId, eq(bookingService.id, id)))
    .limit(1);
  return row ?? null;
}

/** One service of the account, as the API shows it. */
export async function getServiceView(accountId: AccountId, db: Database, id: string) {
  const row = await findService(accountId, db, id);
  if (!row) throw serviceNotFound();
  return serviceView(row);
}

/** A new service, as the API shows it. */
export async function createService(accountId: AccountId, db: Database, input: NewService) {
  return serviceView(await addService(accountId, db, input));
}

/** Deletes a service; its bookings stay, with its name. */
export async function deleteService(accountId: AccountId, db: Database, id: string) {
  const [row] = await db
    .delete(bookingService)
    .where(ownedBy(bookingService, accountId, eq(bookingService.id, id)))
    .returning({ id: bookingService.id });
  if (!row) throw serviceNotFound();
  return { deleted: row.id };
}

/** The account's time zone, which its hours and slots are in; null until it is set. */
export async function timeZoneOf(accountId: AccountId, db: Database) {
  const [row] = await db
    .select({ timeZone: bookingSettings.timeZone })
    .from(bookingSettings)
    .where(ownedBy(bookingSettings, accountId))
    .limit(1);
  return row?.timeZone ?? null;
}
