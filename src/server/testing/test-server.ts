import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { createAccount } from '@server/features/account/create-account.ts';
import { buildServer, type createApp } from '../app.ts';
import type { ChannelRegistry, ChannelTimings } from '@server/channels/channel-registry.ts';
import type { BookingReminders } from '@server/runtime/bookings/booking-reminders.ts';
import type { TrialReminders } from '@server/features/billing/trial-reminders.ts';
import type { CalendarSync, CalendarSyncTimings } from '@server/core/calendars/calendar-sync.ts';
import type { DocumentReadingLimits } from '@server/runtime/knowledge/document-reader.ts';
import { type Auth, createAuth } from '@server/platform/auth/auth.ts';
import type { RateLimitStore } from '@server/platform/auth/memory-rate-limit-store.ts';
import {
  type BackgroundWork,
  createBackgroundWork,
} from '@server/platform/background/background-work.ts';
import {
  embeddedDatabaseDir,
  migrationsFolder,
  openDatabase,
  type Database,
  type OpenedDatabase,
} from '@server/platform/db/open-database.ts';
import { openMigratedPglite } from '@server/platform/db/embedded/open-migrated-pglite.ts';
import { type Env, readEnv } from '../env.ts';
import { createLogger, type Logger } from '@server/platform/logging/logger.ts';
import type { WhatsappGateway } from '@server/channels/whatsapp/whatsapp-gateway.ts';
import { createMailer, type Mailer } from '@server/platform/mail/mailer.ts';
import type { FollowUpMailer } from '@server/core/follow-up/follow-up-mailer.ts';
import type { EventBus } from '@server/platform/realtime/event-bus.ts';
import type { StreamSlots } from '@server/platform/realtime/stream-slots.ts';
import type { WebsiteCrawler } from '@server/runtime/knowledge/website/website-crawler.ts';
import {
  createTestPostgresDatabase,
  postgresAvailable,
  type TestPostgresDatabase,
} from './test-services.ts';

/**
 * Test support for the server: one embedded database per test FILE (creating one costs ~5 s
 * and ~800 MB, so tests share it and isolate themselves by account), apps built in-process,
 * cookies and the mail outbox read the way a browser and a person would.
 */

export const TEST_PORT = 3999;
export const testOrigin = `http://127.0.0.1:${TEST_PORT}`;

export function testEnv(dataDir: string, overrides: Record<string, string> = {}): Env {
  return readEnv({
    NODE_ENV: 'test',
    PORT: String(TEST_PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    // Nothing in a test reaches the real Telegram: a closed local port unless a fake is given.
    TELEGRAM_API_URL: 'http://127.0.0.1:9',
    META_GRAPH_URL: 'http://127.0.0.1:9',
    ...overrides,
  });
}

async function templateDir() {
  const hash = createHash('sha256');
  const files = (await readdir(migrationsFolder, { recursive: true })).sort();
  for (const file of files) {
    if (file.endsWith('.sql') || file.endsWith('.json')) {
      hash.update(file).update(await readFile(path.join(migrationsFolder, file)));
    }
  }
  // A new PGlite may write a different data folder: its package.json is part of the key.
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(await readFile(path.join(path.dirname(pgliteEntry), '..', 'package.json')));
  return path.join(os.tmpdir(), `agent-portal-pglite-${hash.digest('hex').slice(0, 16)}`);
}

/**
 * A migrated, empty embedded database in `dataDir`. The first one is made from scratch and its
 * closed data folder kept in the temp folder; later ones are copies of that folder, which
 * spares each test file a start of the database just to load it (about 2 s of CPU each).
 * Either way it is then opened through openDatabase, the path the server takes.
 */
export async function openTestDatabase(env: Env): Promise<OpenedDatabase> {
  const template = await templateDir();
  const dir = embeddedDatabaseDir(env.DATA_DIR);
  if (await stat(template).catch(() => undefined)) {
    await cp(template, dir, { recursive: true });
  } else {
    const made = await openMigratedPglite(dir, migrationsFolder);
    await made.close();
    // Copied aside, then renamed: a test file starting meanwhile sees a whole template or none.
    const partial = `${template}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await cp(dir, partial, { recursive: true });
    await rename(partial, template).catch(() => rm(partial, { recursive: true, force: true }));
  }
  return openDatabase(env);
}

/** Services an app is built with instead of its defaults. */
export type TestServices = {
  mailer?: Mailer;
  logger?: Logger;
  /** Serve a built front end from this folder too. */
  clientDir?: string;
  rateLimitStore?: RateLimitStore;
  /** The widget's open event streams, counted here instead of in the app's memory. */
  streamSlots?: StreamSlots;
  whatsappGateway?: WhatsappGateway;
  /** Live events: a test listens on the bus it gives. */
  bus?: EventBus;
  /** Short retry waits and polling rounds for tests of the messaging channels. */
  channelTimings?: ChannelTimings;
  /** Short waits between a calendar's failures, and telling the owner sooner. */
  calendarSyncTimings?: Partial<CalendarSyncTimings>;
  /** Work after answers, held or counted by the test. */
  background?: BackgroundWork;
  /** A short time limit or a small heap for reading uploaded documents. */
  documentReading?: Partial<DocumentReadingLimits>;
};

export type TestServer = {
  env: Env;
  dataDir: string;
  database: OpenedDatabase;
  /** A fresh app (own rate-limit counters) on the shared database; env overrides allowed. */
  app: (overrides?: Record<string, string>, services?: TestServices) => TestApp;
  close: () => Promise<void>;
};

export type TestApp = {
  env: Env;
  auth: Auth;
  mailer: Mailer;
  request: (path: string, init?: RequestInit) => Promise<Response>;
  /** The app's fetch handler, to serve it on a real socket. */
  fetch: ReturnType<typeof createApp>['fetch'];
  /** Every route and middleware the app declares, as Hono lists them. */
  routes: { method: string; path: string }[];
  /** The channels, whose workers a test starts when it needs them (and stops). */
  channels: ChannelRegistry;
  /** The work requests left running after their answers (a sign-up's, for its address). */
  background: BackgroundWork;
  /** Bookings to the business's calendar: a test runs its rounds itself. */
  calendarSync: CalendarSync;
  /** Reminders of bookings: a test runs its rounds itself. */
  reminders: BookingReminders;
  /** Owners told about their trial's end; tests run rounds themselves. */
  trialReminders: TrialReminders;
  /** Websites' crawls: a test runs the schedule's rounds itself. */
  websiteCrawler: WebsiteCrawler;
  /** Replies mailed to website visitors who left: a test runs the rounds itself. */
  followUps: FollowUpMailer;
};

export type TestServerOptions = {
  /** Environment of every app it builds, such as ALLOW_PRIVATE_NETWORK for a local CalDAV server. */
  env?: Record<string, string>;
};

/**
 * A test server on a database of its own: embedded by default, or, given `databaseUrl`, an
 * empty PostgreSQL database (see test-services.ts), migrated here.
 */
export async function startTestServer(
  name: string,
  options: TestServerOptions & { databaseUrl?: string } = {},
): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `agent-portal-${name}-`));
  const env = testEnv(dataDir, {
    ...options.env,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  });
  const database = options.databaseUrl ? await openDatabase(env) : await openTestDatabase(env);
  // Work the apps started after their answers (hand-over mails into the data folder): the
  // folder is removed only once it has finished.
  const started: { background: BackgroundWork; mailer: Mailer }[] = [];
  return {
    env,
    dataDir,
    database,
    app: (overrides = {}, services = {}) => {
      const appEnv = { ...env, ...readEnvOverrides(dataDir, overrides) };
      const logger = services.logger ?? createLogger(appEnv.LOG_LEVEL);
      const mailer = services.mailer ?? createMailer(appEnv, logger);
      const auth = createAuth({
        db: database.db,
        env: appEnv,
        secret: env.AUTH_SECRET!,
        mailer,
        logger,
        rateLimitStore: services.rateLimitStore,
      });
      const {
        app,
        channels,
        background,
        calendarSync,
        reminders,
        trialReminders,
        websiteCrawler,
        followUps,
      } = buildServer({
        channelTimings: services.channelTimings,
        calendarSyncTimings: services.calendarSyncTimings,
        // Tests wait for the work with settle(); spreading its start would only slow them.
        background: services.background ?? createBackgroundWork(logger, { startWithinMs: 0 }),
        db: database.db,
        env: appEnv,
        auth,
        mailer,
        logger,
        whatsappGateway: services.whatsappGateway,
        bus: services.bus,
        clientDir: services.clientDir,
        rateLimitStore: services.rateLimitStore,
        streamSlots: services.streamSlots,
        sessionLock: database.sessionLock,
        documentReading: services.documentReading,
      });
      started.push({ background, mailer });
      return {
        env: appEnv,
        auth,
        mailer,
        request: async (p, init) => app.request(p, init),
        fetch: app.fetch,
        routes: app.routes.map(({ method, path }) => ({ method, path })),
        channels,
        background,
        calendarSync,
        reminders,
        trialReminders,
        websiteCrawler,
        followUps,
      };
    },
    close: async () => {
      for (const app of started) await app.background.settle();
      await Promise.all(started.map((app) => app.mailer.settle()));
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

function readEnvOverrides(dataDir: string, overrides: Record<string, string>): Partial<Env> {
  if (Object.keys(overrides).length === 0) return {};
  const parsed = testEnv(dataDir, overrides);
  return Object.fromEntries(Object.keys(overrides).map((key) => [key, parsed[key as keyof Env]]));
}

/** A JSON POST as the web app sends it: same origin, JSON body. */
export function postJson(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: testOrigin, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
}

/** The cookies a response sets, as a Cookie header a browser would send back. */
export function cookieHeader(res: Response) {
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

export type OutboxMail = {
  file: string;
  to: string;
  subject: string;
  text: string;
  link: string | undefined;
  /** The calendar file attached, as text. */
  calendar: string | undefined;
};

function decodeQuotedPrintable(value: string) {
  const bytes = value
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The mails written to DATA_DIR/outbox, oldest first, with their text part decoded. */
/** The calendar file a mail carries (its first text/calendar part, decoded), if any. */
function calendarOf(raw: string) {
  const part = /Content-Type: text\/calendar([^]*?)\r?\n\r?\n([^]*?)\r?\n--/i.exec(raw);
  if (!part) return undefined;
  const encoding = /Content-Transfer-Encoding: ([\w-]+)/i.exec(part[1]!)?.[1]?.toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(part[2]!.replace(/\s/g, ''), 'base64').toString('utf8');
  return encoding === 'quoted-printable' ? decodeQuotedPrintable(part[2]!) : part[2]!;
}

export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const dir = path.join(dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[]))
    .filter((f) => f.endsWith('.eml'))
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const raw = await readFile(path.join(dir, file), 'utf8');
      const header = (name: string) =>
        new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1]?.trim() ?? '';
      const part = /Content-Type: text\/plain([^]*?)\r?\n\r?\n([^]*?)\r?\n--/i.exec(raw);
      const quoted = /Content-Transfer-Encoding: quoted-printable/i.test(part?.[1] ?? '');
      const text = quoted ? decodeQuotedPrintable(part?.[2] ?? '') : (part?.[2] ?? '');
      const link = /https?:\/\/\S+\/(?:reset-password|verify-email|invitation)\?token=[\w.-]+/.exec(
        text,
      )?.[0];
      return {
        file,
        to: header('To'),
        subject: header('Subject'),
        text,
        link,
        calendar: calendarOf(raw),
      };
    }),
  );
}

let accountCounter = 0;

/**
 * A new account (with the sample data unless told otherwise), signed in on `app`: its id and
 * the headers a same-origin browser request would carry.
 */
export async function signedInAccount(
  app: TestApp,
  db: Database,
  options: { sampleData?: boolean } = {},
) {
  const email = `account${++accountCounter}-${randomBytes(4).toString('hex')}@example.com`;
  const password = `a-long-password-${accountCounter}`;
  const created = await createAccount(db, app.auth, {
    email,
    password,
    sampleData: options.sampleData ?? true,
  });
  // Signed in through the server API, which the per-address sign-in limit does not count.
  const signedIn = await app.auth.api.signInEmail({
    body: { email, password },
    returnHeaders: true,
  });
  const cookie = signedIn.headers
    .getSetCookie()
    .map((pair) => pair.split(';')[0]!)
    .join('; ');
  const headers = { cookie, origin: testOrigin };
  return { ...created, password, headers };
}

/** A JSON request with a body, as the web app sends it. */
export function jsonRequest(
  method: string,
  body: unknown,
  headers: Record<string, string>,
): RequestInit {
  return {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
}

/**
 * The test server of the calling test file: started before its tests, closed after them. Its
 * fields are read inside tests and hooks (the server starts in `beforeAll`). `request` and
 * `signIn` use one app built with the defaults; `app()` builds others.
 *
 * It runs on the embedded database, or on a fresh database of the test PostgreSQL server when
 * the Vitest project provides `testDatabase: 'postgres'` (the reliability suite runs the
 * sign-in and security tests so, on the code path production takes).
 */
export function useTestServer(name: string, options: TestServerOptions = {}) {
  let server: TestServer | undefined;
  let postgresDatabase: TestPostgresDatabase | undefined;
  let defaultApp: TestApp | undefined;
  beforeAll(async () => {
    if (inject('testDatabase') === 'postgres' && (await postgresAvailable())) {
      postgresDatabase = await createTestPostgresDatabase(name);
    }
    server = await startTestServer(name, { ...options, databaseUrl: postgresDatabase?.url });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await postgresDatabase?.drop();
  });
  const started = () => {
    if (!server) throw new Error('The test server is read before its beforeAll hook ran.');
    return server;
  };
  const app = () => (defaultApp ??= started().app());
  return {
    get env() {
      return started().env;
    },
    get dataDir() {
      return started().dataDir;
    },
    get database() {
      return started().database;
    },
    app: (...args: Parameters<TestServer['app']>) => started().app(...args),
    get calendarSync() {
      return app().calendarSync;
    },
    get websiteCrawler() {
      return app().websiteCrawler;
    },
    /** Waits for the work the default app's requests left running (a website's crawl). */
    settle: () => app().background.settle(),
    request: (p: string, init?: RequestInit) => app().request(p, init),
    signIn: (options: { sampleData?: boolean } = {}, on: TestApp = app()) =>
      signedInAccount(on, started().database.db, options),
  };
}
