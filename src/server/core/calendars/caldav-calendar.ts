import {
  calendarQuery,
  createCalendarObject,
  type DAVAccount,
  DAVClient,
  type DAVCalendar,
  deleteCalendarObject,
  getBasicAuthHeaders,
  updateCalendarObject,
} from 'tsdav';
import {
  isPrivateAddressRefusal,
  type OutboundFetch,
} from '@server/platform/http/outbound-fetch.ts';
import { type CalendarEvent, icsOf } from './calendar-event.ts';
import { type BusyTime, busyTimesOf } from './event-busy-times.ts';

/**
 * A business's calendar on a CalDAV server (RFC 4791): Apple iCloud, Fastmail, Nextcloud,
 * Radicale… Bookings read its busy times and write their events into it. Every call signs in
 * with the account's user name and password (for iCloud, the Apple ID and an app-specific
 * password) and turns each way the server can refuse into a `CalendarRefused` with a reason,
 * so the portal can tell the owner what to fix.
 */

export type CaldavAccount = { serverUrl: string; username: string; password: string };

export type DiscoveredCalendar = {
  url: string;
  name: string;
  color: string | null;
  /** Whether the account may write events into it; absent when the server does not say. */
  canWrite?: boolean;
};

/**
 * unauthorized: the server refused the user name or password (401, 403);
 * not_found: it answered, but not as a CalDAV server with that calendar;
 * unreachable: no answer in time, or an answer that it is failing (5xx);
 * rejected: it answered and refused the request itself (an event it will not store);
 * private_address: its address (or one it redirected to) is on a private network, which the
 * install does not connect to.
 */
export type CalendarRefusal =
  'unauthorized' | 'not_found' | 'unreachable' | 'rejected' | 'private_address';

export class CalendarRefused extends Error {
  constructor(
    readonly reason: CalendarRefusal,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'CalendarRefused';
  }
}

type CallOptions = {
  /** How requests reach the server: the install's outbound fetch, which may refuse its address. */
  fetch: OutboundFetch;
  signal?: AbortSignal;
};

/** How long one call may take in all (discovery makes several requests) unless the caller stops it sooner. */
const CALL_TIMEOUT_MS = 30_000;

/**
 * What a call sends with every request, and what it saw: tsdav's errors are sentences, so the
 * reason of a failure is read from the answers themselves.
 */
type Connection = {
  headers: Record<string, string>;
  fetch: typeof fetch;
  statuses: number[];
  failedToConnect: boolean;
  refusedAddress: boolean;
  caller: AbortSignal | undefined;
  host: string;
};

function connect(
  account: CaldavAccount,
  { fetch: outbound, signal: caller }: CallOptions,
): Connection {
  const signal = AbortSignal.any([
    AbortSignal.timeout(CALL_TIMEOUT_MS),
    ...(caller ? [caller] : []),
  ]);
  const connection: Connection = {
    headers: getBasicAuthHeaders({ username: account.username, password: account.password }),
    statuses: [],
    failedToConnect: false,
    refusedAddress: false,
    caller,
    host: hostOf(account.serverUrl),
    fetch: async (input, init) => {
      try {
        // tsdav asks by URL string; a Request (which it never sends) would lose its own init.
        const url = input instanceof Request ? input.url : input;
        const response = await outbound(url, { ...init, signal });
        connection.statuses.push(response.status);
        return response;
      } catch (error) {
        if (isPrivateAddressRefusal(error)) connection.refusedAddress = true;
        else connection.failedToConnect = true;
        throw error;
      }
    },
  };
  return connection;
}

function hostOf(url: string) {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** `missing` says what is not there, for an answer that the server does not have it. */
function refusalOfStatus(status: number, host: string, missing: string) {
  if (status === 401 || status === 403) {
    return new CalendarRefused(
      'unauthorized',
      `The calendar server ${host} refused the user name or password (${status}).`,
      status,
    );
  }
  if (status >= 500) {
    return new CalendarRefused(
      'unreachable',
      `The calendar server ${host} is failing (${status}).`,
      status,
    );
  }
  if ([404, 405, 409, 410].includes(status)) {
    return new CalendarRefused('not_found', `${missing} (${status}).`, status);
  }
  return new CalendarRefused(
    'rejected',
    `The calendar server ${host} refused the request (${status}).`,
    status,
  );
}

/** Runs `work`, turning what made it fail into a `CalendarRefused` (the caller's abort stays as it is). */
async function refusing<T>(connection: Connection, missing: string, work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (connection.caller?.aborted) throw connection.caller.reason;
    if (error instanceof CalendarRefused) throw error;
    const { statuses, host } = connection;
    // First: discovery goes on past a refused redirect to the address entered, whose answer
    // is not the reason.
    if (connection.refusedAddress) {
      throw new CalendarRefused(
        'private_address',
        `The calendar server ${host} is on a private network, which this server does not connect to.`,
      );
    }
    const refused = statuses.find((status) => status === 401 || status === 403);
    if (refused) throw refusalOfStatus(refused, host, missing);
    if (connection.failedToConnect) {
      throw new CalendarRefused('unreachable', `The calendar server ${host} could not be reached.`);
    }
    throw refusalOfStatus(statuses.at(-1) ?? 404, host, missing);
  }
}

function ensureAccepted(response: Response, connection: Connection, missing: string) {
  if (!response.ok) throw refusalOfStatus(response.status, connection.host, missing);
}

const missingCalendar = (url: string) => `The calendar ${url} is not on the server`;

const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);

/** The name a booking's event has in a calendar: its UID, so each booking has exactly one. */
const fileNameOf = (uid: string) => `${encodeURIComponent(uid)}.ics`;
const eventUrlOf = (calendarUrl: string, uid: string) =>
  new URL(fileNameOf(uid), withSlash(calendarUrl)).href;

/**
 * What discovery asks of each calendar. Asking replaces tsdav's own list, so what its filter
 * reads (resource type, components) is asked for too, with the privileges that tell whether
 * the account can write there.
 */
const calendarProps = {
  'd:displayname': {},
  'd:resourcetype': {},
  'ca:calendar-color': {},
  'c:supported-calendar-component-set': {},
  'd:current-user-privilege-set': {},
};

/** The calendars that can hold events: those that name no components can hold any. */
const holdsEvents = (calendar: DAVCalendar) =>
  !calendar.components?.length || calendar.components.includes('VEVENT');

/** Whether a current-user-privilege-set (RFC 3744) lets the user add and change events. */
function writable(privilegeSet: unknown) {
  if (!privilegeSet || typeof privilegeSet !== 'object') return undefined;
  const privileges = (privilegeSet as { privilege?: unknown }).privilege;
  const names = [privileges]
    .flat()
    .flatMap((privilege) =>
      privilege && typeof privilege === 'object' ? Object.keys(privilege) : [],
    );
  return names.some((name) => ['all', 'write', 'writeContent', 'bind'].includes(name));
}

/** A calendar's name when it has none to show: the last part of its URL. */
function lastSegmentOf(url: string) {
  const segment = new URL(url).pathname.split('/').filter(Boolean).at(-1) ?? url;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * A calendar's URL on the host of the calendar home. tsdav resolves the hrefs of the home's
 * listing against the URL signed in at, but an href is relative to the URL asked (RFC 4918):
 * iCloud names each account's home on a host of its own (https://p37-caldav.icloud.com/…) and
 * lists the calendars there by path.
 */
function onHomeHost(url: string, account: DAVAccount | undefined) {
  if (!account?.homeUrl || !account.rootUrl) return url;
  const calendar = new URL(url);
  const home = new URL(account.homeUrl);
  if (calendar.origin !== new URL(account.rootUrl).origin || calendar.origin === home.origin) {
    return url;
  }
  return new URL(`${calendar.pathname}${calendar.search}`, home).href;
}

function describe(calendar: DAVCalendar): DiscoveredCalendar {
  // tsdav reads a name of digits ("2025") as a number.
  const { displayName } = calendar;
  const shown =
    typeof displayName === 'string' || typeof displayName === 'number'
      ? String(displayName).trim()
      : '';
  const name = shown || lastSegmentOf(calendar.url);
  const canWrite = writable(calendar.projectedProps?.currentUserPrivilegeSet);
  return {
    url: calendar.url,
    name,
    color: typeof calendar.calendarColor === 'string' ? calendar.calendarColor : null,
    ...(canWrite === undefined ? {} : { canWrite }),
  };
}

/** The account's calendars that hold events (task lists and address books left out). */
export async function discoverCalendars(
  account: CaldavAccount,
  options: CallOptions,
): Promise<DiscoveredCalendar[]> {
  const connection = connect(account, options);
  const missing = `No CalDAV server answered at ${account.serverUrl}`;
  return refusing(connection, missing, async () => {
    const client = new DAVClient({
      serverUrl: account.serverUrl,
      credentials: { username: account.username, password: account.password },
      authMethod: 'Basic',
      defaultAccountType: 'caldav',
      fetch: connection.fetch,
    });
    await client.login();
    const calendars = await client.fetchCalendars({
      props: calendarProps,
      projectedProps: { currentUserPrivilegeSet: true },
    });
    return calendars
      .filter(holdsEvents)
      .map((calendar) => describe({ ...calendar, url: onHomeHost(calendar.url, client.account) }));
  });
}

const DAY_MS = 24 * 60 * 60_000;
const caldavTime = (date: Date) => `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

export type BusyTimesOptions = CallOptions & {
  from: Date;
  until: Date;
  /** The business's IANA time zone: all-day events block its whole day there. */
  timeZone: string;
};

/**
 * The times the calendars are busy between `from` and `until`, earliest first: each overlaps
 * the window and is given whole, as the event has it.
 */
export async function busyTimes(
  account: CaldavAccount,
  calendarUrls: readonly string[],
  { from, until, timeZone, ...options }: BusyTimesOptions,
): Promise<BusyTime[]> {
  const connection = connect(account, options);
  // All-day events and floating times are read in the business's zone, which the server does
  // not know: it may place them up to 14 hours (the widest UTC offset) away, so it is asked
  // for a day more on each side and busyTimesOf keeps what overlaps the window.
  const timeRange = {
    start: caldavTime(new Date(from.getTime() - DAY_MS)),
    end: caldavTime(new Date(until.getTime() + DAY_MS)),
  };
  const objects = await Promise.all(
    calendarUrls.map((url) =>
      refusing(connection, missingCalendar(url), () =>
        calendarQuery({
          url,
          props: { 'd:getetag': {}, 'c:calendar-data': {} },
          filters: {
            'comp-filter': {
              _attributes: { name: 'VCALENDAR' },
              'comp-filter': {
                _attributes: { name: 'VEVENT' },
                'time-range': { _attributes: timeRange },
              },
            },
          },
          depth: '1',
          headers: connection.headers,
          fetch: connection.fetch,
        }),
      ),
    ),
  );
  return objects
    .flat()
    .map((object) => {
      const data: unknown = object.props?.calendarData?._cdata ?? object.props?.calendarData;
      return typeof data === 'string' ? data : null;
    })
    .filter((data) => data !== null)
    .flatMap((data) => busyTimesOf(data, { from, until, timeZone }))
    .sort(
      (a, b) =>
        a.startsAt.getTime() - b.startsAt.getTime() || a.endsAt.getTime() - b.endsAt.getTime(),
    );
}

/**
 * Creates the booking's event, `<uid>.ics`, only if it is not there yet (If-None-Match: *).
 * Creating twice is safe: a retry after a lost answer finds it there (412) and leaves it as it
 * is, with whatever the owner changed in the meantime. A reschedule is `updateEvent`.
 */
export async function putEvent(
  account: CaldavAccount,
  calendarUrl: string,
  event: CalendarEvent,
  options: CallOptions,
): Promise<'created' | 'already_there'> {
  const connection = connect(account, options);
  const missing = missingCalendar(calendarUrl);
  const response = await refusing(connection, missing, () =>
    createCalendarObject({
      calendar: { url: calendarUrl },
      iCalString: icsOf(event),
      filename: fileNameOf(event.uid),
      headers: connection.headers,
      fetch: connection.fetch,
    }),
  );
  if (response.status === 412) return 'already_there';
  ensureAccepted(response, connection, missing);
  return 'created';
}

/** Writes the booking's event as it is now (a reschedule), creating it if the owner deleted it. */
export async function updateEvent(
  account: CaldavAccount,
  calendarUrl: string,
  event: CalendarEvent,
  options: CallOptions,
): Promise<void> {
  const connection = connect(account, options);
  const missing = missingCalendar(calendarUrl);
  const response = await refusing(connection, missing, () =>
    updateCalendarObject({
      calendarObject: { url: eventUrlOf(calendarUrl, event.uid), data: icsOf(event) },
      headers: connection.headers,
      fetch: connection.fetch,
    }),
  );
  ensureAccepted(response, connection, missing);
}

/** Removes the booking's event; one that is already gone is not an error. */
export async function deleteEvent(
  account: CaldavAccount,
  calendarUrl: string,
  uid: string,
  options: CallOptions,
): Promise<void> {
  const connection = connect(account, options);
  const missing = missingCalendar(calendarUrl);
  const response = await refusing(connection, missing, () =>
    deleteCalendarObject({
      calendarObject: { url: eventUrlOf(calendarUrl, uid) },
      headers: connection.headers,
      fetch: connection.fetch,
    }),
  );
  if (response.status === 404 || response.status === 410) return;
  ensureAccepted(response, connection, missing);
}
