import { Hono } from 'hono';
import { apiPaths } from '@shared/api-paths.ts';
import { manageBookingLink } from '@shared/paths.ts';
import {
  availabilityQuerySchema,
  availabilitySchema,
  bookingInputSchema,
  bookingListSchema,
  bookingSchema,
  bookingSettingsInputSchema,
  bookingSettingsSchema,
  daysQuerySchema,
  manageLinkSchema,
  rescheduleInputSchema,
  serviceDeletedSchema,
  serviceInputSchema,
  serviceListSchema,
  serviceSchema,
  serviceUpdateSchema,
} from '@shared/bookings.ts';
import type { AccountVariables } from '@server/platform/auth/require-account.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import type { RuntimeDeps } from '@server/core/conversations/conversation-changes.ts';
import { created, ok, routeDocs } from '@server/platform/http/openapi.ts';
import { jsonBody, queryOf, rowIdParam } from '@server/platform/http/validate.ts';
import {
  availabilityOf,
  bookByHand,
  bookingNotFound,
  cancelBookingOf,
  getBooking,
  listBookings,
} from './booking-store.ts';
import { issueManageToken } from './manage-link.ts';
import { bookingCancelledMail, bookingMovedMail } from './booking-mails.ts';
import { moveBookingOf } from './reschedule-booking.ts';
import { tellCustomer } from './tell-customer.ts';
import {
  createService,
  deleteService,
  getBookingSettings,
  getServiceView,
  listServices,
  saveBookingSettings,
  serviceNotFound,
  updateService,
} from './service-store.ts';

const route = routeDocs('Bookings');

const serviceId = rowIdParam(serviceNotFound);
const bookingId = rowIdParam(bookingNotFound);

export type BookingRouteOptions = {
  /**
   * Where the customer's manage links point (PUBLIC_URL), and how a customer is told of what
   * the business does to their booking (mail, their conversation).
   */
  customers: RuntimeDeps;
  now?: () => Date;
};

/**
 * What customers can book and when, the free slots, and the bookings: the time zone and
 * weekly hours, the services, availability, bookings made by hand, cancelling, and the link a
 * customer manages their booking with.
 */
export function bookingRoutes(
  db: Database,
  { customers, now = () => new Date() }: BookingRouteOptions,
) {
  return new Hono<{ Variables: AccountVariables }>()
    .get(
      apiPaths.bookingSettings,
      route({
        operationId: 'getBookingSettings',
        summary: 'Get the time zone and opening hours',
        description:
          'The time zone (IANA, null until set) the opening hours and every slot are in; the weekly hours: one entry per open stretch, weekday 1 (Monday) to 7 (Sunday), several on a day for its breaks; and the days unlike their weekday, each with its stretches (none: closed).',
        answer: ok(bookingSettingsSchema, 'The time zone and hours.'),
      }),
      async (c) => c.json(await getBookingSettings(c.get('account').id, db)),
    )
    .put(
      apiPaths.bookingSettings,
      route({
        operationId: 'saveBookingSettings',
        summary: 'Set the time zone and opening hours',
        description:
          'Stores the time zone and replaces the weekly hours, and the days unlike their weekday (`dayExceptions`: a holiday with no hours, a special day with its own) when they are given; without them those days stay as they are. Times are on the wall clock of that zone, so a clock change moves nothing.',
        answer: ok(bookingSettingsSchema, 'The time zone and hours as stored.'),
      }),
      jsonBody(bookingSettingsInputSchema, {
        timeZone: 'Europe/Lisbon',
        weeklyHours: [
          { weekday: 1, opens: '09:00', closes: '13:00' },
          { weekday: 1, opens: '14:00', closes: '18:00' },
        ],
        dayExceptions: [
          { day: '2026-12-25', hours: [] },
          { day: '2026-12-24', hours: [{ opens: '09:00', closes: '13:00' }] },
        ],
      }),
      async (c) => c.json(await saveBookingSettings(c.get('account').id, db, c.req.valid('json'))),
    )
    .get(
      apiPaths.services,
      route({
        operationId: 'listServices',
        summary: 'List services',
        description: 'What customers can book, oldest first.',
        answer: ok(serviceListSchema, 'The services.'),
      }),
      async (c) => c.json(await listServices(c.get('account').id, db)),
    )
    .post(
      apiPaths.services,
      route({
        operationId: 'createService',
        summary: 'Create a service',
        description:
          'A service customers can book: its length, the minutes kept free before and after it (buffers), the minimum notice, how many days ahead, and a price as you word it. `resourceIds`: who or what gives it, one of them free at the time booked (every resource of the account when not given; one is made with the first service). `agentIds`: the agents that offer it to their customers (none: every agent). Refused (400, with the field) for an agent or resource that is not the account’s.',
        answer: created(serviceSchema, 'The new service.'),
      }),
      jsonBody(serviceInputSchema, { name: 'Test drive', durationMinutes: 45 }),
      async (c) => c.json(await createService(c.get('account').id, db, c.req.valid('json')), 201),
    )
    .get(
      apiPaths.service,
      route({
        operationId: 'getService',
        summary: 'Get a service',
        description: 'One service customers can book.',
        answer: ok(serviceSchema, 'The service.'),
      }),
      serviceId,
      async (c) => c.json(await getServiceView(c.get('account').id, db, c.req.valid('param').id)),
    )
    .patch(
      apiPaths.service,
      route({
        operationId: 'updateService',
        summary: 'Change a service',
        description:
          'Changes the fields given; the others stay. `agentIds` and `resourceIds`, when given, replace the service’s own (`agentIds` empty: every agent offers it). Bookings already made keep their times: a new length or new buffers apply to bookings made from then on. Refused (400, with the field) for an agent or resource that is not the account’s.',
        answer: ok(serviceSchema, 'The service as it is now.'),
      }),
      serviceId,
      jsonBody(serviceUpdateSchema, { durationMinutes: 60, bufferAfterMinutes: 15, agentIds: [] }),
      async (c) =>
        c.json(
          await updateService(
            c.get('account').id,
            db,
            c.req.valid('param').id,
            c.req.valid('json'),
          ),
        ),
    )
    .delete(
      apiPaths.service,
      route({
        operationId: 'deleteService',
        summary: 'Delete a service',
        description: 'Customers can no longer book it; its bookings stay, with its name.',
        answer: ok(serviceDeletedSchema, 'The id of the deleted service.'),
      }),
      serviceId,
      async (c) => c.json(await deleteService(c.get('account').id, db, c.req.valid('param').id)),
    )
    .get(
      apiPaths.serviceAvailability,
      route({
        operationId: 'getAvailability',
        summary: 'Free slots of a service',
        description:
          'The times the service can be booked on the days asked for: the opening hours less bookings (with buffers), the minimum notice and how far ahead it may be booked. Each slot in UTC and on the business’s wall clock. With `moving` (a booking’s id), that booking’s own time counts as free, to choose its new time; an unknown booking is refused (404). Refused (400, `no_time_zone`) until the time zone is set.',
        answer: ok(availabilitySchema, 'The free slots, earliest first.'),
      }),
      serviceId,
      queryOf(availabilityQuerySchema),
      async (c) =>
        c.json(
          await availabilityOf(
            c.get('account').id,
            db,
            c.req.valid('param').id,
            c.req.valid('query'),
            now(),
          ),
        ),
    )
    .get(
      apiPaths.bookings,
      route({
        operationId: 'listBookings',
        summary: 'List bookings',
        description:
          'The confirmed bookings that start on the days asked for (a week from today when not asked; days in the business’s time zone), earliest first.',
        answer: ok(bookingListSchema, 'The bookings.'),
      }),
      queryOf(daysQuerySchema),
      async (c) => c.json(await listBookings(c.get('account').id, db, c.req.valid('query'), now())),
    )
    .get(
      apiPaths.booking,
      route({
        operationId: 'getBooking',
        summary: 'Get a booking',
        description: 'One booking, confirmed or cancelled.',
        answer: ok(bookingSchema, 'The booking.'),
      }),
      bookingId,
      async (c) => c.json(await getBooking(c.get('account').id, db, c.req.valid('param').id)),
    )
    .post(
      apiPaths.bookings,
      route({
        operationId: 'createBooking',
        summary: 'Book a slot by hand',
        description:
          'Books a free slot of a service for a customer, confirmed at once. Refused (409, `slot_taken`) when the time is not, or no longer, free: no two bookings ever overlap on one resource.',
        answer: created(bookingSchema, 'The booking.'),
        refuses: ['NotFound', 'Conflict'],
      }),
      jsonBody(bookingInputSchema, {
        serviceId: '0b6f7a52-5a43-4a8e-9c55-3f1b6f0a9d21',
        startsAt: '2026-12-07T10:00:00Z',
        customerName: 'Marta Silva',
        customerEmail: 'marta@example.com',
      }),
      async (c) =>
        c.json(await bookByHand(c.get('account').id, db, c.req.valid('json'), now()), 201),
    )
    .post(
      apiPaths.bookingCancel,
      route({
        operationId: 'cancelBooking',
        summary: 'Cancel a booking',
        description:
          'Cancels the booking; its time is free again, and the customer is told: by mail when they gave an address, and in the Telegram or WhatsApp conversation they booked in. Cancelling twice changes nothing (and tells nobody again).',
        answer: ok(bookingSchema, 'The cancelled booking.'),
      }),
      bookingId,
      async (c) =>
        c.json(
          await cancelBookingOf(c.get('account').id, db, c.req.valid('param').id, (row) =>
            tellCustomer(customers, row, {
              mail: bookingCancelledMail,
              message: (said) => said.channelCancelled,
            }),
          ),
        ),
    )
    .post(
      apiPaths.bookingReschedule,
      route({
        operationId: 'rescheduleBooking',
        summary: 'Move a booking',
        description:
          'Moves a confirmed booking to another free time of its service (the free times with `moving` set to its id), possibly with another person or resource: the same booking, its manage link still working. Its old time is free again, and the customer is told of the new time: by mail when they gave an address, and in the Telegram or WhatsApp conversation they booked in; moved to the time it has, nobody is told. Refused (409) when the time is not free (`slot_taken`), the booking is cancelled (`booking_cancelled`) or its service was deleted (`service_gone`).',
        answer: ok(bookingSchema, 'The booking at its new time.'),
        refuses: ['Conflict'],
      }),
      bookingId,
      jsonBody(rescheduleInputSchema, { startsAt: '2026-12-07T11:00:00Z' }),
      async (c) =>
        c.json(
          await moveBookingOf(
            c.get('account').id,
            db,
            c.req.valid('param').id,
            new Date(c.req.valid('json').startsAt),
            now(),
            (row) =>
              tellCustomer(customers, row, {
                mail: bookingMovedMail,
                message: (said) => said.channelMoved,
              }),
          ),
        ),
    )
    .post(
      apiPaths.bookingManageLink,
      route({
        operationId: 'issueBookingManageLink',
        summary: 'Make a new manage link',
        description:
          'A new link for the customer to see, move or cancel the booking without an account, to send them (the link is shown this once). The link given before stops working. It works until the appointment ends. Refused (409) for a cancelled booking (`booking_cancelled`) or one that is over (`booking_over`).',
        answer: created(manageLinkSchema, 'The new link and when it stops working.'),
        refuses: ['Conflict'],
      }),
      bookingId,
      async (c) => {
        const { booking, manageToken } = await issueManageToken(
          c.get('account').id,
          db,
          c.req.valid('param').id,
          now(),
        );
        c.header('cache-control', 'no-store');
        return c.json(
          {
            bookingId: booking.id,
            url: manageBookingLink(customers.publicUrl, manageToken),
            expiresAt: booking.endsAt.toISOString(),
          },
          201,
        );
      },
    );
}
