import { once } from 'node:events';
import http from 'node:http';
import type { Result } from 'lighthouse';
import { apiPath, apiPaths, widgetApiPaths } from '@shared/api-paths.ts';
import { type WebchatSettings, webchatInputOf } from '@shared/webchat.ts';
import { freePort } from '../scripts/free-port.ts';
import { benchAccount } from './bench-account.ts';
import { lighthouseRunner, metric, scoreOf } from './lighthouse.ts';
import type { RunningServer } from './server-process.ts';
import { signIn } from './session.ts';
import { freshClientAddress } from './sign-in.ts';
import { median, ms } from './stats.ts';

/** Lighthouse runs on each page; the pages take turns, so a slower moment hits both alike. */
export const WIDGET_HOST_RUNS = 3;
/** Lighthouse points the widget may take from a business's page. */
export const WIDGET_HOST_BUDGET_POINTS = 2;

export type PageRun = { performance: number; tbtMs: number; lcpMs: number };

export type WidgetHostRun = {
  before: PageRun;
  after: PageRun & {
    /** Requests to the product's origin: the loader and the agent's widget settings. */
    widgetRequests: number;
    widgetTransferBytes: number;
  };
};

export type WidgetHostFigures = {
  /** The line pasted into the page, as the Website Widget screen gives it. */
  snippet: string;
  runs: WidgetHostRun[];
  /** Medians of each page's runs, each figure on its own. */
  before: PageRun;
  after: PageRun & { widgetTransferBytes: number };
  /** Median score without the widget minus median score with it. */
  costPoints: number;
};

/** The shape of a row of the report's Targets table (bench/report.ts). */
export type TargetRow = { target: string; achieved: string; met: boolean | undefined };

const PLAIN_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Harbour Street Bakery – Bread, cakes and coffee in Portsmouth</title>
<meta name="description" content="A family bakery on Harbour Street: sourdough baked every morning, cakes to order, and coffee to take away.">
<style>
  :root { --ink: #2b2118; --muted: #6b5d50; --accent: #a4462b; --paper: #fbf7f1; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 17px/1.6 Georgia, 'Times New Roman', serif; color: var(--ink); background: var(--paper); }
  header { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 12px; padding: 16px 24px; border-bottom: 1px solid #e6dccf; }
  .brand { font-weight: bold; font-size: 20px; color: var(--accent); text-decoration: none; }
  nav a { margin-left: 16px; color: var(--ink); text-decoration: none; font-family: system-ui, sans-serif; font-size: 15px; }
  main { max-width: 760px; margin: 0 auto; padding: 32px 24px 48px; }
  h1 { font-size: 34px; line-height: 1.2; margin: 0 0 16px; }
  h2 { font-size: 22px; margin: 40px 0 8px; }
  .lead { font-size: 19px; color: var(--muted); }
  .services { display: grid; grid-template-columns: repeat(auto-fit, minmax(200px, 1fr)); gap: 16px; padding: 0; list-style: none; }
  .services li { background: #fff; border: 1px solid #e6dccf; border-radius: 8px; padding: 16px; }
  .services strong { display: block; color: var(--accent); }
  table { border-collapse: collapse; font-family: system-ui, sans-serif; font-size: 15px; }
  td { padding: 4px 24px 4px 0; }
  .button { display: inline-block; margin-top: 8px; padding: 10px 18px; border-radius: 6px; background: var(--accent); color: #fff; text-decoration: none; font-family: system-ui, sans-serif; }
  footer { padding: 24px; text-align: center; font-size: 14px; color: var(--muted); border-top: 1px solid #e6dccf; }
</style>
</head>
<body>
<header>
  <a class="brand" href="/">Harbour Street Bakery</a>
  <nav><a href="#bread">Bread</a><a href="#cakes">Cakes</a><a href="#visit">Visit us</a></nav>
</header>
<main>
  <h1>Bread baked every morning, two streets from the harbour</h1>
  <p class="lead">We are a family bakery. Since 1998 we have baked sourdough, rye and pastries by hand, in the same oven, from flour milled twenty miles away.</p>
  <p>Come in for a loaf on your way to work, a slice of cake in the afternoon, or coffee made with beans roasted down the road. Everything on the counter was baked today; what is left at closing goes to the night shelter on Queen Street.</p>
  <h2 id="bread">Bread</h2>
  <p>Our sourdough rises for eighteen hours before it is baked. We make white, wholemeal and seeded loaves every day, rye on Tuesdays and Fridays, and focaccia at weekends. Loaves can be reserved until 10 o'clock the day before.</p>
  <ul class="services">
    <li><strong>Sourdough</strong>White, wholemeal or seeded, from £4.20.</li>
    <li><strong>Pastries</strong>Croissants, cinnamon buns and seasonal danishes.</li>
    <li><strong>Wholesale</strong>Daily deliveries to cafés and restaurants in town.</li>
  </ul>
  <h2 id="cakes">Cakes to order</h2>
  <p>Birthday cakes, wedding cakes and gluten-free bakes, made to order with a week's notice. Tell us the date, how many people, and any allergies, and we will suggest a cake and a price.</p>
  <a class="button" href="mailto:orders@harbourstreetbakery.example">Order a cake</a>
  <h2 id="visit">Visit us</h2>
  <p>14 Harbour Street, Portsmouth PO1 2AB. Step-free entrance; dogs welcome.</p>
  <table>
    <tr><td>Monday to Friday</td><td>7:00 – 17:00</td></tr>
    <tr><td>Saturday</td><td>8:00 – 16:00</td></tr>
    <tr><td>Sunday</td><td>9:00 – 13:00</td></tr>
  </table>
</main>
<footer>Harbour Street Bakery · 023 9200 0000 · hello@harbourstreetbakery.example</footer>
</body>
</html>
`;

/** Where the Website Widget screen tells the business to paste it. */
const withSnippet = (page: string, snippet: string) =>
  page.replace('</body>', `${snippet}\n</body>`);

const PLAIN_PATH = '/';
const WIDGET_PATH = '/with-widget';

/** The business's own site: a server of its own, on another origin than the product's. */
async function serveSite(pages: ReadonlyMap<string, string>) {
  const port = await freePort();
  const site = http.createServer((req, res) => {
    const page = pages.get(new URL(req.url ?? '/', 'http://site').pathname);
    if (page === undefined) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    res.end(page);
  });
  site.listen(port, '127.0.0.1');
  await once(site, 'listening');
  return {
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      site.closeAllConnections();
      site.close();
      await once(site, 'close');
    },
  };
}

type Owner = { url: string; headers: Record<string, string> };

async function webchatAgentOf(owner: Owner) {
  const res = await fetch(`${owner.url}${apiPaths.agents}`, { headers: owner.headers });
  if (!res.ok) throw new Error(`The agents list answered ${res.status}`);
  const { agents } = (await res.json()) as {
    agents: { id: string; status: string; channels: string[] }[];
  };
  const agent = agents.find((row) => row.status === 'active' && row.channels.includes('Webchat'));
  if (!agent) throw new Error('The bench account has no active Webchat agent.');
  return `${owner.url}${apiPath(apiPaths.agentWebchat, { id: agent.id })}`;
}

async function saveOrigins(owner: Owner, path: string, settings: WebchatSettings, list: string[]) {
  const res = await fetch(path, {
    method: 'PUT',
    headers: owner.headers,
    body: JSON.stringify(webchatInputOf(settings, { allowedOrigins: list })),
  });
  if (!res.ok) throw new Error(`Saving the widget's websites answered ${res.status}`);
}

/**
 * Lists the site among the websites of the bench account's Webchat agent, as its owner would on
 * the Channels page, and hands back the snippet that page shows, so the line measured is the
 * product's own. `restore` puts the list back, for whatever runs after.
 */
async function installOn(server: RunningServer, siteOrigin: string) {
  const cookie = await signIn(server.url, benchAccount, {
    'x-forwarded-for': freshClientAddress(),
  });
  const owner: Owner = {
    url: server.url,
    headers: { cookie, origin: server.url, 'content-type': 'application/json' },
  };
  const path = await webchatAgentOf(owner);
  const res = await fetch(path, { headers: owner.headers });
  if (!res.ok) throw new Error(`The widget settings answered ${res.status}`);
  const settings = (await res.json()) as WebchatSettings;
  await saveOrigins(owner, path, settings, [...settings.allowedOrigins, siteOrigin]);
  return {
    settings,
    restore: () => saveOrigins(owner, path, settings, settings.allowedOrigins),
  };
}

type NetworkItem = { url: string; statusCode?: number; transferSize?: number };

const networkOf = (lhr: Result) =>
  (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];

const pageRunOf = (lhr: Result): PageRun => ({
  performance: scoreOf(lhr),
  tbtMs: metric(lhr, 'total-blocking-time'),
  lcpMs: metric(lhr, 'largest-contentful-paint'),
});

/** The loader's address, as the snippet names it. */
function loaderUrlOf(snippet: string) {
  const src = /\ssrc="([^"]+)"/.exec(snippet)?.[1];
  if (!src) throw new Error(`The snippet names no script: ${snippet}`);
  return new URL(src);
}

/**
 * What the page fetched from the product. A widget that did not start (its settings refused,
 * say) would cost nothing and pass, so the loader and the settings must both have arrived.
 */
function widgetLoadOf(lhr: Result, settings: WebchatSettings) {
  const loader = loaderUrlOf(settings.snippet);
  const items = networkOf(lhr).filter((item) => item.url.startsWith(`${loader.origin}/`));
  const config = `${loader.origin}${apiPath(widgetApiPaths.agent, { publicId: settings.publicId })}`;
  for (const url of [loader.href, config]) {
    const item = items.find((candidate) => candidate.url === url);
    if (item?.statusCode !== 200) {
      throw new Error(`The widget's ${url} answered ${item?.statusCode ?? 'nothing'}`);
    }
  }
  return {
    widgetRequests: items.length,
    widgetTransferBytes: items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
  };
}

const medianOf = (runs: PageRun[]): PageRun => ({
  performance: median(runs.map((run) => run.performance)),
  tbtMs: median(runs.map((run) => run.tbtMs)),
  lcpMs: median(runs.map((run) => run.lcpMs)),
});

/** Each run scores the page without the widget, then the page with it. */
async function scoreInTurn(
  chromePath: string,
  site: { origin: string },
  settings: WebchatSettings,
): Promise<WidgetHostRun[]> {
  const lighthouse = lighthouseRunner(chromePath);
  const runs: WidgetHostRun[] = [];
  for (let i = 0; i < WIDGET_HOST_RUNS; i += 1) {
    const before = await lighthouse.performanceReport(`${site.origin}${PLAIN_PATH}`);
    const after = await lighthouse.performanceReport(`${site.origin}${WIDGET_PATH}`);
    runs.push({
      before: pageRunOf(before),
      after: { ...pageRunOf(after), ...widgetLoadOf(after, settings) },
    });
  }
  return runs;
}

/**
 * Lighthouse's mobile preset on a plain small-business page, served from its own origin, and on
 * the same page with the widget's snippet pasted in: what the widget costs a customer's site.
 */
export async function measureWidgetHostCost(
  server: RunningServer,
  chromePath: string,
): Promise<WidgetHostFigures> {
  // Filled in once the site's origin is on the agent's list and the snippet is known.
  const pages = new Map<string, string>();
  const site = await serveSite(pages);
  try {
    const { settings, restore } = await installOn(server, site.origin);
    try {
      pages.set(PLAIN_PATH, PLAIN_PAGE).set(WIDGET_PATH, withSnippet(PLAIN_PAGE, settings.snippet));
      const runs = await scoreInTurn(chromePath, site, settings);
      const before = medianOf(runs.map((run) => run.before));
      const after = medianOf(runs.map((run) => run.after));
      return {
        snippet: settings.snippet,
        runs,
        before,
        after: {
          ...after,
          widgetTransferBytes: median(runs.map((run) => run.after.widgetTransferBytes)),
        },
        costPoints: before.performance - after.performance,
      };
    } finally {
      await restore();
    }
  } finally {
    await site.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const table = (head: string[], rows: string[][]) =>
  [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');

function runsTable(f: WidgetHostFigures) {
  const rows = f.runs.map((run, index) => [
    String(index + 1),
    String(run.before.performance),
    String(run.after.performance),
    `${ms(run.before.tbtMs)} / ${ms(run.after.tbtMs)}`,
    `${ms(run.before.lcpMs)} / ${ms(run.after.lcpMs)}`,
    `${kb(run.after.widgetTransferBytes)} in ${run.after.widgetRequests} requests`,
  ]);
  rows.push([
    'median',
    `**${f.before.performance}**`,
    `**${f.after.performance}**`,
    `${ms(f.before.tbtMs)} / ${ms(f.after.tbtMs)}`,
    `${ms(f.before.lcpMs)} / ${ms(f.after.lcpMs)}`,
    kb(f.after.widgetTransferBytes),
  ]);
  return table(
    [
      'run',
      'score without',
      'score with',
      'TBT without / with',
      'LCP without / with',
      'widget transferred',
    ],
    rows,
  );
}

export function widgetHostSection(f?: WidgetHostFigures): string {
  const heading = "## The widget on a business's page";
  if (!f) return [heading, '', 'Not measured in this run.'].join('\n');
  return [
    heading,
    '',
    `Lighthouse ${f.runs.length} times with its mobile preset on a plain small-business page (a heading, paragraphs, a table and inline CSS, no images), served from an origin of its own as a customer's site is, without and then with the widget's snippet from the Channels page (\`${f.snippet}\`) before \`</body>\`, the two taken in turn. The widget costs the page **${f.costPoints} points** (median ${f.before.performance} without, ${f.after.performance} with; budget: under ${WIDGET_HOST_BUDGET_POINTS}). It transfers the loader and the agent's settings; the chat panel loads only when a visitor opens the chat. A plain page scores near 100, where Lighthouse's scoring curves are flattest, so the TBT and LCP columns show the widget's cost more finely than the score.`,
    '',
    runsTable(f),
  ].join('\n');
}

export function widgetHostTarget(f?: WidgetHostFigures): TargetRow {
  const target = `The widget costs a plain page < ${WIDGET_HOST_BUDGET_POINTS} Lighthouse points (mobile)`;
  if (!f) return { target, achieved: 'not measured', met: false };
  const scores = (page: 'before' | 'after') =>
    f.runs.map((run) => run[page].performance).join(', ');
  return {
    target,
    achieved: `${f.costPoints} (median ${f.before.performance} without, ${f.after.performance} with; runs: ${scores('before')} without, ${scores('after')} with)`,
    met: f.costPoints < WIDGET_HOST_BUDGET_POINTS,
  };
}
