import { launch } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { chromiumArgs } from '../scripts/find-chromium.ts';

export type LandingScores = {
  runs: number;
  /** 0 to 100, of the median run: the run whose performance score is the median. */
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  fcpMs: number;
  /** Every run's score, to show the spread. */
  performanceOfEachRun: number[];
  /** Every run's Total Blocking Time, in ms: it varies from run to run more than the others. */
  tbtOfEachRun: number[];
  /** Each metric's own score (0 to 1) in the median run: where points were lost. */
  metricScores: Record<string, number>;
  /** Lighthouse's measure of this machine's speed while it ran (higher is faster). */
  benchmarkIndex: number;
  /** Main-thread work of the load as observed, before the simulated 4x slowdown. */
  observedMainThreadMs: number;
  /** Blocking time (each long task's part over 50 ms, after the first paint) by its cause. */
  blockingMs: { scripts: number; document: number; unattributed: number };
};

/** One file the page downloaded, as Chromium saw it. */
export type Download = { url: string; type: 'script' | 'stylesheet'; transferBytes: number };

export type PageLoad = { url: string; finalUrl: string; downloads: Download[] };

export type LighthouseRunner = {
  /** Lighthouse's mobile preset (the default config: a mid-range phone, slow 4G, simulated). */
  scoreLanding: (url: string, runs: number) => Promise<{ scores: LandingScores; load: PageLoad }>;
  /** Loads a page once (optionally signed in) and lists the scripts and styles it fetched. */
  downloadsOf: (url: string, cookie?: string) => Promise<PageLoad>;
  /** One run of the mobile preset's performance category, its whole report. */
  performanceReport: (url: string) => Promise<Result>;
};

type NetworkItem = { url: string; resourceType?: string; transferSize?: number };

function downloadsIn(lhr: Result): Download[] {
  const items = (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)
    ?.items;
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  const seen = new Map<string, Download>();
  for (const item of items ?? []) {
    const type =
      item.resourceType === 'Script'
        ? 'script'
        : item.resourceType === 'Stylesheet'
          ? 'stylesheet'
          : undefined;
    if (!type || !item.url.startsWith(origin) || seen.has(item.url)) continue;
    seen.set(item.url, { url: item.url, type, transferBytes: item.transferSize ?? 0 });
  }
  return [...seen.values()];
}

export const metric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
const metricIds = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];
type LongTask = { url: string; duration: number; startTime: number };

/** Lighthouse's long tasks after the first paint, their blocking parts summed by what ran. */
function blockingByCause(lhr: Result) {
  const items = (lhr.audits['long-tasks']?.details as { items?: LongTask[] } | undefined)?.items;
  const fcp = metric(lhr, 'first-contentful-paint');
  const blocking = { scripts: 0, document: 0, unattributed: 0 };
  for (const task of items ?? []) {
    if (task.startTime + task.duration <= fcp) continue;
    const cause = task.url.endsWith('.js')
      ? 'scripts'
      : task.url.startsWith('http')
        ? 'document'
        : 'unattributed';
    blocking[cause] += Math.max(0, task.duration - 50);
  }
  return blocking;
}

function observedTaskTime(lhr: Result) {
  const details = lhr.audits.diagnostics?.details as
    { items?: { totalTaskTime?: number }[] } | undefined;
  return details?.items?.[0]?.totalTaskTime ?? Number.NaN;
}
export const scoreOf = (lhr: Result) => Math.round((lhr.categories.performance?.score ?? 0) * 100);

const ATTEMPTS = 3;

/**
 * Debian's Chromium (or CHROME_PATH), headless, driven by Lighthouse's Node API. Each run gets
 * a browser of its own, as the Lighthouse command line does: a reused one now and then loses
 * the navigation from its trace (NO_NAVSTART), and such a run is tried again.
 */
export function lighthouseRunner(chromePath: string): LighthouseRunner {
  async function runOnce(url: string, flags: Flags) {
    const chrome = await launch({
      chromePath,
      chromeFlags: ['--headless', ...chromiumArgs],
      logLevel: 'silent',
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        ...flags,
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      return result.lhr;
    } finally {
      chrome.kill();
    }
  }

  async function run(url: string, flags: Flags) {
    let lhr: Result | undefined;
    for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
      lhr = await runOnce(url, flags);
      if (!lhr.runtimeError) return lhr;
    }
    throw new Error(`Lighthouse on ${url}: ${lhr?.runtimeError?.message}`);
  }

  return {
    scoreLanding: async (url, runs) => {
      const results: Result[] = [];
      for (let i = 0; i < runs; i += 1) {
        results.push(await run(url, { onlyCategories: ['performance'] }));
      }
      const byScore = [...results].sort((a, b) => scoreOf(a) - scoreOf(b));
      const median = byScore[Math.floor((byScore.length - 1) / 2)]!;
      return {
        scores: {
          runs,
          performance: scoreOf(median),
          lcpMs: metric(median, 'largest-contentful-paint'),
          tbtMs: metric(median, 'total-blocking-time'),
          cls: metric(median, 'cumulative-layout-shift'),
          speedIndexMs: metric(median, 'speed-index'),
          fcpMs: metric(median, 'first-contentful-paint'),
          performanceOfEachRun: results.map(scoreOf),
          tbtOfEachRun: results.map((lhr) => metric(lhr, 'total-blocking-time')),
          benchmarkIndex: median.environment.benchmarkIndex,
          observedMainThreadMs: observedTaskTime(median),
          blockingMs: blockingByCause(median),
          metricScores: Object.fromEntries(
            metricIds.map((id) => [id, median.audits[id]?.score ?? Number.NaN]),
          ),
        },
        load: { url, finalUrl: median.finalDisplayedUrl, downloads: downloadsIn(median) },
      };
    },
    downloadsOf: async (url, cookie) => {
      const lhr = await run(url, {
        onlyAudits: ['network-requests'],
        ...(cookie ? { extraHeaders: { cookie } } : {}),
      });
      return { url, finalUrl: lhr.finalDisplayedUrl, downloads: downloadsIn(lhr) };
    },
    performanceReport: (url) => run(url, { onlyCategories: ['performance'] }),
  };
}
