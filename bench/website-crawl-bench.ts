import { pathToFileURL } from 'node:url';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import { websiteSchema } from '@shared/website-knowledge.ts';
import { htmlPage, serveWebsite } from '../src/server/testing/local-website.ts';
import {
  jsonRequest,
  signedInAccount,
  startTestServer,
} from '../src/server/testing/test-server.ts';
import type { AnswerTargetRow } from './answers-bench.ts';
import { ms, percentile } from './stats.ts';

/** The issue's measure of a website read for knowledge: a 200-page site, and who feels it. */
export const websiteCrawlTargets = {
  pages: 200,
  /** Another account's agents list while the site is read, as for uploads. */
  otherAccountP99Ms: 1000,
} as const;

/** How often the crawl's state and the process's memory are read while it runs. */
const SAMPLE_MS = 50;
/** A crawl that takes longer than this has stopped answering. */
const CRAWL_TIMEOUT_MS = 600_000;

export type WebsiteCrawlFigures = {
  pages: number;
  state: string;
  found: number;
  indexed: number;
  skipped: number;
  seconds: number;
  rssBeforeMiB: number;
  rssPeakMiB: number;
  reads: { count: number; p50Ms: number; p99Ms: number; slowestMs: number };
};

const MiB = 1024 * 1024;

/** A business's site of `count` pages listed by its sitemap, each with its own few paragraphs. */
function siteOf(count: number) {
  const paths = Array.from({ length: count }, (_, at) => `/page-${at + 1}`);
  const sitemap = `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${paths
    .map((path) => `<url><loc>{origin}${path}</loc></url>`)
    .join('')}</urlset>`;
  const pages = Object.fromEntries(
    paths.map((path, at) => [
      path,
      htmlPage(`Service ${at + 1}`, [
        `Service ${at + 1} is done in our workshop by appointment, Monday to Saturday.`,
        `It costs ${40 + at} euros, parts included, and takes about ${1 + (at % 4)} hours.`,
        `Customers of service ${at + 1} get a courtesy car and a 12-month warranty on the work.`,
      ]),
    ]),
  );
  return { sitemap, pages };
}

/**
 * In this process, on a fresh embedded database: a Professional account adds a local site of
 * 200 pages listed by its sitemap, and the crawl reads, indexes and lists them while another
 * account lists its agents again and again. Times the crawl from the request to its end, with
 * the process's resident memory before and at its peak.
 */
export async function measureWebsiteCrawl(
  log: (line: string) => void,
): Promise<WebsiteCrawlFigures> {
  const { sitemap, pages } = siteOf(websiteCrawlTargets.pages);
  const site = await serveWebsite({ '/robots.txt': 'User-agent: *\nAllow: /\n', ...pages });
  site.pages.set('/sitemap.xml', {
    type: 'application/xml',
    body: sitemap.replaceAll('{origin}', site.url.replace(/\/$/, '')),
  });
  // The site is on 127.0.0.1, a private address the product refuses unless allowed.
  const server = await startTestServer('bench-website', { env: { ALLOW_PRIVATE_NETWORK: 'true' } });
  try {
    const app = server.app();
    const db = server.database.db;
    const owner = await signedInAccount(app, db, { sampleData: false });
    const reader = await signedInAccount(app, db);
    const upgraded = await app.request(
      apiPaths.subscriptionUpgrade,
      jsonRequest('POST', { planId: 'professional' }, owner.headers),
    );
    if (!upgraded.ok) throw new Error(`The upgrade to Professional answered ${upgraded.status}.`);

    let reading = true;
    const latencies: number[] = [];
    const reads = (async () => {
      while (reading) {
        const began = performance.now();
        await (await app.request(apiPaths.agents, { headers: reader.headers })).arrayBuffer();
        latencies.push(performance.now() - began);
      }
    })();

    log(`website: a ${websiteCrawlTargets.pages}-page site crawled while another account reads`);
    const rssBefore = process.memoryUsage.rss();
    let rssPeak = rssBefore;
    const began = performance.now();
    const added = await app.request(
      apiPaths.websites,
      jsonRequest('POST', { address: site.url }, owner.headers),
    );
    if (added.status !== 201) throw new Error(`Adding the website answered ${added.status}.`);
    let website = websiteSchema.parse(await added.json());
    const path = apiPath(apiPaths.website, { id: website.id });
    while (['waiting', 'running', 'cancelling'].includes(website.crawl.state)) {
      if (performance.now() - began > CRAWL_TIMEOUT_MS) throw new Error('The crawl did not end.');
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
      rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
      website = websiteSchema.parse(
        await (await app.request(path, { headers: owner.headers })).json(),
      );
    }
    const seconds = (performance.now() - began) / 1000;
    reading = false;
    await reads;
    return {
      pages: websiteCrawlTargets.pages,
      state: website.crawl.state,
      ...website.crawl.progress,
      seconds,
      rssBeforeMiB: rssBefore / MiB,
      rssPeakMiB: rssPeak / MiB,
      reads: {
        count: latencies.length,
        p50Ms: percentile(latencies, 50),
        p99Ms: percentile(latencies, 99),
        slowestMs: Math.max(...latencies),
      },
    };
  } finally {
    await server.close();
    await site.close();
  }
}

export function websiteCrawlRows(figures: WebsiteCrawlFigures | undefined): AnswerTargetRow[] {
  const t = websiteCrawlTargets;
  return [
    {
      target: `Another account's agents list while a ${t.pages}-page website is read for knowledge: p99 < ${t.otherAccountP99Ms} ms (embedded (PGlite))`,
      achieved: figures
        ? `${ms(figures.reads.p99Ms)} (p50 ${ms(figures.reads.p50Ms)}, ${figures.reads.count} reads; the crawl ${figures.state}: ${figures.indexed} of ${figures.pages} pages indexed in ${figures.seconds.toFixed(1)} s)`
        : 'not measured',
      met: figures ? figures.reads.p99Ms < t.otherAccountP99Ms : undefined,
    },
  ];
}

/** The report's section on reading a website. */
export function websiteCrawlSection(figures: WebsiteCrawlFigures | undefined): string {
  const lines = [
    '## A website read for knowledge',
    '',
    `In the benchmark's own process, on a fresh embedded database: a Professional account adds a local site of ${websiteCrawlTargets.pages} pages listed by its sitemap; the crawl reads them at the site's pace (two requests at a time), indexes each page as a document and lists it, while another account lists its agents again and again.`,
    '',
  ];
  if (!figures) return [...lines, 'Not measured.'].join('\n');
  return [
    ...lines,
    `- The crawl: ${figures.state}, ${figures.found} pages found, ${figures.indexed} indexed, ${figures.skipped} skipped, in ${figures.seconds.toFixed(1)} s from the request.`,
    `- The process's resident memory: ${figures.rssBeforeMiB.toFixed(0)} MiB before, ${figures.rssPeakMiB.toFixed(0)} MiB at its peak.`,
    `- The other account's agents list meanwhile: p50 ${ms(figures.reads.p50Ms)}, p99 ${ms(figures.reads.p99Ms)}, slowest ${ms(figures.reads.slowestMs)} over ${figures.reads.count} reads.`,
  ].join('\n');
}

// `node --import tsx bench/website-crawl-bench.ts` measures the website's crawl alone and prints it.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const figures = await measureWebsiteCrawl((line) => console.log(line));
  console.log(JSON.stringify(figures, null, 2));
  console.log(websiteCrawlSection(figures));
}
