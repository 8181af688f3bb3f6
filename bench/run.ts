/**
 * `npm run bench`: builds the product, serves it on a free loopback port with a fresh
 * embedded database, measures the landing page (Lighthouse), the website widget's files, the
 * server (autocannon from a second process), sign-in and memory, and, with --postgres or DATABASE_URL, the server part
 * again on a scratch PostgreSQL database; with --search, the knowledge search in this process too.
 * Writes bench/report.md and bench/report.json.
 * Figures only: nothing here passes or fails a build.
 */
import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { connect } from 'node:net';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromiumMissingMessage, findChromium } from '../scripts/find-chromium.ts';
import { freePort } from '../scripts/free-port.ts';
import { createScratchDatabase } from '../src/server/testing/scratch-database.ts';
import { benchAccount, createBenchAccounts, writerAccounts } from './bench-account.ts';
import { lighthouseRunner } from './lighthouse.ts';
import { describeMachine } from './machine.ts';
import {
  IDLE_SECONDS,
  type IdleMemory,
  measureIdleMemory,
  processMemory,
  runtimeBaselineMiB,
} from './memory.ts';
import { extraScripts, portalFilesInEntry, prerenderedLanding, weightOf } from './page-weight.ts';
import {
  type BenchReport,
  craftedUploadsSection,
  craftedUploadTarget,
  renderReport,
} from './report.ts';
import { widgetWeight } from './widget-weight.ts';
import { measureBuiltInAnswers, measureModelAnswers } from './answers-bench.ts';
import { measureAnswerQuality } from './answer-quality-bench.ts';
import { measureKnowledgeSearch } from './knowledge-search-bench.ts';
import { measureBookings } from './bookings-bench.ts';
import { measureWebsiteCrawl } from './website-crawl-bench.ts';
import { measureWidgetHostCost, WIDGET_HOST_RUNS } from './widget-host-bench.ts';
import { HISTORY_MESSAGES, measureHistory, seedHistory } from './history-bench.ts';
import { measureRealtime, OPEN_STREAMS } from './realtime-bench.ts';
import { measureUpload } from './upload-bench.ts';
import { loadSettings, measureServer } from './server-bench.ts';
import { startServer } from './server-process.ts';
import { signIn } from './session.ts';
import { freshClientAddress } from './sign-in.ts';

const root = path.resolve(import.meta.dirname, '..');
const LIGHTHOUSE_RUNS = 3;
const began = performance.now();
const elapsed = () => `${((performance.now() - began) / 1000).toFixed(0).padStart(4)} s`;
const log = (line: string) => console.log(`[bench ${elapsed()}] ${line}`);

export const usage =
  'Usage: npm run bench [-- --postgres[=postgres://user@host:5432/db]] [-- --search] [-- --uploads] [-- --answers] [-- --bookings]';

/** Measures only the uploads and prints them; bench/report.md is left as it is. */
const UPLOADS_ONLY = '--uploads';
/** Measures only the answers (built-in, then through a model) and prints them. */
const ANSWERS_ONLY = '--answers';
/** Measures only the bookings (free times beside busy calendars, one time booked at once) and prints them. */
const BOOKINGS_ONLY = '--bookings';
/**
 * Adds the knowledge search (about a quarter of a minute on 2 cores) to the run and its report.
 * `node --import tsx bench/knowledge-search-bench.ts` measures it alone and prints it.
 */
const SEARCH = '--search';

/** A PostgreSQL server on this machine with its stock superuser, as installed. */
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * The PostgreSQL server to measure on, if any: `--postgres=URL`, or `--postgres` with
 * DATABASE_URL (or, without it, the local server), or DATABASE_URL alone. The run makes a
 * scratch database there and drops it.
 */
function postgresServerUrl(args: string[]) {
  let asked = false;
  let url = process.env.DATABASE_URL || undefined;
  for (const arg of args) {
    if (arg === '--postgres') asked = true;
    else if (arg.startsWith('--postgres=')) {
      asked = true;
      url = arg.slice('--postgres='.length);
    } else throw new Error(`Unknown argument "${arg}". ${usage}`);
  }
  return asked ? (url ?? LOCAL_POSTGRES) : url;
}

function logIdle(idle: IdleMemory) {
  log(
    `  idle: ${idle.afterStart.rssMiB.toFixed(0)} MiB resident after start, ${idle.settled.rssMiB.toFixed(0)} MiB settled`,
  );
}

/** Redis, for several processes: REDIS_URL, or the local server as installed. */
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

async function reachable(url: string) {
  const { hostname, port } = new URL(url);
  const socket = connect({ host: hostname, port: Number(port || 6379) });
  try {
    await Promise.race([
      once(socket, 'connect'),
      new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000)),
    ]);
    return true;
  } catch {
    return false;
  } finally {
    socket.destroy();
  }
}

/**
 * Two server processes on one PostgreSQL database and Redis: the widget's visitors listen on
 * one, the person replies on the other. Without Redis there is nothing to measure.
 */
async function measureRealtimeAcrossProcesses(database: {
  dataDir: string;
  databaseUrl: string;
  authSecret: string;
}) {
  if (!(await reachable(redisUrl))) {
    log(`realtime across processes: skipped, no Redis at ${redisUrl}`);
    return undefined;
  }
  log(`realtime: ${OPEN_STREAMS} streams on one process, replies from another (Redis)`);
  const start = async () =>
    startServer({ port: await freePort(), ...database, env: { REDIS_URL: redisUrl } });
  const [listening, replying] = await Promise.all([start(), start()]);
  try {
    return await measureRealtime(listening, replying);
  } finally {
    await Promise.all([listening.stop(), replying.stop()]);
  }
}

/** Whether Debian's radicale is here: the bookings are measured against it. */
const radicaleInstalled = () => spawnSync('radicale', ['--version']).status === 0;

function build() {
  log('building the product');
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('The build failed.');
}

/**
 * `--uploads`: the uploads alone (the ticket, the largest document and the crafted files
 * while another account reads) on a fresh embedded server, printed.
 */
async function measureUploadsAlone(workDir: string) {
  build();
  const dataDir = path.join(workDir, 'embedded');
  log('first start: creating the embedded database');
  const first = await startServer({ port: await freePort(), dataDir });
  await first.stop();
  const writers = writerAccounts(1);
  await createBenchAccounts({ dataDir }, { demo: false, writers });
  const server = await startServer({ port: await freePort(), dataDir });
  try {
    log(
      'uploads: a 5 × 10 MB ticket, a 5 MB document, then the crafted files, while another account reads',
    );
    const upload = await measureUpload(server, writers[0]!);
    const worst = craftedUploadTarget(upload.crafted);
    console.log(
      [
        `Ticket: ${upload.ticket.status} in ${upload.ticket.seconds.toFixed(1)} s; document: ${upload.document.status} in ${upload.document.seconds.toFixed(1)} s; the other account's p99 meanwhile ${upload.reads.p99Ms.toFixed(0)} ms.`,
        `${worst.target}: ${worst.achieved}`,
        '',
        craftedUploadsSection(upload.crafted),
      ].join('\n'),
    );
  } finally {
    await server.stop();
  }
}

async function measureAnswersAlone(workDir: string) {
  build();
  const dataDir = path.join(workDir, 'embedded');
  log('first start: creating the embedded database');
  await (await startServer({ port: await freePort(), dataDir })).stop();
  const server = await startServer({ port: await freePort(), dataDir });
  try {
    log('answers: the built-in responder, 1,000 passages, 50 conversations at once');
    console.log(JSON.stringify(await measureBuiltInAnswers(server), null, 2));
  } finally {
    await server.stop();
  }
  log('answers: through a model (a local OpenAI-compatible provider)');
  console.log(
    JSON.stringify(await measureModelAnswers({ port: await freePort(), dataDir }), null, 2),
  );
}

async function main() {
  const args = process.argv.slice(2);
  const uploadsOnly = args.includes(UPLOADS_ONLY);
  const answersOnly = args.includes(ANSWERS_ONLY);
  const bookingsOnly = args.includes(BOOKINGS_ONLY);
  const search = args.includes(SEARCH);
  const postgresUrl = postgresServerUrl(
    args.filter((arg) => ![UPLOADS_ONLY, ANSWERS_ONLY, BOOKINGS_ONLY, SEARCH].includes(arg)),
  );
  const workDir = path.join(root, 'bench/.tmp', `run-${process.pid}`);
  await mkdir(workDir, { recursive: true });
  // Removed at exit, also when the run fails or is stopped half-way.
  process.once('exit', () => {
    try {
      rmSync(workDir, { recursive: true, force: true });
    } catch {
      // A server still writing there; the folder is ignored by git and the next run's own.
    }
  });
  if (uploadsOnly) return measureUploadsAlone(workDir);
  if (answersOnly) return measureAnswersAlone(workDir);
  if (bookingsOnly) {
    const figures = await measureBookings(log);
    console.log(JSON.stringify(figures, null, 2));
    return;
  }
  const chromePath = findChromium();
  if (!chromePath) throw new Error(chromiumMissingMessage);
  const machine = describeMachine(chromePath);

  build();

  // Embedded: the first start creates the database and seeds the demo account; the
  // measured start opens it, as every later start of a real install does.
  const embeddedDir = path.join(workDir, 'embedded');
  log('first start: creating the embedded database');
  const creating = performance.now();
  const first = await startServer({ port: await freePort(), dataDir: embeddedDir });
  const creation = {
    seconds: (performance.now() - creating) / 1000,
    memory: await processMemory(first.pid),
  };
  await first.stop();
  const writers = writerAccounts(loadSettings.connections);
  await createBenchAccounts({ dataDir: embeddedDir }, { demo: false, writers });
  const accounts = { reader: benchAccount, writers };
  log(`writing a history of at least ${HISTORY_MESSAGES.toLocaleString('en-US')} messages`);
  const embeddedHistory = await seedHistory({ dataDir: embeddedDir });

  const embedded = await startServer({ port: await freePort(), dataDir: embeddedDir });
  log(`serving on ${embedded.url}; idle for ${IDLE_SECONDS} s`);
  let landing;
  let embeddedFigures;
  let realtimeFigures;
  let uploadFigures;
  let widgetHost;
  let builtInAnswers;
  const history: BenchReport['history'] = {};
  try {
    const embeddedIdle = await measureIdleMemory(embedded.pid);
    logIdle(embeddedIdle);
    const lighthouse = lighthouseRunner(chromePath);
    log(`Lighthouse on / (${LIGHTHOUSE_RUNS} runs, mobile)`);
    const scored = await lighthouse.scoreLanding(`${embedded.url}/`, LIGHTHOUSE_RUNS);
    const cookie = await signIn(embedded.url, benchAccount, {
      'x-forwarded-for': freshClientAddress(),
    });
    log('loading /portal/dashboard signed in');
    const dashboard = await lighthouse.downloadsOf(`${embedded.url}/portal/dashboard`, cookie);
    if (new URL(dashboard.finalUrl).pathname !== '/portal/dashboard') {
      throw new Error(`/portal/dashboard ended on ${dashboard.finalUrl}, not signed in?`);
    }
    landing = {
      scores: scored.scores,
      landing: await weightOf(scored.load),
      dashboard: await weightOf(dashboard),
      portalOnly: await weightOf(extraScripts(scored.load, dashboard)),
      portalFilesInEntry: await portalFilesInEntry(),
      prerender: await prerenderedLanding(`${embedded.url}/`),
    };
    log(`Lighthouse on a plain page with and without the widget (${WIDGET_HOST_RUNS} runs each)`);
    widgetHost = await measureWidgetHostCost(embedded, chromePath);
    log('server load, embedded database');
    embeddedFigures = await measureServer(embedded, 'embedded', embeddedIdle, accounts, log);
    log(
      'uploads: a 5 × 10 MB ticket, a 5 MB document, then the crafted files, while another account reads',
    );
    uploadFigures = await measureUpload(embedded, writers[0]!);
    log(`realtime: ${OPEN_STREAMS} widget event streams, a person's replies`);
    realtimeFigures = await measureRealtime(embedded);
    log(`history: searching and exporting ${embeddedHistory.messages} messages`);
    history.embedded = await measureHistory(embedded, embeddedHistory);
    log('answers: the built-in responder, 1,000 passages, 50 conversations at once');
    builtInAnswers = await measureBuiltInAnswers(embedded);
  } finally {
    await embedded.stop();
  }
  log('answers: through a model (a local OpenAI-compatible provider)');
  const modelAnswers = await measureModelAnswers({ port: await freePort(), dataDir: embeddedDir });
  log('answer quality: the evaluation sets through the API, built-in responder');
  const answerQuality = await measureAnswerQuality();
  log('bookings: free times beside two busy calendars, and one time booked at once');
  const bookings = radicaleInstalled() ? await measureBookings(log) : undefined;
  const websiteCrawl = await measureWebsiteCrawl(log);
  let knowledgeSearch;
  if (search) {
    log('knowledge search: accounts of 50, 1,000 and 10,000 passages, in this process');
    knowledgeSearch = await measureKnowledgeSearch(log);
  }

  let postgresFigures;
  let realtimeAcross;
  let builtInOnPostgres;
  if (postgresUrl) {
    log('server load, PostgreSQL (a scratch database)');
    const scratch = await createScratchDatabase(
      postgresUrl,
      `bench_${Date.now()}_${randomBytes(3).toString('hex')}`,
    );
    try {
      const authSecret = randomBytes(32).toString('base64url');
      const dataDir = path.join(workDir, 'postgres');
      await createBenchAccounts(
        { dataDir, databaseUrl: scratch.url, authSecret },
        { demo: true, writers },
      );
      log(`writing a history of at least ${HISTORY_MESSAGES.toLocaleString('en-US')} messages`);
      const seeded = await seedHistory({ dataDir, databaseUrl: scratch.url, authSecret });
      const server = await startServer({
        port: await freePort(),
        dataDir,
        databaseUrl: scratch.url,
        authSecret,
      });
      try {
        log(`idle for ${IDLE_SECONDS} s`);
        const idle = await measureIdleMemory(server.pid);
        logIdle(idle);
        postgresFigures = await measureServer(server, 'postgres', idle, accounts, log);
        log(`history: searching and exporting ${seeded.messages} messages`);
        history.postgres = await measureHistory(server, seeded);
        log('answers on PostgreSQL: the built-in responder, 1,000 passages, 50 conversations');
        builtInOnPostgres = await measureBuiltInAnswers(server);
      } finally {
        await server.stop();
      }
      realtimeAcross = await measureRealtimeAcrossProcesses({
        dataDir,
        databaseUrl: scratch.url,
        authSecret,
      });
    } finally {
      await scratch.drop();
    }
  }

  machine.loadAverage.end = os.loadavg()[0];
  const report: BenchReport = {
    machine,
    durationSeconds: (performance.now() - began) / 1000,
    landing,
    widget: await widgetWeight(),
    widgetHost,
    answers: { builtIn: builtInAnswers, model: modelAnswers, builtInOnPostgres },
    answerQuality,
    knowledgeSearch,
    bookings,
    websiteCrawl,
    history,
    realtime: realtimeFigures,
    realtimeAcross,
    upload: uploadFigures,
    embeddedCreation: creation,
    runtimeBaselineMiB: runtimeBaselineMiB(),
    servers: [embeddedFigures, ...(postgresFigures ? [postgresFigures] : [])],
  };
  await writeFile(path.join(root, 'bench/report.json'), `${JSON.stringify(report, null, 2)}\n`);
  await writeFile(path.join(root, 'bench/report.md'), renderReport(report));
  log('wrote bench/report.md and bench/report.json');
}

// Stopped from outside: exit normally, so the servers and the load process are stopped too.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

main().catch((err: unknown) => {
  console.error(`bench: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
