import { pathToFileURL } from 'node:url';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import { availabilitySchema, serviceSchema } from '@shared/bookings.ts';
import { type Radicale, startRadicale } from '../src/server/testing/radicale.ts';
import { caldavConnection } from '../src/server/platform/db/schema.ts';
import {
  jsonRequest,
  signedInAccount,
  startTestServer,
} from '../src/server/testing/test-server.ts';
import type { AnswerTargetRow } from './answers-bench.ts';
import { ms, percentile } from './stats.ts';

/** The issue's targets for bookings: free times read fast beside busy calendars, one winner. */
export const bookingTargets = {
  /** Days of free times one request asks for. */
  days: 30,
  /** Events in each of the two calendars that block time. */
  eventsPerCalendar: 500,
  availabilityP50Ms: 50,
  /** Customers confirming the same time at once. */
  concurrentBookings: 20,
} as const;

/** Availability requests timed, after one untimed. */
const REQUESTS = 60;

export type BookingFigures = {
  calendars: number;
  events: number;
  /** How long reading both calendars' busy times took (the connection's read, done on a schedule). */
  busyReadMs: number;
  /** Busy stretches kept on the connection after the read. */
  busyStretches: number;
  days: number;
  slotsPerRequest: number;
  availability: { requests: number; p50Ms: number; p95Ms: number };
  concurrent: { requests: number; booked: number; toldGone: number; other: number };
};

/** mulberry32: every run writes the same events. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const icsTime = (at: Date) => `${at.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** `count` events of 30 to 120 minutes in business hours over the next `days` days, as a calendar holds them. */
async function fillCalendar(radicale: Radicale, calendarUrl: string, count: number, seed: number) {
  const random = seeded(seed);
  const today = Date.UTC(
    new Date().getUTCFullYear(),
    new Date().getUTCMonth(),
    new Date().getUTCDate(),
  );
  for (let index = 0; index < count; index += 1) {
    const day = 1 + Math.floor(random() * bookingTargets.days);
    const start = new Date(
      today +
        day * 86_400_000 +
        (8 + Math.floor(random() * 10)) * 3_600_000 +
        Math.floor(random() * 4) * 900_000,
    );
    const end = new Date(start.getTime() + (30 + Math.floor(random() * 4) * 30) * 60_000);
    const uid = `bench-${seed}-${index}@example.com`;
    await radicale.putIcs(
      calendarUrl,
      `${uid}.ics`,
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Bench//EN',
        'BEGIN:VEVENT',
        `UID:${uid}`,
        `DTSTAMP:${icsTime(new Date())}`,
        `DTSTART:${icsTime(start)}`,
        `DTEND:${icsTime(end)}`,
        'SUMMARY:Busy',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
  }
}

/**
 * In this process, on a fresh embedded database: a business open every day 08:00–20:00 with a
 * one-hour service and a CalDAV connection (a real Radicale) whose two calendars hold 500 events
 * each over the next 30 days, both blocking time. Times the read of the busy times, then the
 * service's free times for 30 days through the API, then 20 customers confirming one time at once.
 */
export async function measureBookings(log: (line: string) => void): Promise<BookingFigures> {
  const radicale = await startRadicale();
  // Radicale is on 127.0.0.1, a private address the product refuses unless allowed.
  const server = await startTestServer('bench-bookings', {
    env: { ALLOW_PRIVATE_NETWORK: 'true' },
  });
  try {
    const app = server.app();
    const owner = await signedInAccount(app, server.database.db, { sampleData: false });
    const send = (method: string, path: string, body?: unknown) =>
      app.request(
        path,
        body === undefined
          ? { method, headers: owner.headers }
          : jsonRequest(method, body, owner.headers),
      );
    const weeklyHours = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      weekday,
      opens: '08:00',
      closes: '20:00',
    }));
    await send('PUT', apiPaths.bookingSettings, { timeZone: 'Europe/Lisbon', weeklyHours });
    const service = serviceSchema.parse(
      await (
        await send('POST', apiPaths.services, {
          name: 'Test drive',
          durationMinutes: 60,
          minimumNoticeMinutes: 0,
          daysAhead: 60,
        })
      ).json(),
    );
    const second = await radicale.makeCalendar('Work');
    log(`bookings: writing ${bookingTargets.eventsPerCalendar} events into each of two calendars`);
    await fillCalendar(radicale, radicale.calendarUrl, bookingTargets.eventsPerCalendar, 1);
    await fillCalendar(radicale, second, bookingTargets.eventsPerCalendar, 2);
    await send('PUT', apiPaths.appleCalendar, {
      serverUrl: radicale.url,
      username: radicale.username,
      password: radicale.password,
    });
    const reading = performance.now();
    const chose = await send('PATCH', apiPaths.appleCalendar, {
      busyCalendars: [radicale.calendarUrl, second],
      bookingCalendar: radicale.calendarUrl,
    });
    const busyReadMs = performance.now() - reading;
    if (chose.status !== 200) throw new Error(`Choosing the calendars answered ${chose.status}`);
    const [{ busy }] = (await server.database.db
      .select({ busy: caldavConnection.busy })
      .from(caldavConnection)) as [{ busy: unknown[] }];

    const path = `${apiPath(apiPaths.serviceAvailability, { id: service.id })}?days=${bookingTargets.days}`;
    const slots = availabilitySchema.parse(await (await send('GET', path)).json()).slots.length;
    const times: number[] = [];
    for (let index = 0; index < REQUESTS; index += 1) {
      const began = performance.now();
      const res = await send('GET', path);
      await res.arrayBuffer();
      times.push(performance.now() - began);
    }

    log(`bookings: ${bookingTargets.concurrentBookings} customers confirming one time at once`);
    // A time well ahead, from all the days the calendars fill: the first week's few free times
    // are gone once the day's own hours are over (a run late in the evening has none left).
    const free = availabilitySchema.parse(await (await send('GET', path)).json()).slots;
    const target = free[Math.floor(free.length / 2)];
    if (!target) throw new Error(`No free time in ${bookingTargets.days} days to book at once`);
    const answers = await Promise.all(
      Array.from({ length: bookingTargets.concurrentBookings }, (_, index) =>
        send('POST', apiPaths.bookings, {
          serviceId: service.id,
          startsAt: target.startsAt,
          customerName: `Customer ${index + 1}`,
        }),
      ),
    );
    const statuses = answers.map((res) => res.status);
    return {
      calendars: 2,
      events: 2 * bookingTargets.eventsPerCalendar,
      busyReadMs,
      busyStretches: busy.length,
      days: bookingTargets.days,
      slotsPerRequest: slots,
      availability: {
        requests: REQUESTS,
        p50Ms: percentile(times, 50),
        p95Ms: percentile(times, 95),
      },
      concurrent: {
        requests: statuses.length,
        booked: statuses.filter((status) => status === 201).length,
        toldGone: statuses.filter((status) => status === 409).length,
        other: statuses.filter((status) => status !== 201 && status !== 409).length,
      },
    };
  } finally {
    await server.close();
    await radicale.stop();
  }
}

/** The report's rows for the bookings' targets. */
export function bookingRows(figures: BookingFigures | undefined): AnswerTargetRow[] {
  const t = bookingTargets;
  return [
    {
      target: `Free times for ${t.days} days beside two calendars of ${t.eventsPerCalendar} events each: p50 < ${t.availabilityP50Ms} ms (embedded (PGlite))`,
      achieved: figures
        ? `${ms(figures.availability.p50Ms)} p50, ${ms(figures.availability.p95Ms)} p95 (${figures.slotsPerRequest} free times each)`
        : 'not measured (Radicale missing)',
      met: figures ? figures.availability.p50Ms < t.availabilityP50Ms : undefined,
    },
    {
      target: `${t.concurrentBookings} customers confirm one time at once: 1 booked, ${t.concurrentBookings - 1} told it is gone`,
      achieved: figures
        ? `${figures.concurrent.booked} booked, ${figures.concurrent.toldGone} told it is gone (409)${figures.concurrent.other ? `, ${figures.concurrent.other} other answers` : ''}`
        : 'not measured (Radicale missing)',
      met: figures
        ? figures.concurrent.booked === 1 &&
          figures.concurrent.toldGone === t.concurrentBookings - 1
        : undefined,
    },
  ];
}

/** The report's section on bookings. */
export function bookingSection(figures: BookingFigures | undefined): string {
  const lines = [
    '## Bookings',
    '',
    `In the benchmark's own process, on a fresh embedded database: a business open every day 08:00–20:00 with a one-hour service, connected to a real CalDAV server (Radicale) whose two calendars hold ${bookingTargets.eventsPerCalendar} events each over the next ${bookingTargets.days} days, both chosen to block time. The busy times are read once when the calendars are chosen (and then on a schedule), and kept on the connection: a request for free times never waits on the calendar server. Then ${REQUESTS} requests for ${bookingTargets.days} days of free times through the API, one after another, and ${bookingTargets.concurrentBookings} customers confirming the same time at once.`,
    '',
  ];
  if (!figures) return [...lines, 'Not measured: Radicale is not installed.'].join('\n');
  return [
    ...lines,
    `- Busy times read from ${figures.events} events in ${figures.calendars} calendars: ${ms(figures.busyReadMs)} (${figures.busyStretches} stretches kept).`,
    `- Free times for ${figures.days} days: ${ms(figures.availability.p50Ms)} p50, ${ms(figures.availability.p95Ms)} p95 over ${figures.availability.requests} requests, ${figures.slotsPerRequest} free times each.`,
    `- ${figures.concurrent.requests} customers confirming one time at once: ${figures.concurrent.booked} booked, ${figures.concurrent.toldGone} told it is gone.`,
  ].join('\n');
}

// `node --import tsx bench/bookings-bench.ts` measures bookings alone and prints the figures.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const figures = await measureBookings((line) => console.log(line));
  console.log(JSON.stringify(figures, null, 2));
  console.log(bookingSection(figures));
}
