import { randomUUID } from 'node:crypto';
import { and, eq, exists, inArray, isNull, notExists, or } from 'drizzle-orm';
import {
  bookingCopy,
  type BookingSettings,
  type BookingSettingsInput,
  type DayException,
  minuteOfDay,
  type OpenHours,
  type OpenStretch,
  type Service,
  serviceDefaults,
  type ServiceUpdate,
  type Weekday,
  wallTimeOf,
} from '@shared/bookings.ts';
import { type AccountId, lockAccount, ownedBy } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { InvalidInput, NotFound } from '@server/platform/errors/domain-errors.ts';
import {
  agent,
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

/** An id in the input that names none of the account's rows: refused beside the field it came in. */
const unknownChoice = (field: 'agentIds' | 'resourceIds', message: string) =>
  new InvalidInput(message, 'invalid_input', { [field]: message });

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

/** The ids once each: a list that names one twice would add its link twice. */
const distinct = (ids: readonly string[] | undefined) => ids && [...new Set(ids)];

/** Replaces the service's agents, its resources, or both: those given. */
async function linkService(
  db: Database,
  serviceId: string,
  { agentIds, resourceIds }: { agentIds?: readonly string[]; resourceIds?: readonly string[] },
) {
  if (agentIds) {
    await db.delete(bookingServiceAgent).where(eq(bookingServiceAgent.serviceId, serviceId));
    if (agentIds.length > 0) {
      await db
        .insert(bookingServiceAgent)
        .values(agentIds.map((agentId) => ({ serviceId, agentId })));
    }
  }
  if (resourceIds) {
    await db.delete(bookingServiceResource).where(eq(bookingServiceResource.serviceId, serviceId));
    if (resourceIds.length > 0) {
      await db
        .insert(bookingServiceResource)
        .values(resourceIds.map((resourceId) => ({ serviceId, resourceId })));
    }
  }
}

/**
 * A service, given by the resources named (or all of them, and one made if there is none);
 * agents and resources must be the account's.
 */
export async function addService(accountId: AccountId, db: Database, input: NewService) {
  return db.transaction(async (tx) => {
    // A resource added at the same time gives every service there is, and one deleted meanwhile
    // is not named: one waits for the other.
    await lockAccount(tx, accountId);
    await assertOwnChoices(accountId, tx, input);
    const { agentIds, resourceIds: named, ...fields } = input;
    let resourceIds =
      distinct(named) ?? (await listResources(accountId, tx)).map((resource) => resource.id);
    if (resourceIds.length === 0) {
      resourceIds = [(await addResource(accountId, tx, DEFAULT_RESOURCE_NAME)).id];
    }
    const [service] = await tx
      .insert(bookingService)
      .values({
        ...serviceDefaults,
        ...fields,
        id: randomUUID(),
        accountId,
        priceText: fields.priceText ?? null,
      })
      .returning();
    await linkService(tx, service!.id, { agentIds: distinct(agentIds) ?? [], resourceIds });
    return service!;
  });
}

/** Refuses agents and resources that are not the account's, naming the field. */
async function assertOwnChoices(
  accountId: AccountId,
  db: Database,
  { agentIds, resourceIds }: { agentIds?: readonly string[]; resourceIds?: readonly string[] },
) {
  if (agentIds?.length) {
    const known = await db
      .select({ id: agent.id })
      .from(agent)
      .where(ownedBy(agent, accountId, inArray(agent.id, [...agentIds])));
    if (known.length < new Set(agentIds).size) {
      throw unknownChoice('agentIds', bookingCopy.unknownAgent);
    }
  }
  if (resourceIds?.length) {
    const known = await db
      .select({ id: bookingResource.id })
      .from(bookingResource)
      .where(ownedBy(bookingResource, accountId, inArray(bookingResource.id, [...resourceIds])));
    if (known.length < new Set(resourceIds).size) {
      throw unknownChoice('resourceIds', bookingCopy.unknownResource);
    }
  }
}

/** Weekly hours as the API gives them, by weekday as they are stored. */
export function stretchesByWeekday(hours: readonly OpenHours[]) {
  const week = new Map<Weekday, OpenStretch[]>();
  for (const { weekday, opens, closes } of hours) {
    const day = weekday as Weekday;
    week.set(day, [
      ...(week.get(day) ?? []),
      { opensMinute: minuteOfDay(opens), closesMinute: minuteOfDay(closes) },
    ]);
  }
  return week;
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

/** Replaces the days unlike their weekday of the business (`resourceId` null) or of one resource. */
export async function replaceDayExceptions(
  accountId: AccountId,
  db: Database,
  resourceId: string | null,
  exceptions: readonly DayException[],
) {
  await db
    .delete(bookingException)
    .where(ownedBy(bookingException, accountId, ofResource(bookingException, resourceId)));
  const rows = exceptions.flatMap(({ day, hours }): (typeof bookingException.$inferInsert)[] =>
    (hours.length ? hours : [null]).map((stretch) => ({
      id: randomUUID(),
      accountId,
      resourceId,
      day,
      // A day without stretches is closed all day.
      opensMinute: stretch && minuteOfDay(stretch.opens),
      closesMinute: stretch && minuteOfDay(stretch.closes),
    })),
  );
  if (rows.length > 0) await db.insert(bookingException).values(rows);
}

/** Exception rows, ordered by day, as the days the API shows. */
export function dayExceptionsOf(rows: readonly (typeof bookingException.$inferSelect)[]) {
  const days = new Map<string, DayException>();
  for (const row of rows) {
    const day = days.get(row.day) ?? { day: row.day, hours: [] };
    if (row.opensMinute !== null && row.closesMinute !== null) {
      day.hours.push({ opens: wallTimeOf(row.opensMinute), closes: wallTimeOf(row.closesMinute) });
    }
    days.set(row.day, day);
  }
  return [...days.values()];
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
  return {
    timeZone: settings?.timeZone ?? null,
    weeklyHours: hours.map((row) => ({
      weekday: row.weekday,
      opens: wallTimeOf(row.opensMinute),
      closes: wallTimeOf(row.closesMinute),
    })),
    dayExceptions: dayExceptionsOf(exceptions),
  };
}

/** Stores the time zone and replaces the business's weekly hours, and its days unlike their weekday when given. */
export async function saveBookingSettings(
  accountId: AccountId,
  db: Database,
  input: BookingSettingsInput,
): Promise<BookingSettings> {
  const week = stretchesByWeekday(input.weeklyHours);
  await db.transaction(async (tx) => {
    await tx
      .insert(bookingSettings)
      .values({ accountId, timeZone: input.timeZone })
      .onConflictDoUpdate({
        target: bookingSettings.accountId,
        set: { timeZone: input.timeZone, updatedAt: new Date() },
      });
    await setWeeklyHours(accountId, tx, null, week);
    if (input.dayExceptions) {
      await replaceDayExceptions(accountId, tx, null, input.dayExceptions);
    }
  });
  return getBookingSettings(accountId, db);
}

type ServiceLinks = { agentIds: string[]; resourceIds: string[] };

/**
 * The agents and resources of the account's services (of one, given `serviceId`), by service,
 * each list oldest first: two queries, however many services.
 */
async function linksOf(accountId: AccountId, db: Database, serviceId?: string) {
  const [agents, resources] = await Promise.all([
    db
      .select({ serviceId: bookingServiceAgent.serviceId, id: bookingServiceAgent.agentId })
      .from(bookingServiceAgent)
      .innerJoin(agent, eq(agent.id, bookingServiceAgent.agentId))
      .where(
        ownedBy(
          agent,
          accountId,
          serviceId ? eq(bookingServiceAgent.serviceId, serviceId) : undefined,
        ),
      )
      .orderBy(agent.createdAt, agent.id),
    db
      .select({
        serviceId: bookingServiceResource.serviceId,
        id: bookingServiceResource.resourceId,
      })
      .from(bookingServiceResource)
      .innerJoin(bookingResource, eq(bookingResource.id, bookingServiceResource.resourceId))
      .where(
        ownedBy(
          bookingResource,
          accountId,
          serviceId ? eq(bookingServiceResource.serviceId, serviceId) : undefined,
        ),
      )
      .orderBy(bookingResource.createdAt, bookingResource.id),
  ]);
  const links = new Map<string, ServiceLinks>();
  const of = (id: string) => {
    const found = links.get(id) ?? { agentIds: [], resourceIds: [] };
    links.set(id, found);
    return found;
  };
  for (const link of agents) of(link.serviceId).agentIds.push(link.id);
  for (const link of resources) of(link.serviceId).resourceIds.push(link.id);
  return links;
}

const serviceView = (
  row: typeof bookingService.$inferSelect,
  links: ReadonlyMap<string, ServiceLinks>,
): Service => ({
  id: row.id,
  name: row.name,
  durationMinutes: row.durationMinutes,
  bufferBeforeMinutes: row.bufferBeforeMinutes,
  bufferAfterMinutes: row.bufferAfterMinutes,
  minimumNoticeMinutes: row.minimumNoticeMinutes,
  daysAhead: row.daysAhead,
  priceText: row.priceText,
  agentIds: links.get(row.id)?.agentIds ?? [],
  resourceIds: links.get(row.id)?.resourceIds ?? [],
});

/** The account's services, oldest first. */
export async function listServices(accountId: AccountId, db: Database) {
  const [rows, links] = await Promise.all([
    db
      .select()
      .from(bookingService)
      .where(ownedBy(bookingService, accountId))
      .orderBy(bookingService.createdAt, bookingService.id),
    linksOf(accountId, db),
  ]);
  return { services: rows.map((row) => serviceView(row, links)) };
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
  const [row, links] = await Promise.all([
    findService(accountId, db, id),
    linksOf(accountId, db, id),
  ]);
  if (!row) throw serviceNotFound();
  return serviceView(row, links);
}

/** A new service, as the API shows it; agents and resources must be the account's. */
export async function createService(accountId: AccountId, db: Database, input: NewService) {
  return getServiceView(accountId, db, (await addService(accountId, db, input)).id);
}

/**
 * Changes what is given of a service; agents and resources given replace its own. Its bookings
 * keep their times and buffers.
 */
export async function updateService(
  accountId: AccountId,
  db: Database,
  id: string,
  input: ServiceUpdate,
) {
  await db.transaction(async (tx) => {
    // Under the lock a resource's deletion takes: it never leaves the service without one.
    await lockAccount(tx, accountId);
    if (!(await findService(accountId, tx, id))) throw serviceNotFound();
    await assertOwnChoices(accountId, tx, input);
    const { agentIds, resourceIds, ...given } = input;
    const fields = Object.fromEntries(
      Object.entries(given).filter(([, value]) => value !== undefined),
    );
    if (Object.keys(fields).length > 0) {
      await tx
        .update(bookingService)
        .set(fields)
        .where(ownedBy(bookingService, accountId, eq(bookingService.id, id)));
    }
    await linkService(tx, id, { agentIds: distinct(agentIds), resourceIds: distinct(resourceIds) });
  });
  return getServiceView(accountId, db, id);
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
