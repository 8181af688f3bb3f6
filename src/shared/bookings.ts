import { z } from 'zod';

/**
 * Bookings: what a customer can book (a service), who or what it takes (a resource: a person,
 * a car, a bay), when the business opens, and each booking's life.
 */

/** A booking is held while the customer confirms the slot offered, then confirmed, or cancelled. */
export const bookingStatuses = ['held', 'confirmed', 'cancelled'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** How long a slot offered to a customer stays theirs before it is free again. */
export const BOOKING_HOLD_MINUTES = 5;

/** A service's defaults when the owner sets none. */
export const serviceDefaults = {
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minimumNoticeMinutes: 120,
  daysAhead: 60,
} as const;

/** ISO weekdays, 1 (Monday) to 7 (Sunday), as opening hours name them. */
export const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof weekdays)[number];

/** One stretch of a day the business (or a resource) is open, in minutes after midnight. */
export type OpenStretch = { opensMinute: number; closesMinute: number };

/** A time of day on the wall clock, "HH:MM" (24:00 closes at midnight). */
export const wallTime = z
  .string({ error: 'Enter a time as HH:MM.' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'Enter a time as HH:MM, such as 09:00.');

export const minuteOfDay = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
export const wallTimeOf = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** Whether the runtime knows `zone` as an IANA time zone ("Europe/Lisbon", "UTC"). */
export function isTimeZone(zone: string) {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}

const openHoursSchema = z
  .object({
    weekday: z
      .number({ error: 'Choose a weekday from 1 (Monday) to 7 (Sunday).' })
      .int('Choose a weekday from 1 (Monday) to 7 (Sunday).')
      .min(1, 'Choose a weekday from 1 (Monday) to 7 (Sunday).')
      .max(7, 'Choose a weekday from 1 (Monday) to 7 (Sunday).'),
    opens: wallTime,
    closes: wallTime,
  })
  .refine((hours) => minuteOfDay(hours.closes) > minuteOfDay(hours.opens), {
    message: 'Closing comes after opening.',
    path: ['closes'],
  });
export type OpenHours = z.infer<typeof openHoursSchema>;

/** The most stretches a week may have: a few a day. */
export const WEEKLY_STRETCHES_MAX = 42;
/** The most days unlike their weekday an account keeps: a year of them. */
export const DAY_EXCEPTIONS_MAX = 366;
/** The most stretches one such day may have. */
const DAY_STRETCHES_MAX = 6;

/** Whether a YYYY-MM-DD is a day of the calendar (no 30 February). */
const isCalendarDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;

/** A week's open stretches, several on a day for its breaks. */
export const weeklyHoursSchema = z
  .array(openHoursSchema, { error: 'List the opening hours.' })
  .max(WEEKLY_STRETCHES_MAX, `List at most ${WEEKLY_STRETCHES_MAX} opening stretches.`);

/** A day unlike its weekday (a holiday, a special day): its open stretches, none when closed. */
const dayExceptionSchema = z.object({
  day: z
    .string({ error: 'Enter the day as YYYY-MM-DD.' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the day as YYYY-MM-DD.')
    .refine(
      (day) => !Number.isNaN(Date.parse(day)) && isCalendarDay(day),
      'Enter a day that exists.',
    ),
  hours: z
    .array(
      z
        .object({ opens: wallTime, closes: wallTime })
        .refine((hours) => minuteOfDay(hours.closes) > minuteOfDay(hours.opens), {
          message: 'Closing comes after opening.',
          path: ['closes'],
        }),
      { error: 'List the day’s opening hours, or none if it is closed.' },
    )
    .max(DAY_STRETCHES_MAX, `List at most ${DAY_STRETCHES_MAX} stretches on one day.`),
});
export type DayException = z.infer<typeof dayExceptionSchema>;

/** The days unlike their weekday, each once. */
const dayExceptionListSchema = z
  .array(dayExceptionSchema, { error: 'List the days unlike their weekday.' })
  .max(DAY_EXCEPTIONS_MAX, `List at most ${DAY_EXCEPTIONS_MAX} days.`)
  .refine(
    (days) => new Set(days.map((exception) => exception.day)).size === days.length,
    'List each day once.',
  );

/** PUT /api/v1/booking-settings; GET answers the same, `timeZone` null until first saved. */
export const bookingSettingsInputSchema = z
  .object({
    timeZone: z
      .string({ error: 'Choose a time zone.' })
      .max(64, 'Choose a time zone from the list.')
      .refine(isTimeZone, 'Choose a time zone from the list, such as Europe/Lisbon.'),
    weeklyHours: weeklyHoursSchema,
    /** Replaces the days unlike their weekday when given; they stay as they are when not. */
    dayExceptions: dayExceptionListSchema.optional(),
  })
  .strict();
export type BookingSettingsInput = z.infer<typeof bookingSettingsInputSchema>;
export const bookingSettingsSchema = bookingSettingsInputSchema.extend({
  timeZone: z.string().nullable(),
  dayExceptions: z.array(dayExceptionSchema),
});
export type BookingSettings = z.infer<typeof bookingSettingsSchema>;

/** The most agents or resources one service names. */
const RELATED_IDS_MAX = 50;

const minutes = (what: string, max: number) =>
  z
    .number({ error: `Enter ${what} in minutes.` })
    .int(`Enter ${what} in whole minutes.`)
    .min(0, `Enter ${what} of 0 minutes or more.`)
    .max(max, `Enter ${what} of at most ${max} minutes.`);

/** POST /api/v1/services. */
export const serviceInputSchema = z
  .object({
    name: z
      .string({ error: 'Enter the service’s name.' })
      .trim()
      .min(1, 'Enter the service’s name.')
      .max(120, 'Keep the name under 121 characters.'),
    durationMinutes: minutes('its length', 24 * 60).refine(
      (length) => length >= 5,
      'A service lasts 5 minutes or more.',
    ),
    bufferBeforeMinutes: minutes('the time kept free before', 240).optional(),
    bufferAfterMinutes: minutes('the time kept free after', 240).optional(),
    minimumNoticeMinutes: minutes('the notice', 30 * 24 * 60).optional(),
    daysAhead: z
      .number({ error: 'Enter how many days ahead it can be booked.' })
      .int('Enter a whole number of days.')
      .min(1, 'Allow booking at least 1 day ahead.')
      .max(365, 'Allow booking at most 365 days ahead.')
      .optional(),
    priceText: z.string().trim().max(120, 'Keep the price under 121 characters.').nullish(),
    /** The agents that offer it; none named: every agent does (a business with one never chooses). */
    agentIds: z
      .array(z.string({ error: 'Choose agents from the list.' }), {
        error: 'Choose agents from the list.',
      })
      .max(RELATED_IDS_MAX, `Choose at most ${RELATED_IDS_MAX} agents.`)
      .optional(),
    /** The resources that give it, one free at the time booked; every resource when not given. */
    resourceIds: z
      .array(z.string({ error: 'Choose who or what gives it from the list.' }), {
        error: 'Choose who or what gives it from the list.',
      })
      .min(1, 'Choose at least one person or thing that gives this service.')
      .max(RELATED_IDS_MAX, `Choose at most ${RELATED_IDS_MAX}.`)
      .optional(),
  })
  .strict();
export type ServiceInput = z.infer<typeof serviceInputSchema>;
/** PATCH /api/v1/services/:id: what is given changes, the rest stays. */
export const serviceUpdateSchema = serviceInputSchema.partial().strict();
export type ServiceUpdate = z.infer<typeof serviceUpdateSchema>;

export const serviceSchema = z.object({
  id: z.string(),
  name: z.string(),
  durationMinutes: z.number(),
  bufferBeforeMinutes: z.number(),
  bufferAfterMinutes: z.number(),
  minimumNoticeMinutes: z.number(),
  daysAhead: z.number(),
  priceText: z.string().nullable(),
  /** Empty: every agent offers it. */
  agentIds: z.array(z.string()),
  resourceIds: z.array(z.string()),
});
export type Service = z.infer<typeof serviceSchema>;
export const serviceListSchema = z.object({ services: z.array(serviceSchema) });
export const serviceDeletedSchema = z.object({ deleted: z.string() });

/** The most resources an account keeps. */
export const RESOURCES_MAX = 50;

/**
 * POST /api/v1/resources and PATCH /api/v1/resources/:id: who or what gives services (a person,
 * a car, a bay). `weeklyHours` null: the business's opening hours; a list: its own (empty: it
 * is never free). A new resource gives every service; each service says which give it.
 */
export const resourceInputSchema = z
  .object({
    name: z
      .string({ error: 'Enter a name, such as a person’s or a car’s.' })
      .trim()
      .min(1, 'Enter a name, such as a person’s or a car’s.')
      .max(80, 'Keep the name under 81 characters.'),
    weeklyHours: weeklyHoursSchema.nullable().optional(),
    /**
     * Its own days off and special days (a holiday, a day with other hours), which come before
     * the business's on those days; replaced when given.
     */
    dayExceptions: dayExceptionListSchema.optional(),
  })
  .strict();
export type ResourceInput = z.infer<typeof resourceInputSchema>;
export const resourceUpdateSchema = resourceInputSchema.partial().strict();
export type ResourceUpdate = z.infer<typeof resourceUpdateSchema>;
export const resourceSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Null: it keeps the business's opening hours. */
  weeklyHours: z.array(openHoursSchema).nullable(),
  dayExceptions: z.array(dayExceptionSchema),
});
export type Resource = z.infer<typeof resourceSchema>;
export const resourceListSchema = z.object({ resources: z.array(resourceSchema) });
export const resourceDeletedSchema = z.object({ deleted: z.string() });

/** The most days one request for slots or bookings covers. */
export const AVAILABILITY_DAYS_MAX = 31;

const firstDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the first day as YYYY-MM-DD.')
  .optional()
  .describe('The first day (YYYY-MM-DD, in the business’s time zone); today when not given.');
const dayCount = z.coerce
  .number({ error: 'Enter a number of days.' })
  .int('Enter a whole number of days.')
  .min(1, 'Ask for 1 day or more.')
  .max(AVAILABILITY_DAYS_MAX, `Ask for at most ${AVAILABILITY_DAYS_MAX} days.`)
  .optional()
  .describe(`How many days from the first (1 to ${AVAILABILITY_DAYS_MAX}); 7 when not given.`);

/** The days a request covers: GET /api/v1/services/:id/availability's and /api/v1/bookings' query. */
export const daysQuerySchema = z.object({ from: firstDay, days: dayCount });
export type DaysQuery = z.infer<typeof daysQuerySchema>;
/** GET /api/v1/services/:id/availability's query: the days, and a booking being moved. */
export const availabilityQuerySchema = daysQuerySchema.extend({
  moving: z
    .string()
    .max(64, 'Name the booking being moved by its id.')
    .optional()
    .describe('The id of a booking being moved: its own time counts as free.'),
});
export type AvailabilityQuery = z.infer<typeof availabilityQuerySchema>;

const slotSchema = z.object({
  startsAt: z.string(),
  endsAt: z.string(),
  /** The start on the business's wall clock, "YYYY-MM-DD HH:MM". */
  local: z.string(),
});
export const availabilitySchema = z.object({
  serviceId: z.string(),
  timeZone: z.string(),
  slots: z.array(slotSchema),
});
export type Availability = z.infer<typeof availabilitySchema>;

/** POST /api/v1/bookings: a booking a person of the business makes by hand. */
export const bookingInputSchema = z
  .object({
    serviceId: z.string({ error: 'Choose a service.' }),
    startsAt: z.iso.datetime({ offset: true, error: 'Choose a start time from the free slots.' }),
    customerName: z
      .string({ error: 'Enter the customer’s name.' })
      .trim()
      .min(1, 'Enter the customer’s name.')
      .max(120, 'Keep the name under 121 characters.'),
    customerEmail: z.email('Enter a valid email address.').max(254).nullish(),
    customerPhone: z.string().trim().max(40, 'Keep the phone under 41 characters.').nullish(),
  })
  .strict();
export type BookingInput = z.infer<typeof bookingInputSchema>;

export const bookingSchema = z.object({
  id: z.string(),
  /** Null once the service is deleted; its name stays. */
  serviceId: z.string().nullable(),
  serviceName: z.string(),
  /** Who or what gives it. */
  resourceName: z.string().nullable(),
  status: z.enum(bookingStatuses),
  startsAt: z.string(),
  endsAt: z.string(),
  customerName: z.string().nullable(),
  customerEmail: z.string().nullable(),
  customerPhone: z.string().nullable(),
});
export type Booking = z.infer<typeof bookingSchema>;
export const bookingListSchema = z.object({ bookings: z.array(bookingSchema) });

export const bookingCopy = {
  serviceNotFound: 'No such service.',
  bookingNotFound: 'No such booking.',
  slotGone: 'That time is no longer free. Choose another from the free slots.',
  noTimeZone: 'Set the time zone and opening hours first.',
  notConfirmed: 'This booking is cancelled, so its time can no longer be changed.',
  serviceGone: 'This service can no longer be booked, so the time cannot be changed.',
  bookingOver: 'This appointment is over, so there is nothing to manage any more.',
  resourceNotFound: 'No such person or resource.',
  unknownAgent: 'Choose agents of this account from the list.',
  unknownResource: 'Choose who or what gives it from the list.',
  resourceBooked: 'Bookings to come are with this person or resource. Move or cancel them first.',
  resourceNeeded: 'A service would be left with nobody to give it. Let someone else give it first.',
  tooManyResources: `An account keeps at most ${RESOURCES_MAX} people or resources.`,
} as const;

/**
 * POST /api/v1/bookings/:id/manage-link: a new link the customer manages the booking with, to
 * send them. The previous link stops working; this one stops when the appointment ends.
 */
export const manageLinkSchema = z.object({
  bookingId: z.string(),
  url: z.string(),
  expiresAt: z.string(),
});
export type ManageLink = z.infer<typeof manageLinkSchema>;

/**
 * A booking as its manage link shows it to the customer: never their email or phone, which
 * whoever holds the link need not learn.
 */
export const managedBookingSchema = z.object({
  serviceName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** The business's time zone, which the page says every time in. */
  timeZone: z.string(),
  businessName: z.string().nullable(),
  status: z.enum(['confirmed', 'cancelled']),
  customerName: z.string().nullable(),
  /** Until the appointment begins, a confirmed booking can be cancelled… */
  canCancel: z.boolean(),
  /** …and moved, while its service can still be booked. */
  canReschedule: z.boolean(),
});
export type ManagedBooking = z.infer<typeof managedBookingSchema>;

/** POST /api/public/bookings/:token/reschedule, and POST /api/v1/bookings/:id/reschedule. */
export const rescheduleInputSchema = z
  .object({
    startsAt: z.iso.datetime({ offset: true, error: 'Choose a new time from the free times.' }),
  })
  .strict();
export type RescheduleInput = z.infer<typeof rescheduleInputSchema>;

/** How often one address may call the manage link's API, and change bookings through it. */
export const manageBookingRateLimits = {
  requestsPerAddress: { window: 60, max: 120 },
  changesPerAddress: { window: 60 * 60, max: 20 },
} as const;

/** How many days of free times the manage page shows at once. */
export const MANAGE_BOOKING_DAYS = 14;

/** A time on the business's clock, said as such: "Tuesday 1 December, 10:00 (Europe/Lisbon time)". */
export function bookingTimeWords(instant: string | Date, timeZone: string) {
  const at = new Date(instant);
  const day = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(at);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
  }).format(at);
  return `${day}, ${time} (${timeZone} time)`;
}

/** A day of the calendar (YYYY-MM-DD) as a short label: "Tue 1 Dec". */
export const shortDayWords = (day: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(new Date(`${day}T12:00:00Z`));

/** The texts of a customer's manage link: its page and the refusals of its API. */
export const manageBookingCopy = {
  documentTitle: 'Your booking',
  loading: 'Loading your booking',
  loadFailed: 'Your booking could not be loaded. Check your connection and try again.',
  unknownTitle: 'Booking not found',
  unknownLink:
    'This link does not open any booking. Check that you opened the whole link from your message, or ask the business for a new one.',
  expiredTitle: 'This link has expired',
  expired:
    'This link has expired: the appointment it was for is over. For a new appointment, contact the business.',
  started: 'This appointment has already begun, so it can no longer be changed here.',
  tooMany: 'Too many requests from your connection. Wait a few minutes and try again.',
  overline: (businessName: string | null) => businessName ?? 'Your booking',
  when: 'When',
  bookedFor: 'Booked for',
  business: 'With',
  confirmed: 'Your appointment is booked.',
  cancelledStatus: 'This appointment is cancelled.',
  cancel: 'Cancel appointment',
  cancelTitle: 'Cancel this appointment?',
  cancelText: (service: string, when: string) =>
    `Your ${service} on ${when} will be cancelled and the time given to others. This cannot be undone.`,
  keep: 'Keep it',
  confirmCancel: 'Cancel appointment',
  cancelling: 'Cancelling...',
  cancelled: 'Your appointment is cancelled.',
  cancelFailed: 'The appointment could not be cancelled. Try again.',
  change: 'Change time',
  changeTitle: 'Choose a new time',
  changeHint: (timeZone: string) => `Times are in ${timeZone} time.`,
  days: 'Days with free times',
  times: (day: string) => `Free times on ${day}`,
  loadingTimes: 'Finding the free times',
  timesFailed: 'The free times could not be loaded. Try again.',
  noTimes: 'No free times on these days.',
  earlierDays: 'Earlier days',
  laterDays: 'Later days',
  chooseDay: 'Choose a day to see its free times.',
  confirmChange: 'Move my appointment',
  changeTo: (when: string) => `New time: ${when}`,
  changing: 'Moving...',
  keepTime: 'Keep the current time',
  changed: (when: string) => `Your appointment is now on ${when}.`,
  changeFailed: 'The time could not be changed. Try again.',
} as const;

export const weekdayNames: Record<Weekday, string> = {
  1: 'Monday',
  2: 'Tuesday',
  3: 'Wednesday',
  4: 'Thursday',
  5: 'Friday',
  6: 'Saturday',
  7: 'Sunday',
};

/** How many days of bookings the Appointments screen lists. */
export const LISTED_BOOKING_DAYS = 14;

export const appointmentsCopy = {
  subtitle: 'When customers can book, what they can book, and what is booked.',
  howAgentsBook:
    'Your agents offer these services’ free times to customers who ask to book, on every channel, and book them; connect Google or Apple Calendar so its busy times are never offered and bookings appear in it. You can also book customers in by hand.',
  bookings: {
    title: 'Upcoming bookings',
    subtitle: `Confirmed bookings in the next ${LISTED_BOOKING_DAYS} days, on your time zone’s clock.`,
    loading: 'Loading the bookings',
    loadFailed: 'The bookings could not be loaded.',
    empty: `No bookings in the next ${LISTED_BOOKING_DAYS} days.`,
    cancel: 'Cancel booking',
    cancelTitle: (service: string, when: string) => `Cancel the ${service} on ${when}?`,
    cancelText:
      'The time becomes free for other customers. The customer is told by email, if they gave one, and in the Telegram or WhatsApp chat they booked in.',
    keep: 'Keep it',
    confirmCancel: 'Cancel booking',
    cancelling: 'Cancelling...',
    cancelled: 'The booking is cancelled.',
    cancelFailed: 'The booking could not be cancelled. Try again.',
    add: 'New booking',
    dialogTitle: 'Book a customer in',
    service: 'Service',
    day: 'Day',
    time: 'Time',
    loadingTimes: 'Finding the free times',
    noTimes: 'No free time on this day. Choose another day.',
    needsService: 'Add a service first: a booking is always for one.',
    customerName: 'Customer’s name',
    customerEmail: 'Customer’s email (optional)',
    customerPhone: 'Customer’s phone (optional)',
    chooseTime: 'Choose a free time.',
    close: 'Cancel',
    save: 'Book',
    saving: 'Booking...',
    saveFailed: 'The booking could not be made. Try again.',
    booked: 'The booking is made.',
    byDay: (day: string, count: number) =>
      `${day}: ${count} ${count === 1 ? 'booking' : 'bookings'}`,
    filterService: 'Service',
    filterResource: 'With',
    anyService: 'All services',
    anyResource: 'Anyone',
    noneMatch: 'No bookings match these filters.',
    actions: (service: string, when: string) => `Actions for the ${service} on ${when}`,
    move: 'Change time',
    moveTitle: (service: string, customer: string | null) =>
      customer ? `New time for ${customer}’s ${service}` : `New time for the ${service}`,
    moveFrom: (when: string) => `Now: ${when}. Its own time counts as free.`,
    moveHint:
      'The customer is told the new time by email, if they gave one, and in the Telegram or WhatsApp chat they booked in.',
    moveSave: 'Move booking',
    moveSaving: 'Moving...',
    moved: 'The booking is moved and the customer is told.',
    moveFailed: 'The booking could not be moved. Try again.',
    serviceGone: 'Its service is deleted, so its time cannot be changed. Cancel it instead.',
  },
  resources: {
    title: 'Who gives your services',
    subtitle:
      'The people or things a booking takes: a salesperson, a car, a cleaning team, a bay. Each can be booked once at a time, so two of them can take two customers at once.',
    loading: 'Loading who gives your services',
    loadFailed: 'Who gives your services could not be loaded.',
    empty:
      'Nobody yet: the first service you add is given by “Your team”. Add people or things to take customers side by side.',
    add: 'Add person or resource',
    addTitle: 'Add a person or resource',
    editTitle: (name: string) => `Edit ${name}`,
    name: 'Name',
    nameHint: 'As your team says it, such as “Marta”, “Demo car 2” or “Bay 1”.',
    ownHours: 'Own hours, unlike the business’s',
    ownHoursHint: 'Otherwise it is free whenever the business is open.',
    exceptionsHint:
      'Their own days off, such as a holiday, and days with other hours. The business’s days off apply to them too, unless a day here says otherwise.',
    businessHours: 'Business hours',
    ownHoursSummary: (days: number) => `Own hours, ${days} ${days === 1 ? 'day' : 'days'} a week`,
    givesAll: 'New people and things give every service; choose on a service who gives it.',
    cancel: 'Cancel',
    save: 'Save',
    saving: 'Saving...',
    saveFailed: 'It could not be saved. Try again.',
    added: 'Added. It gives every service.',
    saved: 'Saved.',
    actions: (name: string) => `Actions for ${name}`,
    edit: (name: string) => `Edit ${name}`,
    delete: (name: string) => `Delete ${name}`,
    deleteTitle: (name: string) => `Delete ${name}?`,
    deleteText: 'It will no longer be booked. Its hours go with it.',
    deleteLabels: { cancel: 'Cancel', delete: 'Delete', deleting: 'Deleting...' },
    deleted: 'Deleted.',
    deleteFailed: 'It could not be deleted. Try again.',
  },
  services: {
    title: 'Services',
    subtitle: 'What customers can book, how long it takes, and the time kept free around it.',
    loading: 'Loading the services',
    loadFailed: 'The services could not be loaded.',
    empty: 'No services yet. Add what customers can book, such as a test drive or a cleaning.',
    add: 'Add service',
    dialogTitle: 'Add a service',
    name: 'Name',
    duration: 'Length in minutes',
    bufferBefore: 'Minutes kept free before',
    bufferAfter: 'Minutes kept free after',
    notice: 'Minimum notice in minutes',
    daysAhead: 'Bookable up to this many days ahead',
    price: 'Price (optional)',
    priceHint: 'As customers should read it, such as “€45” or “Free”.',
    cancel: 'Cancel',
    save: 'Add service',
    saving: 'Adding...',
    saveFailed: 'The service could not be added. Try again.',
    added: 'The service is added.',
    summary: (minutes: number, price: string | null) =>
      [`${minutes} min`, price].filter(Boolean).join(' · '),
    delete: (name: string) => `Delete ${name}`,
    deleteTitle: (name: string) => `Delete ${name}?`,
    deleteText: 'Customers can no longer book it. Its bookings stay.',
    deleteLabels: { cancel: 'Cancel', delete: 'Delete', deleting: 'Deleting...' },
    deleted: 'The service is deleted.',
    deleteFailed: 'The service could not be deleted. Try again.',
    actions: (name: string) => `Actions for ${name}`,
    edit: (name: string) => `Edit ${name}`,
    editTitle: (name: string) => `Edit ${name}`,
    update: 'Save service',
    updating: 'Saving...',
    updateFailed: 'The service could not be saved. Try again.',
    updated: 'The service is saved. Bookings already made keep their times.',
    agents: 'Offered by',
    agentsHint: 'None chosen: every agent offers it.',
    everyAgent: 'Every agent',
    resources: 'Given by',
    resourcesHint: 'A booking takes one of them that is free at that time.',
    offeredBy: (names: readonly string[]) => `Offered by ${names.join(', ')}`,
  },
  hours: {
    title: 'Opening hours',
    subtitle:
      'When services can be booked, on your clock: a day with two stretches has a break between them.',
    loading: 'Loading the opening hours',
    loadFailed: 'The opening hours could not be loaded.',
    timeZone: 'Time zone',
    timeZoneHint: 'Your hours and every booking are in this time zone.',
    closed: 'Closed',
    opens: 'Opens',
    closes: 'Closes',
    addHours: (day: string) => `Add hours on ${day}`,
    removeHours: (day: string) => `Remove these hours on ${day}`,
    save: 'Save hours',
    saving: 'Saving...',
    saved: 'The opening hours are saved.',
    saveFailed: 'The opening hours could not be saved. Try again.',
    exceptionsTitle: 'Days off and special hours',
    exceptionsHint:
      'Holidays and days with other hours than their weekday, such as Christmas Eve’s short day.',
    noExceptions: 'None. Every day keeps its weekday’s hours.',
    addException: 'Add a day',
    day: 'Day',
    closedAllDay: 'Closed all day',
    removeException: (day: string) => `Remove ${day}`,
    addDayHours: (day: string) => `Add hours on ${day}`,
    removeDayHours: (day: string) => `Remove these hours on ${day}`,
  },
} as const;
