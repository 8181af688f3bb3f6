import { count, eq, gt, isNotNull, notExists } from 'drizzle-orm';
import {
  bookingCopy,
  type OpenHours,
  type OpenStretch,
  type Resource,
  type ResourceInput,
  RESOURCES_MAX,
  type ResourceUpdate,
  wallTimeOf,
  type Weekday,
} from '@shared/bookings.ts';
import { type AccountId, lockAccount, ownedBy } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { Conflict, InvalidInput, NotFound } from '@server/platform/errors/domain-errors.ts';
import {
  booking,
  bookingException,
  bookingHours,
  bookingResource,
  bookingService,
  bookingServiceResource,
} from '@server/platform/db/schema.ts';
import {
  addResource,
  dayExceptionsOf,
  replaceDayExceptions,
  setWeeklyHours,
  stretchesByWeekday,
} from './service-store.ts';

/**
 * Who or what gives the account's services (a person, a car, a bay), each keeping the
 * business's opening hours or hours of its own. The account's first resource comes with its
 * first service (service-store.ts); this is the API's way to name more, change and remove them.
 */

export const resourceNotFound = () => new NotFound(bookingCopy.resourceNotFound);
const resourceBooked = () => new Conflict('resource_booked', bookingCopy.resourceBooked);
const resourceNeeded = () => new Conflict('resource_needed', bookingCopy.resourceNeeded);
// A limit on what the account keeps is refused like input, as the plan's agent limit is.
const tooManyResources = () => new InvalidInput(bookingCopy.tooManyResources, 'too_many_resources');

/**
 * A week of its own with no time in it: a resource without rows keeps the business's hours,
 * so "never free" is kept as one stretch that opens as it closes (the API refuses such a
 * stretch, so none is ever given).
 */
const neverOpen = () =>
  new Map<Weekday, OpenStretch[]>([[1, [{ opensMinute: 0, closesMinute: 0 }]]]);

/** The account's resources (one, given `id`) as the API shows them, oldest first. */
async function resourceViews(accountId: AccountId, db: Database, id?: string): Promise<Resource[]> {
  const [rows, hours, exceptions] = await Promise.all([
    db
      .select({ id: bookingResource.id, name: bookingResource.name })
      .from(bookingResource)
      .where(ownedBy(bookingResource, accountId, id ? eq(bookingResource.id, id) : undefined))
      .orderBy(bookingResource.createdAt, bookingResource.id),
    db
      .select()
      .from(bookingHours)
      .where(
        ownedBy(
          bookingHours,
          accountId,
          id ? eq(bookingHours.resourceId, id) : isNotNull(bookingHours.resourceId),
        ),
      )
      .orderBy(bookingHours.weekday, bookingHours.opensMinute),
    db
      .select()
      .from(bookingException)
      .where(
        ownedBy(
          bookingException,
          accountId,
          id ? eq(bookingException.resourceId, id) : isNotNull(bookingException.resourceId),
        ),
      )
      .orderBy(bookingException.day, bookingException.opensMinute),
  ]);
  return rows.map((row) => {
    const own = hours.filter((stretch) => stretch.resourceId === row.id);
    return {
      id: row.id,
      name: row.name,
      weeklyHours: own.length
        ? own
            .filter((stretch) => stretch.closesMinute > stretch.opensMinute)
            .map((stretch) => ({
              weekday: stretch.weekday,
              opens: wallTimeOf(stretch.opensMinute),
              closes: wallTimeOf(stretch.closesMinute),
            }))
        : null,
      dayExceptions: dayExceptionsOf(exceptions.filter((day) => day.resourceId === row.id)),
    };
  });
}

export async function listResourceViews(accountId: AccountId, db: Database) {
  return { resources: await resourceViews(accountId, db) };
}

export async function getResource(accountId: AccountId, db: Database, id: string) {
  const [resource] = await resourceViews(accountId, db, id);
  if (!resource) throw resourceNotFound();
  return resource;
}

/** Null: the business's hours (its own rows go); a list: its own, none of them never free. */
async function setOwnHours(
  accountId: AccountId,
  db: Database,
  resourceId: string,
  weeklyHours: readonly OpenHours[] | null,
) {
  const week =
    weeklyHours === null
      ? new Map<Weekday, OpenStretch[]>()
      : weeklyHours.length > 0
        ? stretchesByWeekday(weeklyHours)
        : neverOpen();
  await setWeeklyHours(accountId, db, resourceId, week);
}

/** A new resource, which gives every service there is; at most RESOURCES_MAX an account. */
export async function createResource(accountId: AccountId, db: Database, input: ResourceInput) {
  const id = await db.transaction(async (tx) => {
    // Under the account's lock the count holds, and a service added meanwhile waits to get it too.
    await lockAccount(tx, accountId);
    const [kept] = await tx
      .select({ count: count() })
      .from(bookingResource)
      .where(ownedBy(bookingResource, accountId));
    if ((kept?.count ?? 0) >= RESOURCES_MAX) throw tooManyResources();
    const resource = await addResource(accountId, tx, input.name);
    if (input.weeklyHours) await setOwnHours(accountId, tx, resource.id, input.weeklyHours);
    if (input.dayExceptions) {
      await replaceDayExceptions(accountId, tx, resource.id, input.dayExceptions);
    }
    const services = await tx
      .select({ id: bookingService.id })
      .from(bookingService)
      .where(ownedBy(bookingService, accountId));
    if (services.length > 0) {
      await tx
        .insert(bookingServiceResource)
        .values(services.map((service) => ({ serviceId: service.id, resourceId: resource.id })));
    }
    return resource.id;
  });
  return getResource(accountId, db, id);
}

/** Renames a resource or sets its hours, as given; its bookings stay as they are. */
export async function updateResource(
  accountId: AccountId,
  db: Database,
  id: string,
  input: ResourceUpdate,
) {
  await db.transaction(async (tx) => {
    const mine = ownedBy(bookingResource, accountId, eq(bookingResource.id, id));
    const [found] =
      input.name === undefined
        ? await tx.select({ id: bookingResource.id }).from(bookingResource).where(mine).limit(1)
        : await tx
            .update(bookingResource)
            .set({ name: input.name })
            .where(mine)
            .returning({ id: bookingResource.id });
    if (!found) throw resourceNotFound();
    if (input.weeklyHours !== undefined) {
      await setOwnHours(accountId, tx, id, input.weeklyHours);
    }
    if (input.dayExceptions) await replaceDayExceptions(accountId, tx, id, input.dayExceptions);
  });
  return getResource(accountId, db, id);
}

/**
 * Removes a resource with its hours and days (its past bookings stay, naming nobody). Refused
 * while a confirmed booking that has not ended is on it, or while a service has no other
 * resource to give it.
 */
export async function deleteResource(accountId: AccountId, db: Database, id: string, now: Date) {
  const toCome = (tx: Database) =>
    tx
      .select({ id: booking.id })
      .from(booking)
      .where(
        ownedBy(
          booking,
          accountId,
          eq(booking.resourceId, id),
          eq(booking.status, 'confirmed'),
          gt(booking.endsAt, now),
        ),
      )
      .limit(1);
  return db.transaction(async (tx) => {
    // A service's resources change only under this lock, so the one checked keeps another.
    await lockAccount(tx, accountId);
    const [found] = await tx
      .select({ id: bookingResource.id })
      .from(bookingResource)
      .where(ownedBy(bookingResource, accountId, eq(bookingResource.id, id)))
      .limit(1);
    if (!found) throw resourceNotFound();
    if ((await toCome(tx)).length > 0) throw resourceBooked();
    const links = await tx
      .select({
        serviceId: bookingServiceResource.serviceId,
        resourceId: bookingServiceResource.resourceId,
      })
      .from(bookingServiceResource)
      .innerJoin(bookingService, eq(bookingService.id, bookingServiceResource.serviceId))
      .where(ownedBy(bookingService, accountId));
    const given = links.filter((link) => link.resourceId === id).map((link) => link.serviceId);
    const alone = given.some(
      (serviceId) => !links.some((link) => link.serviceId === serviceId && link.resourceId !== id),
    );
    if (alone) throw resourceNeeded();
    // Bookings are made without the lock: the delete itself checks again for one to come.
    const [deleted] = await tx
      .delete(bookingResource)
      .where(ownedBy(bookingResource, accountId, eq(bookingResource.id, id), notExists(toCome(tx))))
      .returning({ id: bookingResource.id });
    if (!deleted) throw resourceBooked();
    return { deleted: deleted.id };
  });
}
