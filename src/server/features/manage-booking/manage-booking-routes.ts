import { type Context, Hono } from 'hono';
import { validator } from 'hono/validator';
import { PUBLIC_API, publicApiPaths } from '@shared/api-paths.ts';
import {
  daysQuerySchema,
  manageBookingCopy,
  manageBookingRateLimits,
  rescheduleInputSchema,
} from '@shared/bookings.ts';
import { CLIENT_ADDRESS_HEADER, clientAddress } from '@server/platform/auth/client-address.ts';
import type { RateLimitStore } from '@server/platform/auth/memory-rate-limit-store.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { NotFound, TooMany } from '@server/platform/errors/domain-errors.ts';
import { jsonBody, queryOf } from '@server/platform/http/validate.ts';
import {
  cancelByLink,
  managedAvailability,
  managedBooking,
  rescheduleByLink,
} from './manage-booking.ts';

export type ManageBookingRouteOptions = {
  db: Database;
  /** Request counters per client address (shared through Redis when configured). */
  rateLimits: RateLimitStore;
  /** TRUST_PROXY: how the client's address is read. */
  trustedProxies: number;
  now?: () => Date;
};

/** What a manage link's token looks like; anything else opens nothing, without a query. */
const tokenPattern = /^[\w-]{20,128}$/;

const tokenParam = validator('param', (params: Record<string, string>) => {
  const token = params.token ?? '';
  if (!tokenPattern.test(token)) throw new NotFound(manageBookingCopy.unknownLink);
  return { token };
});

/**
 * The manage link's API, which the customer's page calls without an account: the token in the
 * path is the credential, and it opens only its own booking. Mounted before the account check
 * (it has none) and limited per client address, as the widget's public API is; its writes are
 * same-site only, like every state-changing request under /api.
 */
export function manageBookingRoutes({
  db,
  rateLimits,
  trustedProxies,
  now = () => new Date(),
}: ManageBookingRouteOptions) {
  const addressOf = (c: Context) => c.req.header(CLIENT_ADDRESS_HEADER) ?? 'unknown';

  async function limit(key: string, rule: { window: number; max: number }) {
    const { allowed } = await rateLimits.consume(`manage-booking:${key}`, rule);
    if (!allowed) throw new TooMany(manageBookingCopy.tooMany);
  }

  /** Moves and cancellations, counted once the request is valid. */
  const countChange = async (c: Context) =>
    limit(`changes:${addressOf(c)}`, manageBookingRateLimits.changesPerAddress);

  return new Hono()
    .use(`${PUBLIC_API}/bookings/*`, clientAddress({ trustedProxies }), async (c, next) => {
      // A customer's booking: kept by no browser cache or proxy, refusals included.
      c.header('cache-control', 'no-store');
      await limit(`requests:${addressOf(c)}`, manageBookingRateLimits.requestsPerAddress);
      await next();
    })
    .get(publicApiPaths.managedBooking, tokenParam, async (c) =>
      c.json(await managedBooking(db, c.req.valid('param').token, now())),
    )
    .get(
      publicApiPaths.managedBookingAvailability,
      tokenParam,
      queryOf(daysQuerySchema),
      async (c) =>
        c.json(
          await managedAvailability(db, c.req.valid('param').token, c.req.valid('query'), now()),
        ),
    )
    .post(
      publicApiPaths.managedBookingReschedule,
      tokenParam,
      jsonBody(rescheduleInputSchema, { startsAt: '2026-12-07T10:00:00Z' }),
      async (c) => {
        await countChange(c);
        return c.json(
          await rescheduleByLink(db, c.req.valid('param').token, c.req.valid('json'), now()),
        );
      },
    )
    .post(publicApiPaths.managedBookingCancel, tokenParam, async (c) => {
      await countChange(c);
      return c.json(await cancelByLink(db, c.req.valid('param').token, now()));
    });
}
