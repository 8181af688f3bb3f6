import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { getBasicAuthHeaders, makeCalendar as mkcalendar, propfind } from 'tsdav';

/**
 * A real CalDAV server for tests: Radicale (Debian's `radicale` package) in a process of its
 * own, on a free port of 127.0.0.1, with one user (htpasswd, plain), owner-only rights and its
 * storage in a temporary folder that `stop()` removes. The user starts with one calendar,
 * "Calendar"; tests make more and store iCalendar text as it is, to read it back through the
 * client under test.
 */

export const RADICALE_MISSING =
  'Radicale is not installed: the CalDAV tests need it (apt-get install -y radicale).';

/** How long Radicale may take to answer after it starts, on a busy machine. */
const START_TIMEOUT_MS = 20_000;

export type RadicaleCalendarOptions = {
  /** The components it holds (RFC 4791 supported-calendar-component-set): events by default. */
  components?: readonly ('VEVENT' | 'VTODO' | 'VJOURNAL')[];
  color?: string;
};

export type Radicale = {
  /** The server's root, ending with a slash. */
  url: string;
  username: string;
  password: string;
  /** The calendar the user starts with, named "Calendar". */
  calendarUrl: string;
  /** Makes a calendar of the user's, shown as `name`; answers its URL. */
  makeCalendar(name: string, options?: RadicaleCalendarOptions): Promise<string>;
  /** Stores iCalendar text as it is, as `fileName` in a calendar; answers the object's URL. */
  putIcs(calendarUrl: string, fileName: string, ics: string): Promise<string>;
  /** The stored text of an object, or null when there is none. */
  getIcs(objectUrl: string): Promise<string | null>;
  /** The URLs of the objects in a calendar. */
  objectUrls(calendarUrl: string): Promise<string[]>;
  stop(): Promise<void>;
};

async function freePort() {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('No free port on 127.0.0.1.');
  return address.port;
}

function configOf(folder: string, port: number) {
  return [
    '[server]',
    `hosts = 127.0.0.1:${port}`,
    '[auth]',
    'type = htpasswd',
    `htpasswd_filename = ${path.join(folder, 'users')}`,
    'htpasswd_encryption = plain',
    // Radicale waits about a second after a wrong password by default, against guessing.
    'delay = 0',
    '[rights]',
    'type = owner_only',
    '[storage]',
    `filesystem_folder = ${path.join(folder, 'collections')}`,
    '[web]',
    'type = none',
    '[logging]',
    'level = warning',
    '',
  ].join('\n');
}

/** Starts `radicale` and resolves once it answers HTTP; rejects if it exits or never answers. */
async function started(child: ChildProcess, url: string, output: () => string) {
  let exit: string | null = null;
  child.once('error', (error: NodeJS.ErrnoException) => {
    exit = error.code === 'ENOENT' ? RADICALE_MISSING : `Radicale did not start: ${error.message}`;
  });
  child.once('exit', (code, signal) => {
    exit ??= `Radicale exited (${signal ?? code}) before answering:\n${output()}`;
  });
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exit) throw new Error(exit);
    try {
      await fetch(url, { signal: AbortSignal.timeout(1_000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`Radicale did not answer at ${url} within ${START_TIMEOUT_MS} ms:\n${output()}`);
}

const slugOf = (name: string) =>
  `${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'calendar'
  }-${randomBytes(3).toString('hex')}`;

export async function startRadicale(): Promise<Radicale> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'radicale-'));
  const username = 'owner';
  const password = randomBytes(12).toString('base64url');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  await writeFile(path.join(folder, 'users'), `${username}:${password}\n`);
  const configFile = path.join(folder, 'config');
  await writeFile(configFile, configOf(folder, port));

  let log = '';
  const child = spawn('radicale', ['--config', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.once('error', () => resolve());
  });

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
      child.kill('SIGTERM');
      await exited;
    }
    await rm(folder, { recursive: true, force: true });
  };

  try {
    await started(child, url, () => log);
  } catch (error) {
    await stop();
    throw error;
  }

  const headers = getBasicAuthHeaders({ username, password });
  const home = new URL(`${username}/`, url).href;

  const request = async (target: string, init: RequestInit) => {
    const response = await fetch(target, {
      ...init,
      headers: { ...headers, ...(init.headers as Record<string, string> | undefined) },
    });
    return response;
  };

  const makeCalendar = async (name: string, options: RadicaleCalendarOptions = {}) => {
    const calendarUrl = new URL(`${slugOf(name)}/`, home).href;
    const components = options.components ?? ['VEVENT'];
    const [answer] = await mkcalendar({
      url: calendarUrl,
      props: {
        'd:displayname': name,
        ...(options.color ? { 'ca:calendar-color': options.color } : {}),
        'c:supported-calendar-component-set': {
          'c:comp': components.map((component) => ({ _attributes: { name: component } })),
        },
      },
      headers,
    });
    if (!answer?.ok) {
      throw new Error(
        `Radicale refused to make the calendar ${name}: ${answer?.status} ${answer?.raw}`,
      );
    }
    return calendarUrl;
  };

  const putIcs = async (calendarUrl: string, fileName: string, ics: string) => {
    const objectUrl = new URL(fileName, calendarUrl).href;
    const response = await request(objectUrl, {
      method: 'PUT',
      headers: { 'content-type': 'text/calendar; charset=utf-8' },
      body: ics,
    });
    if (!response.ok) {
      throw new Error(`Radicale refused ${fileName}: ${response.status} ${await response.text()}`);
    }
    return objectUrl;
  };

  const getIcs = async (objectUrl: string) => {
    const response = await request(objectUrl, { method: 'GET' });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`Radicale could not give ${objectUrl}: ${response.status}`);
    return response.text();
  };

  const objectUrls = async (calendarUrl: string) => {
    const answers = await propfind({
      url: calendarUrl,
      props: { 'd:getetag': {} },
      depth: '1',
      headers,
    });
    return answers
      .map((answer) => new URL(answer.href ?? '', calendarUrl).href)
      .filter((href) => href !== calendarUrl);
  };

  try {
    // The user's principal collection comes with the first signed-in request.
    await propfind({ url, props: { 'd:current-user-principal': {} }, depth: '0', headers });
    const calendarUrl = await makeCalendar('Calendar');
    return { url, username, password, calendarUrl, makeCalendar, putIcs, getIcs, objectUrls, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
