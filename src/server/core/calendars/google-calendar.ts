import { calendar, type calendar_v3 } from '@googleapis/calendar';
import { OAuth2Client } from 'google-auth-library';
import { GOOGLE_CALENDAR_SCOPE, type GoogleRefusal } from '@shared/google-calendar.ts';
import type { GoogleCalendarRow } from '@server/platform/db/schema.ts';
import type { CalendarEvent } from './calendar-event.ts';

/**
 * A business's Google Calendar, over Google's OAuth 2.0 web-server flow and the Calendar API v3
 * (`@googleapis/calendar`, `google-auth-library`). Every address is the operator's to change, so
 * tests and self-hosted installs can point it at a server that speaks Google's protocol. Each way
 * Google can refuse becomes a `GoogleRefused` with a reason the portal says in words.
 */

/** The operator's OAuth client and Google's addresses (env.ts reads them). */
export type GoogleSettings = {
  clientId: string;
  clientSecret: string;
  /** PUBLIC_URL/api/v1/calendars/google/callback: the OAuth client must list it. */
  redirectUri: string;
  /** The consent page (the authorization endpoint). */
  authUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  /** The Calendar API's root, `https://www.googleapis.com/`. */
  apiUrl: string;
};

/** What the product keeps of a grant: the refresh token, and the access token while it lasts. */
export type GoogleTokens = {
  refreshToken: string;
  accessToken: string | null;
  accessTokenExpiresAt: Date | null;
};

/**
 * revoked: Google refuses the grant (`invalid_grant`: revoked by the owner, expired, or the
 * password changed); only the owner connecting again renews it;
 * rejected: Google answered and refused the request itself;
 * not_found: the calendar or event is not there;
 * unreachable: no answer in time, or an answer that Google is failing (5xx, 429).
 */
export class GoogleRefused extends Error {
  constructor(
    readonly reason: GoogleRefusal,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'GoogleRefused';
  }
}

/** How long one request to Google may take. */
const REQUEST_TIMEOUT_MS = 20_000;
/** An access token this close to its end is refreshed before it is used. */
const REFRESH_AHEAD_MS = 5 * 60_000;
/** Google answers freeBusy for at most about 90 days at a time, and for 50 calendars. */
const FREE_BUSY_SPAN_MS = 60 * 86_400_000;
const FREE_BUSY_CALENDARS = 50;

function oauthClient(settings: GoogleSettings) {
  return new OAuth2Client({
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    redirectUri: settings.redirectUri,
    eagerRefreshThresholdMillis: REFRESH_AHEAD_MS,
    endpoints: {
      oauth2AuthBaseUrl: settings.authUrl,
      oauth2TokenUrl: settings.tokenUrl,
      oauth2RevokeUrl: settings.revokeUrl,
    },
  });
}

/** A failed request's answer, as the clients' errors (gaxios's) carry it. */
type AnsweredError = { status?: number; response?: { status?: number; data?: unknown } };

const statusOf = (error: unknown) => {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, response } = error as AnsweredError;
  return response?.status ?? status;
};

/** The refusal a failed call to Google stands for. */
export function refusalOf(error: unknown): GoogleRefused {
  if (error instanceof GoogleRefused) return error;
  const status = statusOf(error);
  if (status !== undefined) {
    const data = (error as AnsweredError).response?.data as { error?: unknown } | undefined;
    const code = typeof data?.error === 'string' ? data.error : undefined;
    if (code === 'invalid_grant' || status === 401) {
      return new GoogleRefused('revoked', `Google refused the grant (${code ?? status})`, status);
    }
    if (status === 404 || status === 410) {
      return new GoogleRefused('not_found', `Google answered ${status}`, status);
    }
    if (status !== undefined && status < 500 && status !== 429 && status !== 408) {
      return new GoogleRefused('rejected', `Google answered ${status} (${code ?? ''})`, status);
    }
    return new GoogleRefused('unreachable', `Google answered ${status}`, status);
  }
  const message = error instanceof Error ? error.message : String(error);
  return new GoogleRefused('unreachable', `Google did not answer: ${message}`);
}

async function calling<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw refusalOf(error);
  }
}

/** Google's consent page for this account's request: offline access, asked every time. */
export function authorizationUrl(settings: GoogleSettings, state: string) {
  return oauthClient(settings).generateAuthUrl({
    access_type: 'offline',
    // Google gives a refresh token only with consent; asking again makes sure it does.
    prompt: 'consent',
    scope: [GOOGLE_CALENDAR_SCOPE],
    include_granted_scopes: true,
    state,
  });
}

/** Trades the code Google sent back for the grant's tokens. */
export async function exchangeCode(settings: GoogleSettings, code: string): Promise<GoogleTokens> {
  const { tokens } = await calling(() =>
    oauthClient(settings).getToken({ code, redirect_uri: settings.redirectUri }),
  );
  if (!tokens.refresh_token || !tokens.access_token) {
    throw new GoogleRefused('rejected', 'Google gave no refresh token');
  }
  return {
    refreshToken: tokens.refresh_token,
    accessToken: tokens.access_token,
    accessTokenExpiresAt: tokens.expiry_date ? new Date(tokens.expiry_date) : null,
  };
}

/** Ends the grant at Google (the refresh token, and every access token with it). */
export async function revokeGrant(settings: GoogleSettings, refreshToken: string) {
  await calling(() => oauthClient(settings).revokeToken(refreshToken));
}

/** A signed-in Calendar API client, and the tokens it holds now (refreshed when they were due). */
export type GoogleSession = {
  api: calendar_v3.Calendar;
  tokens: () => GoogleTokens;
};

/**
 * The Calendar API on the grant's behalf. The access token is refreshed first when it is
 * missing or ends within five minutes, so a call never starts with one about to lapse; the
 * caller keeps `tokens()` afterwards when they changed.
 */
export async function openGoogle(
  settings: GoogleSettings,
  tokens: GoogleTokens,
): Promise<GoogleSession> {
  const client = oauthClient(settings);
  client.setCredentials({
    refresh_token: tokens.refreshToken,
    access_token: tokens.accessToken,
    expiry_date: tokens.accessTokenExpiresAt?.getTime() ?? null,
  });
  await calling(() => client.getAccessToken());
  const api = calendar({
    version: 'v3',
    auth: client,
    rootUrl: settings.apiUrl,
    timeout: REQUEST_TIMEOUT_MS,
    // Failed writes are tried again by the calendar queue, with growing waits.
    retry: false,
  });
  return {
    api,
    tokens: () => ({
      refreshToken: client.credentials.refresh_token ?? tokens.refreshToken,
      accessToken: client.credentials.access_token ?? null,
      accessTokenExpiresAt: client.credentials.expiry_date
        ? new Date(client.credentials.expiry_date)
        : null,
    }),
  };
}

const WRITER_ROLES = new Set(['owner', 'writer']);

/** The calendars of the Google account it may at least read busy times of. */
export async function listCalendars(session: GoogleSession): Promise<GoogleCalendarRow[]> {
  const calendars: GoogleCalendarRow[] = [];
  let pageToken: string | undefined;
  do {
    const { data } = await calling(() =>
      session.api.calendarList.list({
        maxResults: 250,
        minAccessRole: 'freeBusyReader',
        pageToken,
      }),
    );
    for (const entry of data.items ?? []) {
      if (!entry.id || entry.deleted) continue;
      calendars.push({
        id: entry.id,
        summary: entry.summaryOverride ?? entry.summary ?? entry.id,
        primary: entry.primary === true,
        canWrite: WRITER_ROLES.has(entry.accessRole ?? ''),
        color: entry.backgroundColor ?? null,
      });
    }
    pageToken = data.nextPageToken ?? undefined;
  } while (pageToken);
  return calendars;
}

/**
 * The busy stretches of each calendar in [from, until), by calendar id, as freeBusy gives them
 * (Google decides what is busy: events shown as free, declined and cancelled ones are not).
 * Asked in spans and groups Google accepts. A calendar Google no longer knows has none.
 */
export async function busyTimes(
  session: GoogleSession,
  calendarIds: string[],
  span: { from: Date; until: Date },
): Promise<Map<string, [number, number][]>> {
  const busy = new Map<string, [number, number][]>(calendarIds.map((id) => [id, []]));
  for (let i = 0; i < calendarIds.length; i += FREE_BUSY_CALENDARS) {
    const items = calendarIds.slice(i, i + FREE_BUSY_CALENDARS).map((id) => ({ id }));
    for (let from = span.from.getTime(); from < span.until.getTime(); from += FREE_BUSY_SPAN_MS) {
      const until = Math.min(from + FREE_BUSY_SPAN_MS, span.until.getTime());
      const { data } = await calling(() =>
        session.api.freebusy.query({
          requestBody: {
            timeMin: new Date(from).toISOString(),
            timeMax: new Date(until).toISOString(),
            items,
          },
        }),
      );
      for (const [id, found] of Object.entries(data.calendars ?? {})) {
        const errors = found.errors ?? [];
        if (errors.some((error) => error.reason !== 'notFound')) {
          throw new GoogleRefused('rejected', `Google could not read ${id}: ${errors[0]?.reason}`);
        }
        for (const stretch of found.busy ?? []) {
          if (!stretch.start || !stretch.end) continue;
          busy.get(id)?.push([Date.parse(stretch.start), Date.parse(stretch.end)]);
        }
      }
    }
  }
  return busy;
}

const eventBody = (event: CalendarEvent): calendar_v3.Schema$Event => ({
  summary: event.summary,
  description: event.description ?? '',
  location: event.location,
  start: { dateTime: event.startsAt.toISOString(), timeZone: 'UTC' },
  end: { dateTime: event.endsAt.toISOString(), timeZone: 'UTC' },
  // A cancelled event keeps its id at Google: writing it again brings it back.
  status: 'confirmed',
});

/**
 * Writes the event under `eventId`, whether or not an earlier try already did: an id Google
 * already holds (409: written before the answer was lost, or deleted earlier) is updated
 * instead, so trying again never makes a second event.
 */
export async function putEvent(
  session: GoogleSession,
  calendarId: string,
  eventId: string,
  event: CalendarEvent,
) {
  try {
    await session.api.events.insert({
      calendarId,
      sendUpdates: 'none',
      requestBody: { id: eventId, ...eventBody(event) },
    });
  } catch (error) {
    if (statusOf(error) === 409) {
      await updateEvent(session, calendarId, eventId, event);
      return;
    }
    throw refusalOf(error);
  }
}

/** Moves the event to the booking's times (and words); writes it again when it is gone. */
export async function updateEvent(
  session: GoogleSession,
  calendarId: string,
  eventId: string,
  event: CalendarEvent,
) {
  try {
    await session.api.events.patch({
      calendarId,
      eventId,
      sendUpdates: 'none',
      requestBody: eventBody(event),
    });
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal.reason !== 'not_found') throw refusal;
    await calling(() =>
      session.api.events.insert({
        calendarId,
        sendUpdates: 'none',
        requestBody: { id: eventId, ...eventBody(event) },
      }),
    );
  }
}

/** Deletes the event; one already gone is fine. */
export async function deleteEvent(session: GoogleSession, calendarId: string, eventId: string) {
  try {
    await session.api.events.delete({ calendarId, eventId, sendUpdates: 'none' });
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal.reason !== 'not_found') throw refusal;
  }
}
