import type { ChatCompletionTool } from 'openai/resources/chat/completions';
import { whenSaid } from '@shared/booking-chat.ts';
import { manageBookingLink } from '@shared/paths.ts';
import type { WidgetLanguage } from '@shared/webchat.ts';
import { Conflict } from '@server/platform/errors/domain-errors.ts';
import { bookingConfirmationMail, bookingSenderOf } from '@server/core/bookings/booking-mails.ts';
import {
  cancelBooking,
  confirmBooking,
  freeSlots,
  holdSlot,
} from '@server/core/bookings/booking-store.ts';
import { upcomingBookingsOf } from '@server/core/bookings/customer-bookings.ts';
import { rescheduleBooking } from '@server/core/bookings/reschedule-booking.ts';
import { servicesOfferedBy } from '@server/core/bookings/service-store.ts';
import { normalized } from '@server/core/conversations/message-language.ts';
import type { BookingTurnInput } from './booking-turn.ts';
import { languageOfMessage } from '@server/core/conversations/message-language.ts';
import { localDay, slotsToOffer } from './slot-offer.ts';

/**
 * What a model books with: tools to read free times, book, list, move and cancel the customer's
 * appointments. The server checks every call (the time is free now, inside the hours, the
 * booking is the customer's own) and answers in JSON, so the model can only say what the
 * server found; an error says why in a word the model can act on.
 */
export type BookingTools = {
  definitions: ChatCompletionTool[];
  /** The tool's answer to a call, as JSON text. */
  run: (name: string, argumentsText: string) => Promise<string>;
};

const tool = (
  name: string,
  description: string,
  properties: Record<string, { type: string; description: string }>,
  required: string[] = [],
): ChatCompletionTool => ({
  type: 'function',
  function: { name, description, parameters: { type: 'object', properties, required } },
});

const definitions: ChatCompletionTool[] = [
  tool(
    'check_availability',
    'The next free times of a service, or those of one day. Offer the customer only times this returns, as it words them.',
    {
      service: {
        type: 'string',
        description: 'The service, by its name; may be left out when there is one.',
      },
      day: {
        type: 'string',
        description:
          'A day as YYYY-MM-DD in the business’s time zone, when the customer asked for one.',
      },
    },
  ),
  tool(
    'book',
    'Books a time check_availability returned, once the customer chose it and gave a name and an email or phone.',
    {
      service: { type: 'string', description: 'The service, by its name.' },
      startsAt: {
        type: 'string',
        description: 'The chosen time’s startsAt, exactly as check_availability returned it.',
      },
      name: { type: 'string', description: 'The customer’s name.' },
      email: { type: 'string', description: 'The customer’s email address, if given.' },
      phone: { type: 'string', description: 'The customer’s phone number, if given.' },
    },
    ['startsAt', 'name'],
  ),
  tool(
    'my_bookings',
    'The customer’s upcoming appointments made in this conversation or by this contact.',
    {},
  ),
  tool(
    'reschedule',
    'Moves one of the customer’s appointments (from my_bookings) to a time check_availability returned.',
    {
      bookingId: { type: 'string', description: 'The appointment’s id, from my_bookings.' },
      startsAt: {
        type: 'string',
        description: 'The new time’s startsAt, from check_availability.',
      },
    },
    ['bookingId', 'startsAt'],
  ),
  tool(
    'cancel',
    'Cancels one of the customer’s appointments (from my_bookings), once they confirmed it.',
    { bookingId: { type: 'string', description: 'The appointment’s id, from my_bookings.' } },
    ['bookingId'],
  ),
];

const argumentsOf = (text: string): Record<string, unknown> => {
  try {
    const parsed: unknown = JSON.parse(text || '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};
const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The agent's booking tools in this conversation; none when it offers nothing to book. */
export async function bookingToolsFor(
  input: BookingTurnInput,
  /** The time zone the account books in, read with the answer's reads; null when it takes none. */
  booksIn: PromiseLike<string | null>,
): Promise<BookingTools | undefined> {
  const { db, accountId, agentId, conversation, now } = input;
  const zone = await booksIn;
  if (!zone) return undefined;
  const services = await servicesOfferedBy(accountId, db, agentId);
  if (services.length === 0) return undefined;
  const timeZone: string = zone;
  // Mails go out in the language the customer writes in, as far as their words tell.
  const language: WidgetLanguage = languageOfMessage(input.text) ?? 'en';
  const window = { timeZone, now };
  const said = (at: Date) => whenSaid(language, timeZone, at);

  const serviceNamed = (name: string) =>
    services.length === 1 && !name
      ? services[0]
      : (services.find((service) => normalized(service.name) === normalized(name)) ??
        services.find((service) => name && normalized(service.name).includes(normalized(name))));

  async function timesOf(serviceId: string, day?: string) {
    const slots = (await freeSlots(accountId, db, serviceId, window)) ?? [];
    const chosen = day
      ? slots.filter((slot) => localDay(slot.startsAt, timeZone) === day).slice(0, 12)
      : slotsToOffer(slots, timeZone);
    return chosen.map((slot) => ({
      startsAt: slot.startsAt.toISOString(),
      said: said(slot.startsAt),
    }));
  }

  const theirs = () =>
    upcomingBookingsOf(
      accountId,
      db,
      { conversationId: conversation.id, contactId: conversation.contactId },
      now,
    );

  const run = async (name: string, argumentsText: string): Promise<unknown> => {
    const args = argumentsOf(argumentsText);
    switch (name) {
      case 'check_availability': {
        const service = serviceNamed(textOf(args.service));
        if (!service) return { error: 'choose_service', services: services.map((s) => s.name) };
        const day = /^\d{4}-\d{2}-\d{2}$/.test(textOf(args.day)) ? textOf(args.day) : undefined;
        return { service: service.name, timeZone, times: await timesOf(service.id, day) };
      }
      case 'book': {
        const service = serviceNamed(textOf(args.service));
        if (!service) return { error: 'choose_service', services: services.map((s) => s.name) };
        const startsAt = new Date(textOf(args.startsAt));
        const customer = {
          name: textOf(args.name),
          email: textOf(args.email) || null,
          phone: textOf(args.phone) || null,
        };
        if (!customer.name || !(customer.email || customer.phone)) {
          return { error: 'name_and_email_or_phone_needed' };
        }
        const held = Number.isNaN(startsAt.getTime())
          ? null
          : await holdSlot(accountId, db, service.id, startsAt, window, {
              contactId: conversation.contactId,
              conversationId: conversation.id,
              language,
              ...customer,
            });
        if (held && conversation.test) {
          // The owner trying the agent: the time was free, and is given back.
          await cancelBooking(accountId, db, held.id);
          return {
            playgroundTest: {
              service: service.name,
              when: said(held.startsAt),
              note: 'This is the owner testing in the playground: nothing was booked. Say so.',
            },
          };
        }
        const confirmed = held && (await confirmBooking(accountId, db, held.id, now, customer));
        if (!confirmed) return { error: 'time_not_free', times: await timesOf(service.id) };
        const link = manageBookingLink(input.publicUrl, confirmed.manageToken);
        if (customer.email) {
          const sender = await bookingSenderOf(accountId, db);
          input.mailer.sendInBackground(
            bookingConfirmationMail(confirmed.booking, { language, timeZone, sender }, link),
          );
        }
        return {
          booked: {
            service: service.name,
            when: said(confirmed.booking.startsAt),
            manageLink: link,
          },
        };
      }
      case 'my_bookings':
        return {
          bookings: (await theirs()).map((row) => ({
            bookingId: row.id,
            service: row.serviceName,
            when: said(row.startsAt),
          })),
        };
      case 'reschedule':
      case 'cancel': {
        const booking = (await theirs()).find((row) => row.id === textOf(args.bookingId));
        if (!booking) return { error: 'not_their_booking' };
        if (name === 'cancel') {
          await cancelBooking(accountId, db, booking.id);
          return { cancelled: { service: booking.serviceName, when: said(booking.startsAt) } };
        }
        const startsAt = new Date(textOf(args.startsAt));
        try {
          const moved = await rescheduleBooking(accountId, db, booking.id, startsAt, now);
          return { moved: { service: moved.serviceName, when: said(moved.startsAt) } };
        } catch (error) {
          if (!(error instanceof Conflict) && !Number.isNaN(startsAt.getTime())) throw error;
          return {
            error: 'time_not_free',
            times: booking.serviceId ? await timesOf(booking.serviceId) : [],
          };
        }
      }
      default:
        return { error: 'unknown_tool' };
    }
  };

  return { definitions, run: async (name, text) => JSON.stringify(await run(name, text)) };
}
