import { type BookingFigures, bookingRows, bookingSection } from './bookings-bench.ts';
import {
  type WebsiteCrawlFigures,
  websiteCrawlRows,
  websiteCrawlSection,
} from './website-crawl-bench.ts';
import type { LandingScores } from './lighthouse.ts';
import type { LoadScenarioName } from './load-scenarios.ts';
import { loadScenarios } from './load-scenarios.ts';
import type { Machine } from './machine.ts';
import { IDLE_SECONDS, type ProcessMemory } from './memory.ts';
import type { PageWeight, Prerender } from './page-weight.ts';
import type { WidgetWeight } from './widget-weight.ts';
import {
  type AnswerFigures,
  answerTargets,
  answersSection,
  answersTargets,
  builtInAnswersTarget,
  type ModelAnswerFigures,
} from './answers-bench.ts';
import { answerQualityRows, answerQualitySection } from './answer-quality-bench.ts';
import {
  type KnowledgeSearchFigures,
  knowledgeSearchNotes,
  knowledgeSearchRows,
  knowledgeSearchSection,
} from './knowledge-search-bench.ts';
import type { SetScore } from '@server/runtime/knowledge/evaluation/run-evaluation.ts';
import { type WidgetHostFigures, widgetHostSection, widgetHostTarget } from './widget-host-bench.ts';
import { HISTORY_MESSAGES, type HistoryFigures } from './history-bench.ts';
import type { RealtimeFigures } from './realtime-bench.ts';
import type { CraftedUpload, StoredUpload, UploadFigures } from './upload-bench.ts';
import { loadSettings, type ServerFigures } from './server-bench.ts';
import { SIGN_UP_ALIKE_P } from './sign-up.ts';
import { ms } from './stats.ts';

export type BenchReport = {
  machine: Machine;
  durationSeconds: number;
  landing: {
    scores: LandingScores;
    landing: PageWeight;
    dashboard: PageWeight;
    /** What the dashboard downloads that the landing does not: the portal's own code. */
    portalOnly: PageWeight;
    /** Portal source files reachable from the entry by static imports (should be none). */
    portalFilesInEntry: string[];
    prerender: Prerender;
  };
  /** The website widget's files as built. */
  widget: WidgetWeight;
  /** The agent's answers on the embedded server: built in, and through a model. */
  answers: { builtIn: AnswerFigures; model: ModelAnswerFigures; builtInOnPostgres?: AnswerFigures };
  /** The evaluation sets' scores, one per set (absent from reports written before them). */
  answerQuality?: SetScore[];
  /** The knowledge search alone, in process on the embedded database (with --search only). */
  knowledgeSearch?: KnowledgeSearchFigures;
  /** Free times beside busy calendars, and one time booked at once (absent without Radicale). */
  bookings?: BookingFigures;
  /** A 200-page website read for knowledge while another account reads (absent before it). */
  websiteCrawl?: WebsiteCrawlFigures;
  /** Lighthouse on a plain page of a business, without and with the widget. */
  widgetHost: WidgetHostFigures;
  /** History search and export over a long history, on each database measured. */
  history: { embedded?: HistoryFigures; postgres?: HistoryFigures };
  /** Widget event streams held open on the embedded server, and a person's replies to them. */
  realtime: RealtimeFigures;
  /** The same with the person on a second process (PostgreSQL and Redis; absent without). */
  realtimeAcross?: RealtimeFigures;
  /** A 5 × 10 MB ticket and a 5 MB document on the embedded server while another account reads. */
  upload: UploadFigures;
  /** The first start of the embedded mode, which creates the database. */
  embeddedCreation: { seconds: number; memory: ProcessMemory };
  /** Resident memory of plain `node` with no product code loaded. */
  runtimeBaselineMiB: number;
  servers: ServerFigures[];
};

/** The issue's targets. Figures beside them, never assertions: see README "Benchmark". */
export const targets = {
  lighthousePerformance: 98,
  cls: 0.02,
  tbtMs: 100,
  lcpMs: 1500,
  sessionRatio: 0.4,
  agentsRatio: 0.25,
  p99Ms: 50,
  signInP50Ms: 100,
  postgresIdleMiB: 150,
  historySearchP95Ms: 100,
  replyP99Ms: 100,
  /** The upload's 50 MB must not be held: streamed to disk, the server grows far less. */
  uploadGrowthMiB: 100,
  /** Another account's reads during an upload: generous, as the security issue asked. */
  uploadReadP99Ms: 1000,
  /** Bounded: a streamed export holds a page of rows at a time, whatever the history's size. */
  exportGrowthMiB: 100,
  /** The landing's own script, as it travels (brotli). */
  landingScriptBrotli: 60 * 1024,
  widgetLoaderGzip: 6 * 1024,
  widgetTotalGzip: 25 * 1024,
} as const;

type Row = { target: string; achieved: string; met: boolean | undefined };

const databaseName = { embedded: 'embedded (PGlite)', postgres: 'PostgreSQL' } as const;

/**
 * The embedded database's shares when PGlite still ran on the thread that answers HTTP: the
 * committed report of that code, measured by this benchmark on this machine, for comparison.
 */
const embeddedOnRequestThread = { commit: '29dadc2', date: '2026-11-25', session: 0.24, agents: 0.11 };
/**
 * Why the landing's remaining blocking time is what it costs, found with CPU profiles of the
 * load under a 4x slowdown: the scripts are imported one task at a time and the page is
 * hydrated in a transition, so what still blocks is the hydration's commit and effects, which
 * React does not split, and the browser's style and layout of the prerendered page.
 */
const tbtCost =
  "What still blocks, in CPU profiles of the load at a 4× slowdown, is the islands' hydration (Preact and MUI's styles, one island per task) and the browser's style and layout of the prerendered page.";

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** How far apart the runs' TBT lie: on a shared machine, often further than the target. */
const tbtSpread = (runs: number[]) =>
  `The ${runs.length} runs' TBT lie between ${ms(Math.min(...runs))} and ${ms(Math.max(...runs))}.`;
const mib = (value: number) => `${value.toFixed(0)} MB`;
const percent = (ratio: number) => `${(ratio * 100).toFixed(0)} %`;
const verdict = (met: boolean | undefined) =>
  met === undefined ? 'reported' : met ? 'met' : '**missed**';
const table = (head: string[], rows: string[][]) =>
  [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');

function serverOf(report: BenchReport, database: ServerFigures['database']) {
  return report.servers.find((server) => server.database === database);
}

function hashLabel(server: ServerFigures) {
  const { memoryCost, timeCost, parallelism } = server.signIn.hashParameters;
  return `argon2id, m = ${memoryCost} KiB (${(memoryCost / 1024).toFixed(0)} MiB), t = ${timeCost}, p = ${parallelism}`;
}

/** The scenario with the highest p99 on a server. */
function slowest(server: ServerFigures) {
  return (Object.keys(server.load) as LoadScenarioName[]).reduce((a, b) =>
    server.load[b].best.p99Ms > server.load[a].best.p99Ms ? b : a,
  );
}

/** The crafted file whose upload the other account felt most. */
export function craftedUploadTarget(crafted: CraftedUpload[]): Row {
  const worst = crafted.reduce((a, b) => (b.reads.p99Ms > a.reads.p99Ms ? b : a));
  return {
    target: `Another account's agents list while the worst of ${crafted.length} crafted files is uploaded: p99 < ${targets.uploadReadP99Ms} ms (embedded (PGlite))`,
    achieved: `${ms(worst.reads.p99Ms)} during ${worst.what} (p50 ${ms(worst.reads.p50Ms)}, slowest ${ms(worst.reads.slowestMs)}, ${worst.reads.count} reads; answered ${worst.status} in ${worst.seconds.toFixed(1)} s)`,
    met: worst.reads.p99Ms < targets.uploadReadP99Ms,
  };
}

/** Each crafted upload: how it was answered, and what another account felt meanwhile. */
export function craftedUploadsSection(crafted: CraftedUpload[]) {
  return [
    '## Crafted uploads',
    '',
    'Files made to exhaust the server that reads them, and the largest valid text, each uploaded in turn by a Professional account while another account lists its agents again and again (`src/server/testing/crafted-documents.ts`). Each is read on a thread of its own within caps, a heap limit and a time limit, and stored as failed with the reason in words.',
    '',
    table(
      ['file', 'size', 'answer', 'time', "other account's p50", 'p99', 'slowest', 'reads'],
      crafted.map((upload) => [
        upload.what,
        upload.kilobytes >= 1024
          ? `${(upload.kilobytes / 1024).toFixed(1)} MB`
          : `${upload.kilobytes.toFixed(0)} KB`,
        `${upload.status}: ${upload.answer}`,
        `${upload.seconds.toFixed(1)} s`,
        ms(upload.reads.p50Ms),
        ms(upload.reads.p99Ms),
        ms(upload.reads.slowestMs),
        String(upload.reads.count),
      ]),
    ),
  ].join('\n');
}

function targetRows(report: BenchReport): Row[] {
  const { scores, prerender, portalFilesInEntry, portalOnly } = report.landing;
  const rows: Row[] = [
    {
      target: `Lighthouse performance on \`/\` (mobile) ≥ ${targets.lighthousePerformance}`,
      achieved: `${scores.performance} (runs: ${scores.performanceOfEachRun.join(', ')})`,
      met: scores.performance >= targets.lighthousePerformance,
    },
    {
      target: `CLS < ${targets.cls}`,
      achieved: scores.cls.toFixed(3),
      met: scores.cls < targets.cls,
    },
    {
      target: `TBT < ${targets.tbtMs} ms`,
      achieved: `${ms(scores.tbtMs)} (runs: ${scores.tbtOfEachRun.map(ms).join(', ')})`,
      met: scores.tbtMs < targets.tbtMs,
    },
    {
      target: `LCP < ${targets.lcpMs / 1000} s`,
      achieved: `${(scores.lcpMs / 1000).toFixed(2)} s`,
      met: scores.lcpMs < targets.lcpMs,
    },
    {
      target: `\`/\` downloads ≤ ${kb(targets.landingScriptBrotli)} of JavaScript (brotli)`,
      achieved: `${kb(report.landing.landing.script.transferred)} in ${report.landing.landing.files} files`,
      met: report.landing.landing.script.transferred <= targets.landingScriptBrotli,
    },
    {
      target: '`/` downloads no portal code',
      achieved:
        portalFilesInEntry.length === 0
          ? `no portal file among the entry's static imports; the portal's ${portalOnly.files} files (${kb(portalOnly.total.gzip)} gzip) load only with it`
          : `the entry imports ${portalFilesInEntry.join(', ')}`,
      met: portalFilesInEntry.length === 0,
    },
    {
      target: '`/` is complete HTML before any script runs',
      achieved: prerender.hasHeadline
        ? `prerendered: ${prerender.textCharacters} characters of text, headline included`
        : `the served HTML lacks the headline (${prerender.textCharacters} characters of text)`,
      met: prerender.hasHeadline,
    },
  ];

  const { loader, panel } = report.widget;
  rows.push(
    {
      target: `Widget loader ≤ ${kb(targets.widgetLoaderGzip)} gzip`,
      achieved: `${kb(loader.gzip)} (${kb(loader.brotli)} brotli)`,
      met: loader.gzip <= targets.widgetLoaderGzip,
    },
    {
      target: `Widget loader plus chat panel ≤ ${kb(targets.widgetTotalGzip)} gzip`,
      achieved: `${kb(loader.gzip + panel.gzip)} (${kb(loader.brotli + panel.brotli)} brotli)`,
      met: loader.gzip + panel.gzip <= targets.widgetTotalGzip,
    },
    widgetHostTarget(report.widgetHost),
  );

  rows.push(
    ...answersTargets(report.answers.builtIn, report.answers.model).map((row) => ({
      ...row,
      target: `${row.target} (embedded (PGlite))`,
    })),
  );
  if (report.answers.builtInOnPostgres) {
    const row = builtInAnswersTarget(report.answers.builtInOnPostgres);
    rows.push({ ...row, target: `${row.target} (PostgreSQL)` });
  }
  rows.push(...answerQualityRows(report.answerQuality));
  rows.push(...knowledgeSearchRows(report.knowledgeSearch));
  rows.push(...bookingRows(report.bookings));
  rows.push(...websiteCrawlRows(report.websiteCrawl));
  const { upload } = report;
  const { ticket, document } = upload;
  const growth = (stored: StoredUpload) =>
    `${mib(stored.rssPeakMiB - stored.rssBeforeMiB)} (${mib(stored.rssBeforeMiB)} before, ${mib(stored.rssPeakMiB)} at most; answered ${stored.status} in ${stored.seconds.toFixed(1)} s)`;
  rows.push(
    {
      target: `A ${upload.files} × ${ticket.megabytes / upload.files} MB ticket: the server grows < ${targets.uploadGrowthMiB} MB (embedded (PGlite))`,
      achieved: growth(ticket),
      met: ticket.status === 201 && ticket.rssPeakMiB - ticket.rssBeforeMiB < targets.uploadGrowthMiB,
    },
    {
      target: `Then a ${document.megabytes} MB PDF for the knowledge: how far the server grows (embedded (PGlite))`,
      achieved: growth(document),
      met: document.status === 201 ? undefined : false,
    },
    {
      target: `Another account's agents list during those uploads: p99 < ${targets.uploadReadP99Ms} ms (embedded (PGlite))`,
      achieved: `${ms(upload.reads.p99Ms)} (p50 ${ms(upload.reads.p50Ms)}, slowest ${ms(upload.reads.slowestMs)}, ${upload.reads.count} reads)`,
      met: upload.reads.p99Ms < targets.uploadReadP99Ms,
    },
    craftedUploadTarget(upload.crafted),
  );
  const { realtime } = report;
  rows.push(
    {
      target: `A person's reply reaches the widget p99 < ${targets.replyP99Ms} ms, ${realtime.streams} streams open (embedded (PGlite))`,
      achieved: `${ms(realtime.p99Ms)} (p50 ${ms(realtime.p50Ms)}, ${realtime.replies} replies)`,
      met: realtime.p99Ms < targets.replyP99Ms,
    },
    {
      target: `The same across two processes, the person on the second: p99 < ${targets.replyP99Ms} ms (PostgreSQL and Redis)`,
      achieved: report.realtimeAcross
        ? `${ms(report.realtimeAcross.p99Ms)} (p50 ${ms(report.realtimeAcross.p50Ms)}, ${report.realtimeAcross.replies} replies, ${report.realtimeAcross.streams} streams open)`
        : 'not measured: run with --postgres and Redis',
      met: report.realtimeAcross ? report.realtimeAcross.p99Ms < targets.replyP99Ms : undefined,
    },
    {
      target: 'Memory per open widget stream (embedded (PGlite))',
      achieved: `${realtime.memoryPerStreamKiB.toFixed(0)} KiB (the server's resident growth over ${realtime.streams} visitors, each with a conversation and its stream)`,
      met: undefined,
    },
  );
  for (const database of ['embedded', 'postgres'] as const) {
    const history = report.history[database];
    const name = databaseName[database];
    const search = `History search p95 < ${targets.historySearchP95Ms} ms over ${HISTORY_MESSAGES.toLocaleString('en-US')} messages (${name})`;
    if (!history) {
      rows.push({ target: search, achieved: 'not measured: run with --postgres', met: undefined });
      continue;
    }
    rows.push(
      {
        target: search,
        achieved: `${ms(history.search.p95Ms)} over ${history.messages.toLocaleString('en-US')} messages (p50 ${ms(history.search.p50Ms)})`,
        met: history.messages >= HISTORY_MESSAGES && history.search.p95Ms < targets.historySearchP95Ms,
      },
      {
        target: `History export streams in bounded memory: the server grows < ${targets.exportGrowthMiB} MB (${name})`,
        achieved: `${history.export.megabytes.toFixed(1)} MB of CSV in ${history.export.seconds.toFixed(1)} s; server resident ${mib(history.export.rssBeforeMiB)} before, ${mib(history.export.rssPeakMiB)} at most during it`,
        met: history.export.rssPeakMiB - history.export.rssBeforeMiB < targets.exportGrowthMiB,
      },
    );
  }

  for (const server of report.servers) {
    const name = databaseName[server.database];
    const { session, agents } = server.load;
    const worst = slowest(server);
    const errors = Object.values(server.load).reduce((sum, figures) => sum + figures.errors, 0);
    rows.push(
      {
        target: `Session check ≥ ${percent(targets.sessionRatio)} of \`/api/health\` (${name})`,
        achieved: `${percent(session.ratioToHealth)} (${session.best.requestsPerSecond.toFixed(0)} req/s)`,
        met: session.ratioToHealth >= targets.sessionRatio,
      },
      {
        target: `Agents list ≥ ${percent(targets.agentsRatio)} of \`/api/health\` (${name})`,
        achieved: `${percent(agents.ratioToHealth)} (${agents.best.requestsPerSecond.toFixed(0)} req/s)`,
        met: agents.ratioToHealth >= targets.agentsRatio,
      },
      {
        target: `p99 < ${targets.p99Ms} ms at ${loadSettings.connections} connections, every request (${name})`,
        achieved: `highest: ${ms(server.load[worst].best.p99Ms)} (${worst})`,
        met: server.load[worst].best.p99Ms < targets.p99Ms,
      },
      {
        target: `Zero errors (${name})`,
        achieved: String(errors),
        met: errors === 0,
      },
      {
        target: `Sign-in p50 < ${targets.signInP50Ms} ms, ${hashLabel(server)} (${name})`,
        achieved: ms(server.signIn.p50Ms),
        met: server.signIn.p50Ms < targets.signInP50Ms,
      },
      {
        target: `Sign-up's time, and the next request's, do not tell a known email from a new one: Mann–Whitney p ≥ ${SIGN_UP_ALIKE_P} (${name})`,
        achieved: server.signUp
          ? `p = ${server.signUp.pValue.toFixed(2)}; right behind it p = ${server.signUp.followOn.pValue.toFixed(2)}`
          : 'not measured',
        met: server.signUp
          ? Math.min(server.signUp.pValue, server.signUp.followOn.pValue) >= SIGN_UP_ALIKE_P
          : undefined,
      },
    );
  }

  const postgres = serverOf(report, 'postgres');
  const embedded = serverOf(report, 'embedded');
  rows.push({
    target: `Server idle < ${targets.postgresIdleMiB} MB resident on PostgreSQL`,
    achieved: postgres
      ? `${mib(postgres.memory.idle.settled.rssMiB)} idle (lowest over ${IDLE_SECONDS} s; ${mib(postgres.memory.idle.afterStart.rssMiB)} just after start)`
      : 'not measured (run with --postgres)',
    met: postgres ? postgres.memory.idle.settled.rssMiB < targets.postgresIdleMiB : undefined,
  });
  rows.push({
    target: "Embedded database's memory, reported separately",
    achieved:
      postgres && embedded
        ? `${mib(embedded.memory.idle.settled.rssMiB - postgres.memory.idle.settled.rssMiB)} (embedded idle ${mib(embedded.memory.idle.settled.rssMiB)} − PostgreSQL idle ${mib(postgres.memory.idle.settled.rssMiB)})`
        : embedded
          ? `embedded idle ${mib(embedded.memory.idle.settled.rssMiB)}; run with --postgres for its share`
          : 'not measured',
    met: undefined,
  });
  return rows;
}

const metricNames: Record<string, string> = {
  'first-contentful-paint': 'First Contentful Paint',
  'largest-contentful-paint': 'Largest Contentful Paint',
  'total-blocking-time': 'Total Blocking Time',
  'cumulative-layout-shift': 'Cumulative Layout Shift',
  'speed-index': 'Speed Index',
};

/** Only the load before the run counts: by its end the load is mostly the benchmark's own. */
function busyNote(machine: Machine) {
  const load = machine.loadAverage.start;
  return load > machine.cores * 0.5
    ? ` Other work was running: the 1-minute load average was ${load.toFixed(1)} on ${machine.cores} cores when the run began, so absolute figures here are low and noisy; the ratios to \`/api/health\` hold better.`
    : '';
}

/** A paragraph for each missed target, built from the figures of this run. */
function explanations(report: BenchReport): string[] {
  const notes: string[] = [];
  const { scores } = report.landing;
  const busy = busyNote(report.machine);

  if (
    scores.performance < targets.lighthousePerformance ||
    scores.cls >= targets.cls ||
    scores.tbtMs >= targets.tbtMs ||
    scores.lcpMs >= targets.lcpMs
  ) {
    const lost = Object.entries(scores.metricScores)
      .filter(([, score]) => score < 1)
      .sort((a, b) => a[1] - b[1])
      .map(([id, score]) => `${metricNames[id] ?? id} (${(score * 100).toFixed(0)}/100)`);
    const { blockingMs } = scores;
    const scriptKb = report.landing.landing.script.raw / 1024;
    notes.push(
      `**Landing page.** Lighthouse's mobile preset simulates a mid-range phone on slow 4G: it multiplies the main-thread work it observes by 4. Here the load's main thread worked ${ms(scores.observedMainThreadMs)} (${ms(scores.observedMainThreadMs * 4)} simulated), on a machine Lighthouse rated at ${scores.benchmarkIndex.toFixed(0)} (its benchmark index; the busier the machine, the lower it is and the longer each task). ${lost.length > 0 ? `Points were lost on ${lost.join(', ')}. ` : ''}` +
        `Long tasks ending after the first paint, by their part over 50 ms (what TBT adds up until the page is interactive): ${ms(blockingMs.scripts)} in the app's scripts (evaluating ${scriptKb.toFixed(0)} kB of JavaScript, Preact and MUI, then hydrating the page's interactive islands), ${ms(blockingMs.document)} in the page's own HTML (parsing, style and layout of the prerendered page), ${ms(blockingMs.unattributed)} that Chromium does not attribute.${scores.tbtMs >= targets.tbtMs ? ` ${tbtCost} ${tbtSpread(scores.tbtOfEachRun)}` : ''}${busy}`,
    );
  }

  notes.push(...answerNotes(report));
  notes.push(...knowledgeSearchNotes(report.knowledgeSearch));

  const { document } = report.upload;
  if (document.status === 201) {
    notes.push(
      `**A ${document.megabytes} MB PDF for the knowledge: the server grew ${mib(document.rssPeakMiB - document.rssBeforeMiB)}.** Unlike a ticket's files, which are written to disk as they arrive, a document is read to index its text: the parser (pdf.js, loaded on the first document) holds the whole file and its parsed objects while it extracts the text, and the extracted passages are indexed. The figure is the price of reading one document of the largest size the product accepts; documents are one at a time per account.`,
    );
  }

  const health = (server: ServerFigures) => server.load.health.best.requestsPerSecond;
  for (const server of report.servers) {
    const name = databaseName[server.database];
    const other = report.servers.find((candidate) => candidate !== server);
    for (const [scenario, target] of [
      ['session', targets.sessionRatio],
      ['agents', targets.agentsRatio],
    ] as const) {
      const figures = server.load[scenario];
      if (figures.ratioToHealth >= target) continue;
      const perRequest = 1000 / figures.best.requestsPerSecond;
      const floor = 1000 / health(server);
      const otherRatio = other?.load[scenario].ratioToHealth;
      notes.push(
        `**${loadScenarios[scenario].label} on ${name}: ${percent(figures.ratioToHealth)} of \`/api/health\`.** At saturation a request costs the server about ${ms(perRequest)} against ${ms(floor)} for the health check, ${(perRequest / floor).toFixed(1)}× as much, where the target allows ${(1 / target).toFixed(1)}×. ` +
          (server.database === 'embedded'
            ? `The embedded database is PostgreSQL compiled to WebAssembly, on a thread of its own that the server reaches over a Unix socket: its queries no longer run on the event loop that answers HTTP, but on this ${report.machine.cores}-core machine that thread, the server's and the load generator's share the cores, and WebAssembly does a query's work several times slower than PostgreSQL proper.${otherRatio !== undefined ? ` On PostgreSQL the same request costs ${(1 / otherRatio).toFixed(1)}× a health check, so about ${ms((1 / figures.ratioToHealth - 1 / otherRatio) * floor)} of each request here is the embedded database's.` : ''}`
            : `What is left beyond the health check's work is the session lookup${scenario === 'agents' ? ' and the agents query' : ''}, their round trips to PostgreSQL, and the JSON answer.`) +
          busy,
      );
    }

    const worst = slowest(server);
    const worstFigures = server.load[worst].best;
    if (worstFigures.p99Ms >= targets.p99Ms) {
      const mean = (1000 * worstFigures.connections) / worstFigures.requestsPerSecond;
      notes.push(
        `**p99 of ${loadScenarios[worst].label} on ${name}: ${ms(worstFigures.p99Ms)}.** ${worstFigures.connections} connections at ${worstFigures.requestsPerSecond.toFixed(0)} requests a second means each request waits ${ms(mean)} on average (Little's law), so at this concurrency the tail follows throughput: ${server.database === 'embedded' ? "each request's writes take their turn on the embedded database's one session" : 'requests queue behind each other on the one event loop'}.${busy}`,
      );
    }

    const errors = Object.entries(server.load).filter(([, figures]) => figures.errors > 0);
    if (errors.length > 0) {
      notes.push(
        `**Errors on ${name}:** ${errors.map(([scenario, figures]) => `${scenario}: ${figures.errors} (${figures.rounds.reduce((sum, round) => sum + round.non2xx, 0)} answers not 2xx)`).join('; ')}.`,
      );
    }

    if (server.signIn.p50Ms >= targets.signInP50Ms) {
      const rest = server.signIn.p50Ms - server.signIn.hashVerifyMs;
      notes.push(
        `**Sign-in on ${name}: p50 ${ms(server.signIn.p50Ms)}.** One ${hashLabel(server)} verification alone takes ${ms(server.signIn.hashVerifyMs)} on this machine; the rest of a sign-in (its queries, the new session, the HTTP round trip) takes about ${ms(rest)}. The hash's cost is deliberate: it is OWASP's minimum for argon2id, and it is what makes a stolen password table slow to attack.${busy}`,
      );
    }
  }

  const postgres = serverOf(report, 'postgres');
  if (postgres && postgres.memory.idle.settled.rssMiB >= targets.postgresIdleMiB) {
    notes.push(
      `**Idle memory on PostgreSQL: ${mib(postgres.memory.idle.settled.rssMiB)}.** Of this, ${mib(report.runtimeBaselineMiB)} is Node itself before any product code loads (\`node dist/server/index.js\` is how \`npm start\` runs the server); the product's code and libraries hold the other ${mib(postgres.memory.idle.settled.rssMiB - report.runtimeBaselineMiB)}. ${mib(postgres.memory.idle.settled.fileMiB)} of the total are pages of the node binary and native libraries mapped from disk, shared with every other Node process; the memory the server allocated itself is ${mib(postgres.memory.idle.settled.anonymousMiB)}.${postgres.memory.idle.afterStart.rssMiB - postgres.memory.idle.settled.rssMiB < 5 ? ` It stayed at its start-up level (${mib(postgres.memory.idle.afterStart.rssMiB)}) for all ${IDLE_SECONDS} s: V8 had not yet given back the heap start-up used, which its memory reducer does in its own time.` : ''}`,
    );
  }
  return notes;
}

/** Why the answers' targets are missed, from this run's own figures. */
function answerNotes(report: BenchReport): string[] {
  const notes: string[] = [];
  const { builtIn, model, builtInOnPostgres } = report.answers;
  const perAnswerMs = 1000 / builtIn.answersPerSecond;
  const onPostgres = builtInOnPostgres
    ? ` On PostgreSQL the same run reaches ${builtInOnPostgres.answersPerSecond.toFixed(1)} answers a second, with the first event at p50 ${ms(builtInOnPostgres.firstEvent.p50Ms)} at once and ${ms(builtInOnPostgres.alone.firstEvent.p50Ms)} alone: there the queue is the server's two cores, shared with the benchmark's ${builtIn.conversations} customers and PostgreSQL itself.`
    : '';
  if (builtIn.firstEvent.p50Ms >= answerTargets.builtInFirstEventP50Ms) {
    notes.push(
      `**Built-in responder on embedded (PGlite): first event p50 ${ms(builtIn.firstEvent.p50Ms)}.** One customer alone gets the first event in ${ms(builtIn.alone.firstEvent.p50Ms)} p50 and the first text in ${ms(builtIn.alone.firstText.p50Ms)}: the server's own work for a message, the knowledge search over ${builtIn.passages.toLocaleString('en-US')} passages included. The ${builtIn.conversations} customers of the run each send their next message the moment an answer ends, so the run is a closed loop at the server's capacity, ${builtIn.answersPerSecond.toFixed(1)} answers a second (about ${ms(perAnswerMs)} each): a round of all ${builtIn.conversations} takes ${ms(builtIn.conversations * perAnswerMs)} (Little's law), and each message waits its turn in it. The embedded database is one session, so every conversation's statements (storing the message, reading the agent, the briefing and the recent history, the knowledge revision, storing the answer) take turns on it, and the server's thread, the database's thread and the benchmark's customers share the machine's cores; the first event waits for the message to be stored, with what its answer reads, behind the work already queued. Statements that do not wait for each other's answers go together in one round trip, also inside a transaction (which holds the one connection from its begin to its commit): about 7 round trips for a message and its answer, the widget's read of the visitor's conversation and two transactions of 3 (begin, the statements, commit), one storing the message with what the answer reads, one storing the answer, plus a read of the words' stems the first time a word is seen. The knowledge search itself runs in the server's memory.${onPostgres} Customers who read and type between messages load the server far less than this run does.`,
    );
  }
  if (model.beforeCall.p50Ms >= answerTargets.modelBeforeCallP50Ms) {
    notes.push(
      `**Through a model: the server calls the model ${ms(model.beforeCall.p50Ms)} p50 after the customer's message is sent.** That is storing the message and reading what the model is given (the agent, the briefing, the recent history, the knowledge), the same statements and queue on the embedded database as the built-in responder's above, with ${model.conversations} conversations at once. Once the model writes, the server passes its text on in ${ms(model.relay.p50Ms)} p50 (p99 ${ms(model.relay.p99Ms)}).`,
    );
  }
  return notes;
}

function landingSection(report: BenchReport) {
  const { scores, landing, dashboard, portalOnly } = report.landing;
  const weightRow = (label: string, weight: PageWeight) => [
    label,
    String(weight.files),
    `${kb(weight.script.raw)} / ${kb(weight.script.gzip)} / ${kb(weight.script.transferred)}`,
    `${kb(weight.stylesheet.raw)} / ${kb(weight.stylesheet.gzip)} / ${kb(weight.stylesheet.transferred)}`,
  ];
  return [
    '## Landing page',
    '',
    `Lighthouse ${scores.runs} times on \`/\` with its mobile preset (simulated slow 4G and a 4× slower CPU); the figures are those of the median run, the one whose performance score is the median. Scores of each run: ${scores.performanceOfEachRun.join(', ')}. Main-thread work observed during the load: ${ms(scores.observedMainThreadMs)}; Lighthouse's benchmark index of the machine: ${scores.benchmarkIndex.toFixed(0)}.`,
    '',
    table(
      ['run', 'performance', 'TBT'],
      scores.performanceOfEachRun.map((score, run) => [
        String(run + 1),
        String(score),
        ms(scores.tbtOfEachRun[run]!),
      ]),
    ),
    '',
    'The median run:',
    '',
    table(
      ['performance', 'FCP', 'LCP', 'TBT', 'CLS', 'Speed Index'],
      [
        [
          String(scores.performance),
          ms(scores.fcpMs),
          ms(scores.lcpMs),
          ms(scores.tbtMs),
          scores.cls.toFixed(3),
          ms(scores.speedIndexMs),
        ],
      ],
    ),
    '',
    'Scripts and styles each page downloads while it loads and becomes interactive (raw / gzip level 9 / as Chromium received them, brotli):',
    '',
    table(
      ['page', 'files', 'JavaScript', 'CSS'],
      [
        weightRow('`/`', landing),
        weightRow('`/portal/dashboard` (signed in)', dashboard),
        weightRow("of which the portal's own scripts", portalOnly),
      ],
    ),
    '',
    `\`/\` answers ${kb(report.landing.prerender.htmlBytes)} of HTML holding ${report.landing.prerender.textCharacters} characters of the page's text, rendered at build time, and its stylesheet: ${kb(report.landing.prerender.inlineStyleBytes)} of \`<style>\`, inlined so the first paint waits for no other file (the CSS column above counts stylesheet files only).`,
  ].join('\n');
}

function beforeThread(server: ServerFigures) {
  if (server.database !== 'embedded') return [];
  const before = embeddedOnRequestThread;
  return [
    `Before PGlite moved to a thread of its own (commit ${before.commit}, ${before.date}, same benchmark and machine), the session check reached ${percent(before.session)} and the agents list ${percent(before.agents)} of \`/api/health\`; here ${percent(server.load.session.ratioToHealth)} and ${percent(server.load.agents.ratioToHealth)}.`,
    '',
  ];
}

function serverSection(server: ServerFigures) {
  const rows = (Object.keys(server.load) as LoadScenarioName[]).map((scenario) => {
    const { best, errors, ratioToHealth, rounds } = server.load[scenario];
    return [
      loadScenarios[scenario].label,
      best.requestsPerSecond.toFixed(0),
      percent(ratioToHealth),
      ms(best.p50Ms),
      ms(best.p99Ms),
      String(errors),
      rounds.map((round) => round.requestsPerSecond.toFixed(0)).join(', '),
    ];
  });
  return [
    `### ${databaseName[server.database]}`,
    '',
    table(['request', 'req/s', 'of health', 'p50', 'p99', 'errors', 'req/s each round'], rows),
    '',
    ...beforeThread(server),
    `Sign-in: ${server.signIn.samples} successful sign-ins one after another: p50 ${ms(server.signIn.p50Ms)}, p99 ${ms(server.signIn.p99Ms)}, max ${ms(server.signIn.maxMs)}; ${hashLabel(server)}; one verification alone ${ms(server.signIn.hashVerifyMs)}.`,
    '',
    ...(server.signUp
      ? [
          `Sign-up: ${server.signUp.samples.fresh} with new emails and ${server.signUp.samples.known} with one that has an account, in random order: p50 ${ms(server.signUp.newP50Ms)} and ${ms(server.signUp.knownP50Ms)}; Mann–Whitney p = ${server.signUp.pValue.toFixed(2)} (the probe that found the difference measured p ≈ 0.02). The sign-up sent right behind each: p50 ${ms(server.signUp.followOn.afterNewP50Ms)} after a new email, ${ms(server.signUp.followOn.afterKnownP50Ms)} after a known one; p = ${server.signUp.followOn.pValue.toFixed(2)}.`,
          '',
        ]
      : []),
    `Memory (resident): ${mib(server.memory.idle.afterStart.rssMiB)} just after start; idle ${mib(server.memory.idle.settled.rssMiB)} (${mib(server.memory.idle.settled.anonymousMiB)} allocated, ${mib(server.memory.idle.settled.fileMiB)} mapped files); after the load ${mib(server.memory.afterLoad.rssMiB)} (${mib(server.memory.afterLoad.anonymousMiB)} allocated); peak ${mib(server.memory.afterLoad.peakMiB)}.`,
  ].join('\n');
}

function widgetSection({ widget }: BenchReport) {
  const row = (label: string, bytes: WidgetWeight['loader']) => [
    label,
    `\`${bytes.file}\``,
    kb(bytes.raw),
    kb(bytes.gzip),
    kb(bytes.brotli),
  ];
  return [
    '## Website widget',
    '',
    'Every page of a business’s site downloads the loader, which draws the launcher; the chat panel is downloaded only when a visitor opens the chat. Sizes of the built files (gzip level 9 and brotli 11, as the build precompresses them):',
    '',
    table(
      ['part', 'file', 'raw', 'gzip', 'brotli'],
      [row('loader', widget.loader), row('chat panel', widget.panel)],
    ),
  ].join('\n');
}

function memorySection(report: BenchReport) {
  const embedded = serverOf(report, 'embedded');
  const postgres = serverOf(report, 'postgres');
  const lines = [
    '## Memory',
    '',
    `Resident memory (VmRSS) of the server process. Idle is the lowest reading, once a second, over the ${IDLE_SECONDS} s after start without a request: V8 keeps the heap start-up used until its memory reducer gives it back, in its own time, so the figure just after start is given too. The embedded database is PostgreSQL compiled to WebAssembly on a thread of that process, so its memory is the server's; PostgreSQL proper runs in processes of its own, not counted here.`,
    '',
  ];
  if (embedded && postgres) {
    lines.push(
      `Idle: ${mib(embedded.memory.idle.settled.rssMiB)} embedded, ${mib(postgres.memory.idle.settled.rssMiB)} on PostgreSQL, so the embedded database holds about **${mib(embedded.memory.idle.settled.rssMiB - postgres.memory.idle.settled.rssMiB)}** of the embedded server's memory. After the load: ${mib(embedded.memory.afterLoad.rssMiB)} against ${mib(postgres.memory.afterLoad.rssMiB)}.`,
      '',
    );
  }
  lines.push(
    `Node itself (\`npm start\` runs the built server, \`node dist/server/index.js\`) holds ${mib(report.runtimeBaselineMiB)} before any product code loads; every figure here includes it.`,
    '',
    `The first start of an embedded install creates the database (initdb, in WebAssembly): ${report.embeddedCreation.seconds.toFixed(1)} s to ready, ${mib(report.embeddedCreation.memory.rssMiB)} resident when ready, ${mib(report.embeddedCreation.memory.peakMiB)} at its peak. Later starts open the database, as the measured one above did.`,
  );
  return lines.join('\n');
}

export function renderReport(report: BenchReport): string {
  const { machine } = report;
  const notes = explanations(report);
  const rows = targetRows(report);
  return `${[
    '# Benchmark report',
    '',
    `Written by \`npm run bench\` on ${machine.date.slice(0, 10)} (${machine.date}), in ${report.durationSeconds.toFixed(0)} s. Regenerate it with the same command; compare ratios rather than absolute figures between machines.`,
    '',
    table(
      ['machine', ''],
      [
        ['cores', `${machine.cores} (${machine.cpuModel})`],
        ['memory', `${machine.memoryGiB.toFixed(0)} GiB`],
        ['Node', machine.node],
        ['browser', machine.chromium],
        ['system', machine.platform],
        ['commit', machine.commit],
        [
          'load average (1 min)',
          `${machine.loadAverage.start.toFixed(2)} at the start, ${machine.loadAverage.end?.toFixed(2) ?? '?'} at the end`,
        ],
      ],
    ),
    '',
    '## Targets',
    '',
    table(
      ['target', 'achieved', ''],
      rows.map((row) => [row.target, row.achieved, verdict(row.met)]),
    ),
    '',
    ...(notes.length > 0
      ? ['### Where a target is missed', '', ...notes.flatMap((note) => [note, ''])]
      : ['Every target is met.', '']),
    landingSection(report),
    '',
    widgetSection(report),
    '',
    widgetHostSection(report.widgetHost),
    '',
    answersSection(report.answers.builtIn, report.answers.model, report.answers.builtInOnPostgres),
    '',
    answerQualitySection(report.answerQuality),
    '',
    knowledgeSearchSection(report.knowledgeSearch),
    '',
    bookingSection(report.bookings),
    '',
    websiteCrawlSection(report.websiteCrawl),
    '',
    craftedUploadsSection(report.upload.crafted),
    '',
    '## Server',
    '',
    `autocannon in a process of its own, on loopback, ${loadSettings.connections} connections, no pipelining. Each request warms up for ${loadSettings.warmupSeconds} s, then runs ${loadSettings.rounds} rounds of ${loadSettings.roundSeconds} s taken in turn with the others; the round with the most requests a second is reported (other work on the machine only ever slows a round), errors count over every round. Reads are signed in as the demo account with its sample data (three agents). The write is a create and a delete of an agent, two requests; each connection writes as an account of its own, as separate customers would, since one account's agent creations take turns by design. Sign-in runs before the load, one at a time, each from its own address behind \`TRUST_PROXY=1\` so the per-address limit is left as it is.`,
    '',
    ...report.servers.flatMap((server) => [serverSection(server), '']),
    memorySection(report),
  ].join('\n')}\n`;
}
