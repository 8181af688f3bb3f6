import { count, eq } from 'drizzle-orm';
import { apiPaths } from '@shared/api-paths.ts';
import { openAccountStore } from '../src/server/cli/users-command.ts';
import { readEnv } from '../src/server/env.ts';
import { sampleHistoryLoader } from '@server/runtime/history/sample-history.ts';
import type { AccountId } from '../src/server/platform/db/account-scope.ts';
import { openDatabase } from '../src/server/platform/db/open-database.ts';
import { message } from '../src/server/platform/db/schema.ts';
import { followMemory } from './memory.ts';
import type { RunningServer } from './server-process.ts';
import type { Credentials } from './session.ts';
import { signIn } from './session.ts';
import { freshClientAddress } from './sign-in.ts';
import { percentile } from './stats.ts';

/** The account whose history is searched and exported: the sample business, years of it. */
export const historyAccount: Credentials = {
  email: 'bench-history@example.com',
  password: 'bench-history-password',
};

/** At least this many messages, as the target asks. */
export const HISTORY_MESSAGES = 100_000;
/** The sample history's demo size, repeated: about 110,000 messages. */
const HISTORY_SIZE = { days: 60, scale: 50 };

/** Words customers of the sample business use, and one phrase: what an owner would search. */
const searches = [
  'opening',
  'parking',
  'brakes',
  'oil',
  'tyres',
  'price',
  'towing',
  'appointment',
  'warranty',
  'electric',
  'motorcycles',
  '"talk to a person"',
];
const SEARCH_ROUNDS = 4;

export type HistoryFigures = {
  messages: number;
  seedSeconds: number;
  search: { requests: number; p50Ms: number; p95Ms: number };
  export: { seconds: number; megabytes: number; rssBeforeMiB: number; rssPeakMiB: number };
};

type Database = { dataDir: string; databaseUrl?: string; authSecret?: string };

/** Creates the account with the sample data and writes its long history, before the server starts. */
export async function seedHistory(
  database: Database,
): Promise<{ messages: number; seconds: number }> {
  const began = performance.now();
  const env = readEnv({
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl,
    AUTH_SECRET: database.authSecret,
    LOG_LEVEL: 'error',
  });
  const store = await openAccountStore(env);
  let accountId: AccountId;
  try {
    ({ id: accountId } = await store.createAccount({ ...historyAccount, sampleData: true }));
  } finally {
    await store.close();
  }
  const opened = await openDatabase(env);
  try {
    await sampleHistoryLoader(HISTORY_SIZE)(accountId, opened.db, { secret: '' });
    const [row] = await opened.db
      .select({ value: count() })
      .from(message)
      .where(eq(message.accountId, accountId));
    return { messages: row?.value ?? 0, seconds: (performance.now() - began) / 1000 };
  } finally {
    await opened.close();
  }
}

async function timed(url: string, cookie: string) {
  const began = performance.now();
  const res = await fetch(url, { headers: { cookie } });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  await res.arrayBuffer();
  return performance.now() - began;
}

/**
 * Full-text searches of the history, one at a time, and the export of all of it as CSV while
 * the server's resident memory is sampled: streamed, its peak should stay near where it began.
 */
export async function measureHistory(
  server: RunningServer,
  seeded: { messages: number; seconds: number },
): Promise<HistoryFigures> {
  const cookie = await signIn(server.url, historyAccount, {
    'x-forwarded-for': freshClientAddress(),
  });
  const searchUrl = (words: string) =>
    `${server.url}${apiPaths.conversations}?q=${encodeURIComponent(words)}`;
  await timed(searchUrl('warm'), cookie);
  const latencies: number[] = [];
  for (let round = 0; round < SEARCH_ROUNDS; round++) {
    for (const words of searches) latencies.push(await timed(searchUrl(words), cookie));
  }

  const memory = await followMemory(server.pid);
  const began = performance.now();
  let bytes = 0;
  let rss: { beforeMiB: number; peakMiB: number };
  try {
    const res = await fetch(`${server.url}${apiPaths.conversationsExport}?format=csv`, {
      headers: { cookie },
    });
    if (!res.ok || !res.body) throw new Error(`The export answered ${res.status}`);
    const reader = res.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      bytes += read.value.byteLength;
    }
  } finally {
    rss = memory.stop();
  }
  return {
    messages: seeded.messages,
    seedSeconds: seeded.seconds,
    search: {
      requests: latencies.length,
      p50Ms: percentile(latencies, 50),
      p95Ms: percentile(latencies, 95),
    },
    export: {
      seconds: (performance.now() - began) / 1000,
      megabytes: bytes / 1024 / 1024,
      rssBeforeMiB: rss.beforeMiB,
      rssPeakMiB: rss.peakMiB,
    },
  };
}
