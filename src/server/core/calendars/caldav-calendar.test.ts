import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboundFetch, fetchReaching } from '@server/platform/http/outbound-fetch.ts';
import { type Radicale, startRadicale } from '@server/testing/radicale.ts';
import {
  busyTimes,
  type CaldavAccount,
  CalendarRefused,
  deleteEvent,
  discoverCalendars,
  putEvent,
  updateEvent,
} from './caldav-calendar.ts';

let radicale: Radicale;
let account: CaldavAccount;
/** Radicale and the servers these tests start are on 127.0.0.1, a private address. */
const local = { fetch: createOutboundFetch({ allowPrivateNetwork: true }) };

beforeAll(async () => {
  radicale = await startRadicale();
  account = { serverUrl: radicale.url, username: radicale.username, password: radicale.password };
});

afterAll(async () => {
  await radicale?.stop();
});

/** A VCALENDAR of the given lines, as a calendar app would store it. */
const ics = (...lines: string[]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Example//Calendar//EN',
    ...lines,
    'END:VCALENDAR',
    '',
  ].join('\r\n');

const vevent = (uid: string, ...lines: string[]) => [
  'BEGIN:VEVENT',
  `UID:${uid}`,
  'DTSTAMP:20300101T000000Z',
  ...lines,
  'END:VEVENT',
];

/** Stores an object in the user's first calendar. */
const store = (text: string) => radicale.putIcs(radicale.calendarUrl, `${randomUUID()}.ics`, text);

const readBusy = async (from: string, until: string, timeZone = 'Europe/Lisbon') => {
  const busy = await busyTimes(account, [radicale.calendarUrl], {
    ...local,
    from: new Date(from),
    until: new Date(until),
    timeZone,
  });
  return busy.map(({ startsAt, endsAt }) => [startsAt.toISOString(), endsAt.toISOString()]);
};

/** The rules of New York's zone, under a name that is not an IANA zone: only the VTIMEZONE tells. */
const easternZone = [
  'BEGIN:VTIMEZONE',
  'TZID:Eastern Standard Time',
  'BEGIN:STANDARD',
  'DTSTART:20071104T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'TZNAME:EST',
  'END:STANDARD',
  'BEGIN:DAYLIGHT',
  'DTSTART:20070311T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'TZNAME:EDT',
  'END:DAYLIGHT',
  'END:VTIMEZONE',
];

const refusalOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(CalendarRefused);
  return (error as CalendarRefused).reason;
};

describe('discovering calendars', () => {
  it('finds the calendars that hold events, with their names and colours', async () => {
    const work = await radicale.makeCalendar('Work', { color: '#FF2968FF' });
    await radicale.makeCalendar('Tasks', { components: ['VTODO'] });

    const calendars = await discoverCalendars(account, local);

    expect(calendars.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { url: radicale.calendarUrl, name: 'Calendar', color: null, canWrite: true },
      { url: work, name: 'Work', color: '#FF2968FF', canWrite: true },
    ]);
  });

  it('finds the calendars on the host that keeps the calendar home, as iCloud has it', async () => {
    // A front server that names the home by a full URL on Radicale's own port, as
    // caldav.icloud.com names a home on a host of its own, and lists nothing itself.
    const home = new URL(`${radicale.username}/`, radicale.url).href;
    const front = createServer((req, res) => {
      void (async () => {
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        const path = req.url ?? '/';
        if (path.startsWith(new URL(home).pathname) && path !== new URL(home).pathname) {
          res.writeHead(404).end();
          return;
        }
        const answer = await fetch(new URL(path, radicale.url), {
          method: req.method,
          headers: Object.fromEntries(
            ['authorization', 'content-type', 'depth']
              .filter((name) => req.headers[name])
              .map((name) => [name, String(req.headers[name])]),
          ),
          body: chunks.length ? Buffer.concat(chunks) : undefined,
          redirect: 'manual',
        });
        const text = (await answer.text()).replace(
          /(calendar-home-set[^>]*>\s*<href[^>]*>)[^<]*/,
          `$1${home}`,
        );
        const location = answer.headers.get('location');
        res.writeHead(answer.status, {
          'content-type': answer.headers.get('content-type') ?? 'text/plain',
          ...(location ? { location } : {}),
        });
        res.end(text);
      })();
    });
    await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
    const { port } = front.address() as AddressInfo;
    try {
      const calendars = await discoverCalendars(
        { ...account, serverUrl: `http://127.0.0.1:${port}/` },
        local,
      );
      expect(calendars.map((calendar) => calendar.url)).toContain(radicale.calendarUrl);
    } finally {
      await new Promise((resolve) => front.close(resolve));
    }
  });

  it('says the password was refused when it is wrong', async () => {
    expect(await refusalOf(discoverCalendars({ ...account, password: 'wrong' }, local))).toBe(
      'unauthorized',
    );
  });

  it('says the server cannot be reached when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));

    const refusal = await refusalOf(
      discoverCalendars({ ...account, serverUrl: `http://127.0.0.1:${port}/` }, local),
    );
    expect(refusal).toBe('unreachable');
  });

  it('tells a web server that is not CalDAV from a refused password', async () => {
    const site: Server = createServer((_req, res) => {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('<html><body>Not Found</body></html>');
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    const { port } = site.address() as AddressInfo;
    try {
      const refusal = await refusalOf(
        discoverCalendars({ ...account, serverUrl: `http://127.0.0.1:${port}/` }, local),
      );
      expect(refusal).toBe('not_found');
    } finally {
      await new Promise((resolve) => site.close(resolve));
    }
  });

  it('stops when the caller gives up', async () => {
    const controller = new AbortController();
    controller.abort(new Error('gave up'));
    await expect(
      discoverCalendars(account, { ...local, signal: controller.signal }),
    ).rejects.toThrow('gave up');
  });
});

describe('a server on a private network', () => {
  it('is refused when the install does not allow private addresses', async () => {
    const product = { fetch: createOutboundFetch({ allowPrivateNetwork: false }) };
    expect(await refusalOf(discoverCalendars(account, product))).toBe('private_address');
    const range = { from: new Date('2031-01-01'), until: new Date('2031-01-02'), timeZone: 'UTC' };
    expect(
      await refusalOf(busyTimes(account, [radicale.calendarUrl], { ...range, ...product })),
    ).toBe('private_address');
  });

  it('is refused when an allowed server redirects to it', async () => {
    // 127.0.0.1 stands in for a public address; 127.0.0.2 is the private one behind it.
    let reached = 0;
    const inside = createServer((_req, res) => {
      reached += 1;
      res.end();
    });
    await new Promise<void>((resolve) => inside.listen(0, '127.0.0.2', resolve));
    const target = `http://127.0.0.2:${(inside.address() as AddressInfo).port}/`;
    const front = createServer((req, res) => {
      res.writeHead(307, { location: new URL(req.url ?? '/', target).href }).end();
    });
    await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
    const { port } = front.address() as AddressInfo;
    try {
      const refusal = await refusalOf(
        discoverCalendars(
          { ...account, serverUrl: `http://127.0.0.1:${port}/` },
          { fetch: fetchReaching((address) => address === '127.0.0.1') },
        ),
      );
      expect(refusal).toBe('private_address');
      expect(reached).toBe(0);
    } finally {
      await new Promise((resolve) => front.close(resolve));
      await new Promise((resolve) => inside.close(resolve));
    }
  });
});

describe('busy times', () => {
  it('gives an event at its times', async () => {
    await store(ics(...vevent('plain', 'DTSTART:20310106T100000Z', 'DTEND:20310106T110000Z')));

    expect(await readBusy('2031-01-06T00:00:00Z', '2031-01-07T00:00:00Z')).toEqual([
      ['2031-01-06T10:00:00.000Z', '2031-01-06T11:00:00.000Z'],
    ]);
  });

  it('expands a weekly event, less an excluded date, with a moved and a cancelled instance', async () => {
    await store(
      ics(
        ...vevent(
          'weekly',
          'SUMMARY:Team meeting',
          'DTSTART:20310804T090000Z',
          'DTEND:20310804T100000Z',
          'RRULE:FREQ=WEEKLY;COUNT=6',
          'EXDATE:20310818T090000Z',
        ),
        ...vevent(
          'weekly',
          'RECURRENCE-ID:20310825T090000Z',
          'DTSTART:20310826T150000Z',
          'DTEND:20310826T160000Z',
        ),
        ...vevent(
          'weekly',
          'RECURRENCE-ID:20310901T090000Z',
          'DTSTART:20310901T090000Z',
          'DTEND:20310901T100000Z',
          'STATUS:CANCELLED',
        ),
      ),
    );

    // 4 August is before the window and 8 September starts as it ends.
    expect(await readBusy('2031-08-06T00:00:00Z', '2031-09-08T09:00:00Z')).toEqual([
      ['2031-08-11T09:00:00.000Z', '2031-08-11T10:00:00.000Z'],
      ['2031-08-26T15:00:00.000Z', '2031-08-26T16:00:00.000Z'],
    ]);
  });

  it("reads times in the event's own zone, across its change to summer time", async () => {
    await store(
      ics(
        ...easternZone,
        ...vevent(
          'eastern',
          'DTSTART;TZID=Eastern Standard Time:20310303T090000',
          'DTEND;TZID=Eastern Standard Time:20310303T093000',
          'RRULE:FREQ=WEEKLY;COUNT=2',
        ),
      ),
    );

    expect(await readBusy('2031-03-01T00:00:00Z', '2031-03-15T00:00:00Z')).toEqual([
      ['2031-03-03T14:00:00.000Z', '2031-03-03T14:30:00.000Z'],
      ['2031-03-10T13:00:00.000Z', '2031-03-10T13:30:00.000Z'],
    ]);
  });

  it('reads an IANA zone an event names without defining it', async () => {
    await store(
      ics(
        ...vevent(
          'lisbon',
          'DTSTART;TZID=Europe/Lisbon:20310701T090000',
          'DTEND;TZID=Europe/Lisbon:20310701T100000',
        ),
      ),
    );

    expect(await readBusy('2031-07-01T00:00:00Z', '2031-07-02T00:00:00Z', 'UTC')).toEqual([
      ['2031-07-01T08:00:00.000Z', '2031-07-01T09:00:00.000Z'],
    ]);
  });

  it("blocks an all-day event's whole day in the business's zone", async () => {
    await store(
      ics(...vevent('holiday', 'DTSTART;VALUE=DATE:20310415', 'DTEND;VALUE=DATE:20310416')),
    );

    // In New York the day ends at 04:00 UTC, after the day in UTC has ended.
    expect(
      await readBusy('2031-04-16T01:00:00Z', '2031-04-16T03:00:00Z', 'America/New_York'),
    ).toEqual([['2031-04-15T04:00:00.000Z', '2031-04-16T04:00:00.000Z']]);
  });

  it('leaves out events that are free or cancelled', async () => {
    await store(
      ics(
        ...vevent(
          'free',
          'DTSTART:20310506T100000Z',
          'DTEND:20310506T110000Z',
          'TRANSP:TRANSPARENT',
        ),
      ),
    );
    await store(
      ics(
        ...vevent(
          'called-off',
          'DTSTART:20310506T120000Z',
          'DTEND:20310506T130000Z',
          'STATUS:CANCELLED',
        ),
      ),
    );
    await store(
      ics(...vevent('busy', 'DTSTART:20310506T140000Z', 'DTEND:20310506T150000Z', 'TRANSP:OPAQUE')),
    );

    expect(await readBusy('2031-05-06T00:00:00Z', '2031-05-07T00:00:00Z')).toEqual([
      ['2031-05-06T14:00:00.000Z', '2031-05-06T15:00:00.000Z'],
    ]);
  });

  it('gives what overlaps the window, whole, and nothing that only touches it', async () => {
    const at = (uid: string, start: string, end: string) =>
      store(ics(...vevent(uid, `DTSTART:${start}`, `DTEND:${end}`)));
    await at('ends-as-window-starts', '20310610T080000Z', '20310610T090000Z');
    await at('across-start', '20310610T083000Z', '20310610T093000Z');
    await at('across-end', '20310610T113000Z', '20310610T123000Z');
    await at('starts-as-window-ends', '20310610T120000Z', '20310610T130000Z');
    await at('next-day', '20310611T100000Z', '20310611T110000Z');

    expect(await readBusy('2031-06-10T09:00:00Z', '2031-06-10T12:00:00Z')).toEqual([
      ['2031-06-10T08:30:00.000Z', '2031-06-10T09:30:00.000Z'],
      ['2031-06-10T11:30:00.000Z', '2031-06-10T12:30:00.000Z'],
    ]);
  });

  it('says a calendar that is not there is not found', async () => {
    const gone = new URL(`${radicale.username}/no-such-calendar/`, radicale.url).href;
    const refusal = await refusalOf(
      busyTimes(account, [gone], {
        ...local,
        from: new Date('2031-01-01T00:00:00Z'),
        until: new Date('2031-01-02T00:00:00Z'),
        timeZone: 'UTC',
      }),
    );
    expect(refusal).toBe('not_found');
  });
});

describe("a booking's event", () => {
  const booking = (uid: string, startsAt: string, endsAt: string) => ({
    uid,
    startsAt: new Date(startsAt),
    endsAt: new Date(endsAt),
    summary: 'Haircut: Ana Silva',
    description: 'Booked by the agent.\nPhone: +351 912 345 678',
    location: 'Rua Augusta 10, Lisboa',
  });
  const eventUrl = (uid: string) => new URL(`${uid}.ics`, radicale.calendarUrl).href;
  const storedWith = async (uid: string) =>
    (await radicale.objectUrls(radicale.calendarUrl)).filter((url) => url.includes(uid));

  it('is created once, moved on a reschedule and deleted', async () => {
    const uid = `booking-${randomUUID()}`;
    const first = booking(uid, '2032-01-05T10:00:00Z', '2032-01-05T10:45:00Z');

    expect(await putEvent(account, radicale.calendarUrl, first, local)).toBe('created');
    const stored = await radicale.getIcs(eventUrl(uid));
    expect(stored).toContain(`UID:${uid}`);
    expect(stored).toContain('DTSTART:20320105T100000Z');
    expect(stored).toContain('DTEND:20320105T104500Z');

    // Again, as after an answer that was lost: still one event, as it was.
    expect(await putEvent(account, radicale.calendarUrl, first, local)).toBe('already_there');
    expect(await storedWith(uid)).toEqual([eventUrl(uid)]);

    await updateEvent(
      account,
      radicale.calendarUrl,
      booking(uid, '2032-01-06T15:00:00Z', '2032-01-06T15:45:00Z'),
      local,
    );
    expect(await radicale.getIcs(eventUrl(uid))).toContain('DTSTART:20320106T150000Z');
    expect(await storedWith(uid)).toEqual([eventUrl(uid)]);
    expect(await readBusy('2032-01-05T00:00:00Z', '2032-01-07T00:00:00Z')).toEqual([
      ['2032-01-06T15:00:00.000Z', '2032-01-06T15:45:00.000Z'],
    ]);

    await deleteEvent(account, radicale.calendarUrl, uid, local);
    expect(await radicale.getIcs(eventUrl(uid))).toBeNull();
    await deleteEvent(account, radicale.calendarUrl, uid, local);
    expect(await readBusy('2032-01-05T00:00:00Z', '2032-01-07T00:00:00Z')).toEqual([]);
  });

  it('is written even when the owner deleted it before a reschedule', async () => {
    const uid = `booking-${randomUUID()}`;
    await updateEvent(
      account,
      radicale.calendarUrl,
      booking(uid, '2032-02-02T09:00:00Z', '2032-02-02T09:30:00Z'),
      local,
    );
    expect(await radicale.getIcs(eventUrl(uid))).toContain('DTSTART:20320202T090000Z');
  });

  it('is refused with a wrong password', async () => {
    const uid = `booking-${randomUUID()}`;
    const refusal = await refusalOf(
      putEvent(
        { ...account, password: 'wrong' },
        radicale.calendarUrl,
        booking(uid, '2032-03-01T09:00:00Z', '2032-03-01T09:30:00Z'),
        local,
      ),
    );
    expect(refusal).toBe('unauthorized');
    expect(await radicale.getIcs(eventUrl(uid))).toBeNull();
  });
});
