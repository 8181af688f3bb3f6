import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiPaths } from '@shared/api-paths.ts';

/**
 * A local Google for tests, over HTTP with Google's wire format. OAuth 2.0: the consent page
 * (`GET /o/oauth2/v2/auth`, which consents at once as the account a test chose, or declines, and
 * sends the browser back to `redirect_uri` with `code` or `error` and the `state`), the token
 * endpoint (`POST /token`, form-encoded, the `authorization_code` and `refresh_token` grants,
 * the client's id and secret checked: `invalid_client`, `invalid_grant` for a used code or a
 * revoked grant) and `POST /revoke?token=`. The Calendar API v3 under `/calendar/v3/` with a
 * bearer token (401 without a live one): the calendar list, `freeBusy`, and a calendar's events
 * (insert with a chosen id, 409 when it is taken; patch; delete, 410 when already deleted; list).
 * Events are kept in memory for tests to read. `goDown` makes it answer 503 for a while.
 */

export const FAKE_GOOGLE_CLIENT = {
  id: '1234567890-fake.apps.googleusercontent.com',
  secret: 'GOCSPX-fake-client-secret',
} as const;

export type FakeGoogleEvent = {
  id: string;
  status: 'confirmed' | 'cancelled';
  summary?: string;
  description?: string;
  start: { dateTime: string; timeZone?: string };
  end: { dateTime: string; timeZone?: string };
  transparency?: 'opaque' | 'transparent';
};

type FakeCalendar = {
  id: string;
  summary: string;
  primary: boolean;
  accessRole: 'owner' | 'writer' | 'reader' | 'freeBusyReader';
  events: Map<string, FakeGoogleEvent>;
};

type Grant = { email: string; revoked: boolean };

export type FakeGoogleCall = { method: string; path: string };

const ACCESS_TOKEN_SECONDS = 3599;
const EVENT_ID = /^[a-v0-9]{5,1024}$/;

/** The server's environment for a fake Google at `url`: the OAuth client and every address. */
export const fakeGoogleEnv = (url: string) => ({
  GOOGLE_CLIENT_ID: FAKE_GOOGLE_CLIENT.id,
  GOOGLE_CLIENT_SECRET: FAKE_GOOGLE_CLIENT.secret,
  GOOGLE_OAUTH_URL: `${url}/o/oauth2/v2/auth`,
  GOOGLE_TOKEN_URL: `${url}/token`,
  GOOGLE_REVOKE_URL: `${url}/revoke`,
  GOOGLE_API_URL: `${url}/`,
});

/** Starts it on `port`, or on a free loopback port. */
export async function startFakeGoogle(options: { port?: number } = {}) {
  const calendars = new Map<string, FakeCalendar[]>();
  const codes = new Map<string, { email: string; redirectUri: string }>();
  const refreshTokens = new Map<string, Grant>();
  const accessTokens = new Map<string, { grant: Grant; expiresAt: number }>();
  const calls: FakeGoogleCall[] = [];
  let consent: { as: string } | 'decline' = { as: 'owner@example.com' };
  let downFor = 0;

  const token = (prefix: string) => `${prefix}${randomBytes(24).toString('base64url')}`;

  const reply = (res: ServerResponse, status: number, body?: unknown) => {
    if (body === undefined) {
      res.writeHead(status);
      return res.end();
    }
    res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
    res.end(JSON.stringify(body));
  };
  /** The Calendar API's error shape. */
  const apiError = (res: ServerResponse, code: number, reason: string, message: string) =>
    reply(res, code, { error: { code, message, errors: [{ domain: 'global', reason, message }] } });
  /** The token endpoint's error shape (RFC 6749 5.2). */
  const oauthError = (res: ServerResponse, status: number, error: string, description: string) =>
    reply(res, status, { error, error_description: description });

  async function textOf(req: IncomingMessage) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  function addAccount(email: string) {
    if (!calendars.has(email)) {
      calendars.set(email, [
        { id: email, summary: email, primary: true, accessRole: 'owner', events: new Map() },
      ]);
    }
    return calendars.get(email)!;
  }

  function calendarOf(email: string, id: string) {
    return calendars.get(email)?.find((calendar) => calendar.id === id);
  }

  function consentPage(url: URL, res: ServerResponse) {
    const redirectUri = url.searchParams.get('redirect_uri') ?? '';
    const state = url.searchParams.get('state');
    if (url.searchParams.get('client_id') !== FAKE_GOOGLE_CLIENT.id || !redirectUri) {
      res.writeHead(400, { 'content-type': 'text/html' });
      return res.end('<html><body>Error 400: invalid_request</body></html>');
    }
    const back = new URL(redirectUri);
    if (consent === 'decline') {
      back.searchParams.set('error', 'access_denied');
    } else {
      const code = token('4/0A');
      addAccount(consent.as);
      codes.set(code, { email: consent.as, redirectUri });
      back.searchParams.set('code', code);
      back.searchParams.set('scope', url.searchParams.get('scope') ?? '');
    }
    if (state !== null) back.searchParams.set('state', state);
    res.writeHead(302, { location: back.href });
    res.end();
  }

  function newAccessToken(grant: Grant) {
    const access = token('ya29.');
    accessTokens.set(access, { grant, expiresAt: Date.now() + ACCESS_TOKEN_SECONDS * 1000 });
    return access;
  }

  async function tokenEndpoint(req: IncomingMessage, res: ServerResponse) {
    const form = new URLSearchParams(await textOf(req));
    const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const [basicId, basicSecret] = basic
      ? Buffer.from(basic, 'base64').toString('utf8').split(':')
      : [];
    const clientId = form.get('client_id') ?? basicId;
    const clientSecret = form.get('client_secret') ?? basicSecret;
    if (clientId !== FAKE_GOOGLE_CLIENT.id || clientSecret !== FAKE_GOOGLE_CLIENT.secret) {
      return oauthError(res, 401, 'invalid_client', 'Unauthorized');
    }
    const grantType = form.get('grant_type');
    if (grantType === 'authorization_code') {
      const code = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      if (!code || code.redirectUri !== form.get('redirect_uri')) {
        return oauthError(res, 400, 'invalid_grant', 'Malformed auth code.');
      }
      const refresh = token('1//0g');
      const grant = { email: code.email, revoked: false };
      refreshTokens.set(refresh, grant);
      return reply(res, 200, {
        access_token: newAccessToken(grant),
        expires_in: ACCESS_TOKEN_SECONDS,
        refresh_token: refresh,
        scope: 'https://www.googleapis.com/auth/calendar',
        token_type: 'Bearer',
      });
    }
    if (grantType === 'refresh_token') {
      const grant = refreshTokens.get(form.get('refresh_token') ?? '');
      if (!grant || grant.revoked) {
        return oauthError(res, 400, 'invalid_grant', 'Token has been expired or revoked.');
      }
      return reply(res, 200, {
        access_token: newAccessToken(grant),
        expires_in: ACCESS_TOKEN_SECONDS,
        scope: 'https://www.googleapis.com/auth/calendar',
        token_type: 'Bearer',
      });
    }
    return oauthError(res, 400, 'unsupported_grant_type', `Invalid grant_type: ${grantType}`);
  }

  function revoke(url: URL, res: ServerResponse) {
    const value = url.searchParams.get('token') ?? '';
    const grant = refreshTokens.get(value) ?? accessTokens.get(value)?.grant;
    if (!grant || grant.revoked)
      return oauthError(res, 400, 'invalid_token', 'Token expired or revoked');
    grant.revoked = true;
    return reply(res, 200, {});
  }

  /** The busy stretches of a calendar in [from, until), merged as freeBusy answers them. */
  function busyOf(calendar: FakeCalendar, from: number, until: number) {
    const stretches = [...calendar.events.values()]
      .filter((event) => event.status === 'confirmed' && event.transparency !== 'transparent')
      .map((event) => [Date.parse(event.start.dateTime), Date.parse(event.end.dateTime)])
      .filter(([start, end]) => start! < until && end! > from)
      .map(([start, end]) => [Math.max(start!, from), Math.min(end!, until)] as [number, number])
      .sort((a, b) => a[0] - b[0]);
    const merged: [number, number][] = [];
    for (const stretch of stretches) {
      const last = merged.at(-1);
      if (last && stretch[0] <= last[1]) last[1] = Math.max(last[1], stretch[1]);
      else merged.push(stretch);
    }
    return merged.map(([start, end]) => ({
      start: new Date(start).toISOString(),
      end: new Date(end).toISOString(),
    }));
  }

  async function calendarApi(req: IncomingMessage, url: URL, res: ServerResponse) {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    const access = accessTokens.get(bearer);
    if (!access || access.grant.revoked || access.expiresAt <= Date.now()) {
      return apiError(res, 401, 'authError', 'Request had invalid authentication credentials.');
    }
    const email = access.grant.email;
    const path = url.pathname.replace(/^\/calendar\/v3/, '');
    const raw = await textOf(req);
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};

    if (req.method === 'GET' && path === '/users/me/calendarList') {
      return reply(res, 200, {
        kind: 'calendar#calendarList',
        items: addAccount(email).map((calendar) => ({
          kind: 'calendar#calendarListEntry',
          id: calendar.id,
          summary: calendar.summary,
          timeZone: 'Europe/Lisbon',
          accessRole: calendar.accessRole,
          backgroundColor: '#9fe1e7',
          ...(calendar.primary ? { primary: true } : {}),
        })),
      });
    }
    if (req.method === 'POST' && path === '/freeBusy') {
      const from = Date.parse(String(body.timeMin));
      const until = Date.parse(String(body.timeMax));
      if (!(from < until))
        return apiError(res, 400, 'timeRangeEmpty', 'The specified time range is empty.');
      if (until - from > 90 * 86_400_000) {
        return apiError(res, 400, 'timeRangeTooLong', 'The requested time range is too long.');
      }
      const items = (body.items as { id: string }[] | undefined) ?? [];
      return reply(res, 200, {
        kind: 'calendar#freeBusy',
        timeMin: new Date(from).toISOString(),
        timeMax: new Date(until).toISOString(),
        calendars: Object.fromEntries(
          items.map(({ id }) => {
            const calendar = calendarOf(email, id);
            return [
              id,
              calendar
                ? { busy: busyOf(calendar, from, until) }
                : { errors: [{ domain: 'global', reason: 'notFound' }], busy: [] },
            ];
          }),
        ),
      });
    }
    const match = /^\/calendars\/([^/]+)\/events(?:\/([^/]+))?$/.exec(path);
    if (!match) return apiError(res, 404, 'notFound', 'Not Found');
    const calendar = calendarOf(email, decodeURIComponent(match[1]!));
    if (!calendar) return apiError(res, 404, 'notFound', 'Not Found');
    const eventId = match[2] ? decodeURIComponent(match[2]) : undefined;
    if (
      calendar.accessRole !== 'owner' &&
      calendar.accessRole !== 'writer' &&
      req.method !== 'GET'
    ) {
      return apiError(
        res,
        403,
        'requiredAccessLevel',
        'You need to have writer access to this calendar.',
      );
    }
    if (req.method === 'GET' && !eventId) {
      return reply(res, 200, {
        kind: 'calendar#events',
        items: [...calendar.events.values()].filter(
          (event) => event.status !== 'cancelled' || url.searchParams.get('showDeleted') === 'true',
        ),
      });
    }
    if (req.method === 'POST' && !eventId) {
      const id =
        typeof body.id === 'string'
          ? body.id
          : token('')
              .toLowerCase()
              .replace(/[^a-v0-9]/g, 'a');
      if (!EVENT_ID.test(id)) return apiError(res, 400, 'invalid', 'Invalid resource id value.');
      if (calendar.events.has(id)) {
        return apiError(res, 409, 'duplicate', 'The requested identifier already exists.');
      }
      const event = { ...body, id, status: 'confirmed' } as FakeGoogleEvent;
      calendar.events.set(id, event);
      return reply(res, 200, { kind: 'calendar#event', ...event });
    }
    const event = eventId ? calendar.events.get(eventId) : undefined;
    if (!event) return apiError(res, 404, 'notFound', 'Not Found');
    if (req.method === 'PATCH') {
      Object.assign(event, body, { id: event.id });
      return reply(res, 200, { kind: 'calendar#event', ...event });
    }
    if (req.method === 'DELETE') {
      if (event.status === 'cancelled')
        return apiError(res, 410, 'deleted', 'Resource has been deleted');
      event.status = 'cancelled';
      return reply(res, 204);
    }
    if (req.method === 'GET') return reply(res, 200, { kind: 'calendar#event', ...event });
    return apiError(res, 405, 'methodNotAllowed', 'Method Not Allowed');
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      calls.push({ method: req.method ?? 'GET', path: url.pathname });
      if (url.pathname === '/o/oauth2/v2/auth') return consentPage(url, res);
      if (downFor > 0) {
        downFor--;
        res.writeHead(503, { 'content-type': 'text/html' });
        return res.end('<html><body>503 Service Unavailable</body></html>');
      }
      if (req.method === 'POST' && url.pathname === '/token') return tokenEndpoint(req, res);
      if (req.method === 'POST' && url.pathname === '/revoke') return revoke(url, res);
      if (url.pathname.startsWith('/calendar/v3/')) return calendarApi(req, url, res);
      return apiError(res, 404, 'notFound', 'Not Found');
    })().catch(() =>
      apiError(res, 400, 'parseError', 'This API does not support parsing form-encoded input.'),
    );
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    /** The server's environment for this Google: the OAuth client and every address. */
    env: fakeGoogleEnv(url),
    /** The consent page consents as this Google account from now on. */
    consentAs(email: string) {
      consent = { as: email };
      addAccount(email);
    },
    /** The consent page declines from now on, as an owner choosing Cancel does. */
    decline() {
      consent = 'decline';
    },
    /** Another calendar in the account (a shared one is read only: `reader`). */
    addCalendar(
      email: string,
      id: string,
      summary: string,
      accessRole: FakeCalendar['accessRole'] = 'owner',
    ) {
      addAccount(email).push({ id, summary, primary: false, accessRole, events: new Map() });
    },
    /** An event of the owner's own, as they would add it in Google Calendar. */
    addEvent(email: string, calendarId: string, event: Omit<FakeGoogleEvent, 'id' | 'status'>) {
      const id = token('own')
        .toLowerCase()
        .replace(/[^a-v0-9]/g, 'a');
      calendarOf(email, calendarId)!.events.set(id, { ...event, id, status: 'confirmed' });
      return id;
    },
    /** The events of a calendar, deleted ones included (their status says so). */
    eventsOf: (email: string, calendarId: string) => [
      ...(calendarOf(email, calendarId)?.events.values() ?? []),
    ],
    /** The owner removes the product's access in their Google account: every token stops working. */
    revokeAccess(email: string) {
      for (const grant of refreshTokens.values()) if (grant.email === email) grant.revoked = true;
    },
    /** Every access token given so far lapses, as an hour passing would make it. */
    expireAccessTokens() {
      for (const access of accessTokens.values()) access.expiresAt = 0;
    },
    /** Every token given so far, refresh and access tokens alike: secrets for tests to look for. */
    issuedTokens: () => [...refreshTokens.keys(), ...accessTokens.keys()],
    /** Whether a refresh token still works. */
    isLive: (refreshToken: string) => refreshTokens.get(refreshToken)?.revoked === false,
    /** The next `count` requests (the consent page aside) answer 503. */
    goDown(count: number) {
      downFor = count;
    },
    calls: (path?: string) => calls.filter((call) => !path || call.path === path),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeGoogle = Awaited<ReturnType<typeof startFakeGoogle>>;

/**
 * What the owner's browser does to connect Google Calendar: asks the API for Google's consent
 * page, opens it (the fake consents, or declines), and follows Google's redirect back to the
 * callback with its session cookie. Answers the callback's answer.
 */
export async function connectThroughGoogle(
  request: (path: string, init?: RequestInit) => Promise<Response>,
  headers: Record<string, string>,
) {
  const authorized = await request(apiPaths.googleCalendarAuthorize, {
    method: 'POST',
    headers,
  });
  const { url } = (await authorized.json()) as { url: string };
  const consent = await fetch(url, { redirect: 'manual' });
  const back = new URL(consent.headers.get('location')!);
  return request(`${back.pathname}${back.search}`, { headers });
}
