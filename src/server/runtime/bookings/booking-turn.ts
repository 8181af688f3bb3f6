import { bookingChatCopy, OFFERED_SLOTS, slotLabel, whenSaid } from '@shared/booking-chat.ts';
import { manageBookingLink } from '@shared/paths.ts';
import type { WidgetLanguage } from '@shared/webchat.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import type { Mailer } from '@server/platform/mail/mailer.ts';
import { Conflict } from '@server/platform/errors/domain-errors.ts';
import type { FreeSlot } from '@server/core/bookings/available-slots.ts';
import {
  cancelBooking,
  confirmBooking,
  freeSlots,
  holdSlot,
} from '@server/core/bookings/booking-store.ts';
import { findBooking, upcomingBookingsOf } from '@server/core/bookings/customer-bookings.ts';
import { bookingConfirmationMail, bookingSenderOf } from '@server/core/bookings/booking-mails.ts';
import { rescheduleBooking } from '@server/core/bookings/reschedule-booking.ts';
import { findService, servicesOfferedBy } from '@server/core/bookings/service-store.ts';
import { contactOf } from '@server/core/conversations/conversation-store.ts';
import type { ConversationRow } from '@server/core/conversations/conversation-rows.ts';
import { asksForPerson } from '@server/runtime/answers/customer-intent.ts';
import { normalized } from '@server/core/conversations/message-language.ts';
import { languageOfMessage } from '@server/core/conversations/message-language.ts';
import { endFlow, flowOf, type FlowState, saveFlow } from './booking-flow-store.ts';
import {
  asksAboutBooking,
  asksForMore,
  asksToBook,
  contactIn,
  dayIn,
  labelChosen,
  leavesFlow,
  nameIn,
  numberChosen,
  timeIn,
  yesOrNo,
} from './booking-words.ts';
import { localDay, localTime, numbered, slotsToOffer, weekdayOf } from './slot-offer.ts';

/** What the agent says at a step of a booking: words, and the replies it offers as buttons. */
export type BookingReply = { text: string; choices: string[] };

export type BookingTurnInput = {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  accountId: AccountId;
  agentId: string;
  /** A test conversation (the portal's playground) goes through the steps but books nothing. */
  conversation: Pick<ConversationRow, 'id' | 'contactId' | 'test'>;
  text: string;
  now: Date;
};

type TurnOptions = {
  /**
   * Whether a wish to book starts the steps; false leaves booking to a model's tools. A promise
   * is awaited only when it matters, so its read can go with the turn's own.
   */
  startNew?: boolean | PromiseLike<boolean>;
  /** The time zone the account books in, read with the answer's reads; null when it takes none. */
  timeZone: PromiseLike<string | null>;
};

type Turn = BookingTurnInput & { timeZone: string };

/**
 * The agent's turn when the customer books, changes or cancels an appointment in the
 * conversation: the next question of the booking, or null when the message is not about one
 * (the agent answers it from its knowledge as any other). Every time offered is one the
 * server found free, and a time taken meanwhile is said so, with the next free ones.
 */
export async function bookingTurn(
  input: BookingTurnInput & TurnOptions,
): Promise<BookingReply | null> {
  const { db, accountId, conversation, text, now } = input;
  const timeZone = await input.timeZone;
  if (!timeZone) return null;
  const turn = { ...input, timeZone };
  const flow = await flowOf(accountId, db, conversation.id, now);
  if (flow) {
    if (asksForPerson(text)) {
      await leave(turn, flow);
      return null;
    }
    if (leavesFlow(text)) {
      await leave(turn, flow);
      return reply(bookingChatCopy[flow.language].stopped);
    }
    return continueFlow(turn, flow);
  }
  if ((await input.startNew) === false) return null;
  const about = asksAboutBooking(text);
  if (about) return startChange(turn, about, languageOfMessage(text) ?? 'en');
  const language = asksToBook(text);
  return language ? startBooking(turn, language) : null;
}

const reply = (text: string, choices: string[] = []): BookingReply => ({ text, choices });

/** Ends the flow, releasing a slot held for the customer. */
async function leave(turn: Turn, flow: FlowState) {
  if ('bookingId' in flow && flow.step !== 'cancel' && flow.step !== 'move') {
    const held = await findBooking(turn.accountId, turn.db, flow.bookingId);
    if (held?.status === 'held') await cancelBooking(turn.accountId, turn.db, held.id);
  }
  await endFlow(turn.accountId, turn.db, turn.conversation.id);
}

async function ask(turn: Turn, state: FlowState, answer: BookingReply) {
  await saveFlow(turn.accountId, turn.db, turn.conversation.id, state, turn.now);
  return answer;
}

async function startBooking(turn: Turn, language: WidgetLanguage): Promise<BookingReply | null> {
  const services = await servicesOfferedBy(turn.accountId, turn.db, turn.agentId);
  if (services.length === 0) return null;
  const said = normalized(turn.text);
  const named = services.find((service) => said.includes(normalized(service.name)));
  const only = services.length === 1 ? services[0] : named;
  if (only) return offerSlots(turn, { language, serviceId: only.id }, turn.text);
  const copy = bookingChatCopy[language];
  const names = services.map((service) => service.name);
  return ask(
    turn,
    { step: 'service', language, serviceIds: services.map((service) => service.id) },
    reply(numbered(copy.whichService, services.map(serviceLine)), names),
  );
}

const serviceLine = (service: {
  name: string;
  durationMinutes: number;
  priceText: string | null;
}) =>
  [service.name, `${service.durationMinutes} min`, service.priceText].filter(Boolean).join(', ');

/**
 * Offers the service's next free times: on the day the customer named, when they named one
 * ("tomorrow", "Friday"), or after the last time offered when they asked for later ones.
 */
async function offerSlots(
  turn: Turn,
  at: { language: WidgetLanguage; serviceId: string; moving?: string; after?: Date; lead?: string },
  said = '',
): Promise<BookingReply | null> {
  const { language, serviceId } = at;
  const copy = bookingChatCopy[language];
  const service = await findService(turn.accountId, turn.db, serviceId);
  if (!service) return null;
  // A booking being changed leaves its own time free to move into.
  const reading = at.moving ? { ignoring: at.moving } : {};
  const all = (await freeSlots(turn.accountId, turn.db, serviceId, turn, reading)) ?? [];
  const later = at.after ? all.filter((slot) => slot.startsAt > at.after!) : all;
  const day = dayAsked(turn, said);
  const onDay = day ? later.filter((slot) => localDay(slot.startsAt, turn.timeZone) === day) : [];
  const time = timeIn(said);
  const exact = time && matchingTime(onDay.length ? onDay : later, turn.timeZone, time);
  if (exact && !at.lead) {
    return chooseSlot(turn, at, exact.startsAt);
  }
  const offered = onDay.length ? onDay.slice(0, OFFERED_SLOTS) : slotsToOffer(later, turn.timeZone);
  if (offered.length === 0) {
    await endFlow(turn.accountId, turn.db, turn.conversation.id);
    return reply(copy.noFreeTimes(service.name));
  }
  const labels = offered.map((slot) => slotLabel(language, turn.timeZone, slot.startsAt));
  const intro = [
    at.lead ?? (day && !onDay.length ? copy.dayHasNoTimes : null),
    copy.freeTimes(service.name, turn.timeZone),
  ]
    .filter(Boolean)
    .join(' ');
  return ask(
    turn,
    {
      step: 'slot',
      language,
      serviceId,
      offered: offered.map((slot) => slot.startsAt.toISOString()),
      ...(at.moving ? { moving: at.moving } : {}),
    },
    reply(numbered(intro, labels), [...labels, copy.moreTimes]),
  );
}

/** The business's day the customer named ("today", "tomorrow", "on Friday"), if any. */
function dayAsked(turn: Turn, said: string): string | null {
  const day = dayIn(said);
  if (day === null) return null;
  const today = localDay(turn.now, turn.timeZone);
  const shift = (days: number) =>
    new Date(Date.parse(`${today}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  if (day === 'today') return today;
  if (day === 'tomorrow') return shift(1);
  return shift((day - weekdayOf(today) + 7) % 7);
}

const matchingTime = (
  slots: readonly FreeSlot[],
  timeZone: string,
  time: { hour: number; minute: number },
) =>
  slots.find((slot) => {
    const shown = localTime(slot.startsAt, timeZone);
    return shown.hour === time.hour && shown.minute === time.minute;
  });

async function continueFlow(turn: Turn, flow: FlowState): Promise<BookingReply | null> {
  const copy = bookingChatCopy[flow.language];
  switch (flow.step) {
    case 'service': {
      const services = (
        await Promise.all(flow.serviceIds.map((id) => findService(turn.accountId, turn.db, id)))
      ).filter((service) => service !== null);
      const names = services.map((service) => service.name);
      const chosen =
        numberChosen(turn.text, names.length) ??
        labelChosen(turn.text, names) ??
        names.findIndex((name) => normalized(turn.text).includes(normalized(name)));
      if (chosen === null || chosen < 0) {
        return notUnderstood(
          turn,
          flow,
          numbered(copy.whichService, services.map(serviceLine)),
          names,
        );
      }
      return offerSlots(
        turn,
        { language: flow.language, serviceId: services[chosen]!.id },
        turn.text,
      );
    }
    case 'slot':
      return answerSlot(turn, flow);
    case 'name': {
      const name = nameIn(turn.text);
      if (!name) return notUnderstood(turn, flow, copy.askName, []);
      return askContact(turn, { ...flow, step: 'contact', name, retried: false });
    }
    case 'contact': {
      const given = contactIn(turn.text);
      if (!given) return notUnderstood(turn, flow, copy.contactInvalid, []);
      return askConfirm(turn, { ...flow, step: 'confirm', ...given, retried: false });
    }
    case 'confirm': {
      const yes = yesOrNo(turn.text, copy);
      if (yes === null) {
        return notUnderstood(turn, flow, await summaryOf(turn, flow), [copy.yes, copy.no]);
      }
      if (!yes) {
        await leave(turn, flow);
        return reply(copy.notBooked);
      }
      return book(turn, flow);
    }
    case 'pick': {
      const bookings = await bookingsById(turn, flow.bookingIds);
      const labels = bookings.map((row) => bookingLabel(turn, flow.language, row));
      const chosen = numberChosen(turn.text, labels.length) ?? labelChosen(turn.text, labels);
      if (chosen === null)
        return notUnderstood(turn, flow, numbered(copy.whichBooking, labels), labels);
      return actOn(turn, flow.action, flow.language, bookings[chosen]!);
    }
    case 'cancel': {
      const yes = yesOrNo(turn.text, { yes: copy.cancelYes, no: copy.no });
      const row = await findBooking(turn.accountId, turn.db, flow.bookingId);
      if (yes === null && row) {
        return notUnderstood(
          turn,
          flow,
          copy.cancelQuestion(
            row.serviceName,
            whenSaid(flow.language, turn.timeZone, row.startsAt),
          ),
          [copy.cancelYes, copy.no],
        );
      }
      await endFlow(turn.accountId, turn.db, turn.conversation.id);
      if (!yes || !row) return reply(copy.keptBooking);
      await cancelBooking(turn.accountId, turn.db, row.id);
      return reply(
        copy.cancelled(row.serviceName, whenSaid(flow.language, turn.timeZone, row.startsAt)),
      );
    }
    case 'move': {
      const yes = yesOrNo(turn.text, copy);
      const row = await findBooking(turn.accountId, turn.db, flow.bookingId);
      if (yes === null && row) {
        return notUnderstood(turn, flow, moveQuestion(turn, flow, row.serviceName), [
          copy.yes,
          copy.no,
        ]);
      }
      if (!yes || !row) {
        await endFlow(turn.accountId, turn.db, turn.conversation.id);
        return reply(copy.keptBooking);
      }
      const moved = await rescheduleBooking(
        turn.accountId,
        turn.db,
        row.id,
        new Date(flow.startsAt),
        turn.now,
      ).catch((error: unknown) => {
        // Taken since it was offered: the next free times are offered instead.
        if (error instanceof Conflict && error.code === 'slot_taken') return null;
        throw error;
      });
      if (!moved) {
        return offerSlots(turn, {
          language: flow.language,
          serviceId: row.serviceId!,
          moving: row.id,
          lead: copy.slotTaken,
        });
      }
      await endFlow(turn.accountId, turn.db, turn.conversation.id);
      return reply(
        copy.moved(moved.serviceName, whenSaid(flow.language, turn.timeZone, moved.startsAt)),
      );
    }
  }
}

/**
 * A reply the step cannot read: asked again once with how to answer; a second one leaves the
 * booking, and the message is answered as any other (it was likely a question).
 */
async function notUnderstood(turn: Turn, flow: FlowState, question: string, choices: string[]) {
  if (flow.retried) {
    await leave(turn, flow);
    return null;
  }
  // A list's choices are explained; a question of words (a name, yes or no) is asked again.
  const fromList = ['service', 'slot', 'pick'].includes(flow.step);
  const text = fromList ? `${bookingChatCopy[flow.language].pickFromList}\n${question}` : question;
  return ask(turn, { ...flow, retried: true }, reply(text, choices));
}

async function answerSlot(turn: Turn, flow: Extract<FlowState, { step: 'slot' }>) {
  const copy = bookingChatCopy[flow.language];
  const labels = flow.offered.map((iso) => slotLabel(flow.language, turn.timeZone, new Date(iso)));
  const chosen = numberChosen(turn.text, labels.length) ?? labelChosen(turn.text, labels);
  if (chosen !== null) return chooseSlot(turn, flow, new Date(flow.offered[chosen]!));
  const time = timeIn(turn.text);
  const day = dayIn(turn.text);
  if (time && day === null) {
    const offered = flow.offered.find((iso) => {
      const shown = localTime(new Date(iso), turn.timeZone);
      return shown.hour === time.hour && shown.minute === time.minute;
    });
    if (offered) return chooseSlot(turn, flow, new Date(offered));
  }
  const at = { language: flow.language, serviceId: flow.serviceId, moving: flow.moving };
  if (time || day !== null) return offerSlots(turn, at, turn.text);
  if (asksForMore(turn.text, copy.moreTimes)) {
    const last = flow.offered.at(-1);
    return offerSlots(turn, { ...at, after: last ? new Date(last) : undefined });
  }
  const service = await findService(turn.accountId, turn.db, flow.serviceId);
  const intro = copy.freeTimes(service?.name ?? '', turn.timeZone);
  return notUnderstood(turn, flow, numbered(intro, labels), [...labels, copy.moreTimes]);
}

/** The customer chose a time: held for them (or, for a booking being changed, asked to confirm). */
async function chooseSlot(
  turn: Turn,
  flow: { language: WidgetLanguage; serviceId: string; moving?: string },
  startsAt: Date,
): Promise<BookingReply | null> {
  const copy = bookingChatCopy[flow.language];
  const taken = () =>
    offerSlots(turn, {
      language: flow.language,
      serviceId: flow.serviceId,
      moving: flow.moving,
      lead: copy.slotTaken,
    });
  const service = await findService(turn.accountId, turn.db, flow.serviceId);
  if (!service) return null;
  if (flow.moving) {
    const free = await freeSlots(
      turn.accountId,
      turn.db,
      flow.serviceId,
      { ...turn, within: { from: startsAt.getTime(), until: startsAt.getTime() + 1 } },
      { ignoring: flow.moving },
    );
    if (!free?.length) return taken();
    const state = {
      step: 'move' as const,
      language: flow.language,
      bookingId: flow.moving,
      startsAt: startsAt.toISOString(),
    };
    return ask(turn, state, reply(moveQuestion(turn, state, service.name), [copy.yes, copy.no]));
  }
  const contact = await contactOf(turn.db, turn.conversation.contactId);
  const held = await holdSlot(turn.accountId, turn.db, flow.serviceId, startsAt, turn, {
    contactId: turn.conversation.contactId,
    conversationId: turn.conversation.id,
    language: flow.language,
    name: contact?.name,
    email: contact?.email,
    phone: contact?.phone,
  });
  if (!held) return taken();
  const next = { language: flow.language, bookingId: held.id };
  if (!held.customerName) return ask(turn, { ...next, step: 'name' }, reply(copy.askName));
  return askContact(turn, { ...next, step: 'contact', name: held.customerName });
}

const moveQuestion = (
  turn: Turn,
  flow: { language: WidgetLanguage; startsAt: string },
  serviceName: string,
) => `${serviceName}: ${whenSaid(flow.language, turn.timeZone, new Date(flow.startsAt))}?`;

/** Asks how to reach the customer, unless the channel told it already. */
async function askContact(turn: Turn, flow: Extract<FlowState, { step: 'contact' }>) {
  const held = await findBooking(turn.accountId, turn.db, flow.bookingId);
  if (held?.customerEmail || held?.customerPhone) {
    return askConfirm(turn, {
      ...flow,
      step: 'confirm',
      email: held.customerEmail,
      phone: held.customerPhone,
    });
  }
  return ask(turn, flow, reply(bookingChatCopy[flow.language].askContact));
}

async function summaryOf(turn: Turn, flow: Extract<FlowState, { step: 'confirm' }>) {
  const held = await findBooking(turn.accountId, turn.db, flow.bookingId);
  const copy = bookingChatCopy[flow.language];
  const who = [flow.name, flow.email ?? flow.phone].filter(Boolean).join(', ');
  return held
    ? copy.summary(held.serviceName, whenSaid(flow.language, turn.timeZone, held.startsAt), who)
    : copy.summary('', '', who);
}

async function askConfirm(turn: Turn, flow: Extract<FlowState, { step: 'confirm' }>) {
  const copy = bookingChatCopy[flow.language];
  return ask(turn, flow, reply(await summaryOf(turn, flow), [copy.yes, copy.no]));
}

/**
 * Books what the customer confirmed. A hold that ran out while they typed is taken again if
 * the time is still free; otherwise they are told, and offered the next free times.
 */
async function book(turn: Turn, flow: Extract<FlowState, { step: 'confirm' }>) {
  const copy = bookingChatCopy[flow.language];
  const customer = { name: flow.name, email: flow.email, phone: flow.phone };
  const held = await findBooking(turn.accountId, turn.db, flow.bookingId);
  if (!held?.serviceId) {
    await endFlow(turn.accountId, turn.db, turn.conversation.id);
    return reply(copy.notBooked);
  }
  if (turn.conversation.test) {
    // The owner trying the agent sees every step but the booking: the time is given back.
    if (held.status === 'held') await cancelBooking(turn.accountId, turn.db, held.id);
    await endFlow(turn.accountId, turn.db, turn.conversation.id);
    return reply(
      copy.playgroundBooked(
        held.serviceName,
        whenSaid(flow.language, turn.timeZone, held.startsAt),
      ),
    );
  }
  let confirmed = await confirmBooking(turn.accountId, turn.db, held.id, turn.now, customer);
  if (!confirmed) {
    if (held.status === 'held') await cancelBooking(turn.accountId, turn.db, held.id);
    const again = await holdSlot(turn.accountId, turn.db, held.serviceId, held.startsAt, turn, {
      contactId: held.contactId,
      conversationId: held.conversationId,
      language: flow.language,
    });
    confirmed =
      again && (await confirmBooking(turn.accountId, turn.db, again.id, turn.now, customer));
  }
  if (!confirmed) {
    return offerSlots(turn, {
      language: flow.language,
      serviceId: held.serviceId,
      lead: copy.slotTaken,
    });
  }
  await endFlow(turn.accountId, turn.db, turn.conversation.id);
  const link = manageBookingLink(turn.publicUrl, confirmed.manageToken);
  const when = whenSaid(flow.language, turn.timeZone, confirmed.booking.startsAt);
  if (confirmed.booking.customerEmail) {
    const sender = await bookingSenderOf(turn.accountId, turn.db);
    turn.mailer.sendInBackground(
      bookingConfirmationMail(
        confirmed.booking,
        { language: flow.language, timeZone: turn.timeZone, sender },
        link,
      ),
    );
  }
  return reply(copy.booked(confirmed.booking.serviceName, when, link));
}

async function bookingsById(turn: Turn, ids: readonly string[]) {
  const rows = await Promise.all(ids.map((id) => findBooking(turn.accountId, turn.db, id)));
  return rows.filter((row) => row !== null && row.status === 'confirmed') as NonNullable<
    (typeof rows)[number]
  >[];
}

const bookingLabel = (
  turn: Turn,
  language: WidgetLanguage,
  row: { serviceName: string; startsAt: Date },
) => `${row.serviceName}, ${slotLabel(language, turn.timeZone, row.startsAt)}`;

/** "Cancel my appointment", "change my booking": the customer's upcoming one, or a choice of them. */
async function startChange(turn: Turn, action: 'cancel' | 'change', language: WidgetLanguage) {
  const copy = bookingChatCopy[language];
  const upcoming = await upcomingBookingsOf(
    turn.accountId,
    turn.db,
    { conversationId: turn.conversation.id, contactId: turn.conversation.contactId },
    turn.now,
  );
  if (upcoming.length === 0) return reply(copy.noUpcoming);
  if (upcoming.length === 1) return actOn(turn, action, language, upcoming[0]!);
  const labels = upcoming.map((row) => bookingLabel(turn, language, row));
  return ask(
    turn,
    { step: 'pick', action, language, bookingIds: upcoming.map((row) => row.id) },
    reply(numbered(copy.whichBooking, labels), labels),
  );
}

async function actOn(
  turn: Turn,
  action: 'cancel' | 'change',
  language: WidgetLanguage,
  row: { id: string; serviceId: string | null; serviceName: string; startsAt: Date },
) {
  const copy = bookingChatCopy[language];
  if (action === 'change' && row.serviceId) {
    return offerSlots(turn, { language, serviceId: row.serviceId, moving: row.id });
  }
  return ask(
    turn,
    { step: 'cancel', language, bookingId: row.id },
    reply(copy.cancelQuestion(row.serviceName, whenSaid(language, turn.timeZone, row.startsAt)), [
      copy.cancelYes,
      copy.no,
    ]),
  );
}
