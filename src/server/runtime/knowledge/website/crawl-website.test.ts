import type { LookupAddress } from 'node:dns';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import {
  WEBSITE_PAGE_MAX_BYTES,
  websitePageStateSentence,
  type WebsitePageState,
} from '@shared/website-knowledge.ts';
import { isPublicAddress } from '@server/platform/http/outbound-address.ts';
import {
  createOutboundFetch,
  fetchReaching,
  type ResolveName,
} from '@server/platform/http/outbound-fetch.ts';
import {
  htmlPage,
  type LocalWebsite,
  serveWebsite,
  type SiteAnswer,
  sitemap,
  sitemapIndex,
} from '@server/testing/local-website.ts';
import { crawlerUserAgent } from './crawl-settings.ts';
import { crawlWebsite } from './crawl-website.ts';
import type { CrawledPage, CrawlProgress, CrawlRequest } from './website-crawl.ts';

const sites: LocalWebsite[] = [];
afterEach(async () => {
  await Promise.all(sites.splice(0).map((site) => site.close()));
});

async function website(
  pages: Record<string, SiteAnswer>,
  where?: Parameters<typeof serveWebsite>[1],
) {
  const site = await serveWebsite(pages, where);
  sites.push(site);
  return site;
}

const userAgent = crawlerUserAgent('https://agentra.example');
const allowed = createOutboundFetch({ allowPrivateNetwork: true });

const crawl = (site: LocalWebsite, options: Partial<CrawlRequest> = {}) =>
  crawlWebsite({ start: site.url, fetch: allowed, userAgent, pageLimit: 100, ...options });

/** Each page's state by its path, as the owner's list would show it. */
const statesOf = (pages: readonly CrawledPage[]) =>
  Object.fromEntries(pages.map((page) => [new URL(page.address).pathname, page.state]));

const pageAt = (pages: readonly CrawledPage[], path: string) => {
  const page = pages.find((candidate) => new URL(candidate.address).pathname === path);
  if (!page) throw new Error(`No page ${path} in ${pages.map((p) => p.address).join(', ')}`);
  return page;
};

const about = htmlPage('About Padaria Estrela', [
  'Padaria Estrela is a family bakery in Lisbon, baking bread and pastries every morning since 1987.',
  'We bake with stone-ground flour from the Alentejo and no additives.',
]);
const hours = `<!doctype html><html lang="en"><head><title>Opening hours</title></head><body>
  <nav><a href="/">Home</a> <a href="/menu">Menu</a></nav><main><article>
  <h1>Opening hours</h1>
  <p>The shop on Rua da Estrela opens every day except holidays, and the café serves breakfast until noon.</p>
  <h2>The shop</h2>
  <ul><li>Monday to Friday: 7:00 to 19:00</li><li>Saturday and Sunday: 8:00 to 14:00</li></ul>
  <h2>Cake orders</h2>
  <p>Orders for birthday cakes are taken up to three days ahead, by phone or at the counter.</p>
  </article></main><footer>© Padaria Estrela</footer></body></html>`;
const menu = htmlPage('Menu', [
  'Pastel de nata, 1.30 euros. Bolo de arroz, 1.50 euros. Sourdough loaf, 4.20 euros.',
  'Every pastry is baked the same morning; what is left at closing goes to the parish kitchen.',
]);
const portuguese = htmlPage(
  'Encomendas',
  [
    'Para encomendar um bolo de aniversário, ligue para a loja ou venha ao balcão. Queremos que a sua festa seja perfeita e por favor diga-nos o nome para escrever no bolo.',
    'As encomendas são feitas com três dias de antecedência. Obrigado pela preferência!',
  ],
  { lang: null },
);
const scriptShell = `<!doctype html><html lang="en"><head><title>Shop</title><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div><noscript>You need to enable JavaScript to run this app.</noscript></body></html>`;

describe('crawling a business website', () => {
  it('reads the pages its sitemap index lists and says in words what became of each', async () => {
    const site = await website({});
    const at = (path: string) => new URL(path, site.url).href;
    for (const [path, answer] of Object.entries<SiteAnswer>({
      '/robots.txt': {
        type: 'text/plain',
        body: `User-agent: *\nDisallow: /staff/\n\nSitemap: ${at('/sitemap-index.xml')}\n`,
      },
      '/sitemap-index.xml': {
        type: 'application/xml',
        body: sitemapIndex([at('/sitemap-pages.xml'), at('/sitemap-more.xml.gz')]),
      },
      '/sitemap-pages.xml': {
        type: 'application/xml',
        body: sitemap(['/', '/hours', '/menu', '/staff/rota', '/shop'].map(at)),
      },
      '/sitemap-more.xml.gz': {
        type: 'application/gzip',
        body: gzipSync(
          sitemap(
            [
              '/menu-today',
              '/encomendas',
              '/old-offer',
              '/brochure',
              '/catalogue',
              '/leave',
              '/christmas',
            ].map(at),
          ),
        ),
      },
      '/': about,
      '/hours': hours,
      '/menu': menu,
      '/menu-today': menu.replace('<title>Menu</title>', '<title>Today’s menu</title>'),
      '/staff/rota': htmlPage('Staff rota', ['Private: who opens the shop each morning.']),
      '/shop': scriptShell,
      '/encomendas': portuguese,
      '/old-offer': { status: 404, body: 'Not found' },
      '/brochure': { type: 'application/pdf', body: '%PDF-1.7 brochure' },
      '/catalogue': htmlPage('Catalogue', ['x'.repeat(WEBSITE_PAGE_MAX_BYTES + 1)]),
      '/leave': { status: 302, headers: { location: 'https://elsewhere.example/offers' } },
      '/christmas': { status: 301, headers: { location: '/seasons/christmas-2026' } },
      '/seasons/christmas-2026': htmlPage('Christmas', [
        'Bolo rei and bolo rainha from the first of December; order the large ones a week ahead.',
      ]),
    })) {
      site.pages.set(path, answer);
    }
    const progress: CrawlProgress[] = [];

    const result = await crawl(site, { onProgress: (step) => progress.push(step) });

    expect(result.discovery).toBe('sitemap');
    expect(statesOf(result.pages)).toEqual({
      '/': 'indexed',
      '/hours': 'indexed',
      '/menu': 'indexed',
      '/staff/rota': 'blockedByRobots',
      '/shop': 'needsJavaScript',
      '/menu-today': 'duplicate',
      '/encomendas': 'indexed',
      '/old-offer': 'notFound',
      '/brochure': 'notHtmlOrText',
      '/catalogue': 'tooLarge',
      '/leave': 'redirectedOutside',
      '/christmas': 'indexed',
    } satisfies Record<string, WebsitePageState>);
    // Robots.txt is asked first, with the product's name, and a disallowed page is never asked for.
    expect(site.paths()[0]).toBe('/robots.txt');
    expect(site.requests.every((request) => request.headers['user-agent'] === userAgent)).toBe(
      true,
    );
    expect(userAgent).toBe('AgentraBot/1.0 (+https://agentra.example/bot)');
    expect(site.paths()).not.toContain('/staff/rota');

    const hoursPage = pageAt(result.pages, '/hours');
    expect(hoursPage.title).toBe('Opening hours');
    expect(hoursPage.text).toMatch(/^#+ The shop$/m);
    expect(hoursPage.text).toMatch(/^#+ Cake orders$/m);
    expect(hoursPage.text).toContain('- Monday to Friday: 7:00 to 19:00');
    expect(hoursPage.text).toContain('- Saturday and Sunday: 8:00 to 14:00');
    expect(hoursPage.language).toBe('English');
    expect(pageAt(result.pages, '/encomendas').language).toBe('Portuguese');

    const duplicate = pageAt(result.pages, '/menu-today');
    expect(duplicate.duplicateOf).toBe(at('/menu'));
    expect(websitePageStateSentence(duplicate)).toBe(
      `Same text as ${at('/menu')}, which is indexed instead.`,
    );
    expect(websitePageStateSentence(pageAt(result.pages, '/leave'))).toContain(
      'https://elsewhere.example/offers',
    );
    expect(pageAt(result.pages, '/shop').text).toBeNull();
    expect(site.paths()).not.toContain('/offers');

    // A redirect within the site is followed; the page keeps the address the sitemap gave.
    expect(pageAt(result.pages, '/christmas').text).toContain('Bolo rei');

    expect(progress.at(-1)).toEqual({ found: 12, indexed: 5, skipped: 7 });
    expect(result).toMatchObject({ complete: true, cancelled: false, limitReached: false });
  });

  it('follows the site’s links breadth first to the depth asked when it has no sitemap', async () => {
    const linkTo = (...paths: string[]) =>
      paths.map((path) => `<a href="${path}">${path}</a>`).join(' ');
    const chain = (title: string, next: string) =>
      htmlPage(title, [`${title} of the bakery’s story, told for the visitors of its website.`], {
        extra: `<nav>${linkTo(next)}</nav>`,
      });
    const site = await website({
      '/': htmlPage('Home', ['Welcome to Padaria Estrela, Lisbon’s neighbourhood bakery.'], {
        extra: `<nav>${linkTo('/story-1', 'mailto:hello@estrela.example', 'https://elsewhere.example/')}</nav>`,
      }),
      '/story-1': chain('Chapter one', '/story-2'),
      '/story-2': chain('Chapter two', '/story-3'),
      '/story-3': chain('Chapter three', '/story-4'),
      '/story-4': chain('Chapter four', '/story-5'),
    });

    const two = await crawl(site, { depth: 2 });
    expect(two.discovery).toBe('links');
    expect(Object.keys(statesOf(two.pages))).toEqual(['/', '/story-1', '/story-2']);

    const byDefault = await crawl(site);
    expect(Object.keys(statesOf(byDefault.pages))).toEqual([
      '/',
      '/story-1',
      '/story-2',
      '/story-3',
    ]);
    expect(site.paths()).not.toContain('/story-4');
  });

  it('reads only the paths the owner includes, less those excluded', async () => {
    const site = await website({
      '/': htmlPage('Home', ['Padaria Estrela, the bakery.'], {
        extra: ['/blog/spring', '/blog/summer', '/blog/drafts/autumn', '/shop/cakes']
          .map((path) => `<a href="${path}">${path}</a>`)
          .join(' '),
      }),
      '/blog/spring': htmlPage('Spring', ['Strawberry tarts are back from March.']),
      '/blog/summer': htmlPage('Summer', ['Lemon sorbet every afternoon in July and August.']),
      '/blog/drafts/autumn': htmlPage('Autumn', ['Chestnut bread, not yet announced.']),
      '/shop/cakes': htmlPage('Cakes', ['Birthday cakes from 25 euros.']),
    });

    const result = await crawl(site, { include: ['/blog/*'], exclude: ['/blog/summer'] });

    // The start page is read for its links only: it is outside the paths asked for.
    expect(statesOf(result.pages)).toEqual({ '/blog/spring': 'indexed' });
    expect(site.paths()).not.toContain('/shop/cakes');
    expect(site.paths()).not.toContain('/blog/summer');
    expect(site.paths()).not.toContain('/blog/drafts/autumn');
  });

  it('never reads more pages than the limit, two requests at a time at most', async () => {
    const paths = Array.from({ length: 30 }, (_, index) => `/product-${index + 1}`);
    const product = (path: string): SiteAnswer => ({
      body: htmlPage(`Product ${path}`, [`The bakery’s product ${path}, baked daily.`]),
      delayMs: 20,
    });
    const site = await website({
      '/sitemap.xml': { type: 'application/xml', body: sitemap(paths) },
      ...Object.fromEntries(paths.map((path) => [path, product(path)])),
    });
    const fromLinks = await website({
      '/': htmlPage('Home', ['All products.'], {
        extra: paths.map((path) => `<a href="${path}">${path}</a>`).join(' '),
      }),
      ...Object.fromEntries(paths.map((path) => [path, product(path)])),
    });

    const listed = await crawl(site, { pageLimit: 5 });
    expect(listed.pages).toHaveLength(5);
    expect(site.paths().filter((path) => path.startsWith('/product-'))).toHaveLength(5);
    expect(listed.limitReached).toBe(true);
    expect(site.mostAtOnce()).toBe(2);

    const linked = await crawl(fromLinks, { pageLimit: 4 });
    expect(linked.pages).toHaveLength(4);
    expect(
      fromLinks.paths().filter((path) => path !== '/robots.txt' && path !== '/sitemap.xml'),
    ).toHaveLength(4);
    expect(linked.limitReached).toBe(true);
  });

  it('waits the crawl-delay robots.txt asks for between requests', async () => {
    const site = await website({
      '/robots.txt': { type: 'text/plain', body: 'User-agent: AgentraBot\nCrawl-delay: 0.3\n' },
      '/sitemap.xml': { type: 'application/xml', body: sitemap(['/a', '/b', '/c']) },
      '/a': about,
      '/b': hours,
      '/c': menu,
    });

    await crawl(site);

    const pageStarts = site.requests
      .filter((request) => ['/a', '/b', '/c'].includes(request.path))
      .map((request) => request.startedAt);
    expect(pageStarts).toHaveLength(3);
    // Seen from the site, a busy machine's scheduling shortens a gap by tens of milliseconds;
    // without the delay the three requests arrive within a few.
    for (let at = 1; at < pageStarts.length; at += 1) {
      expect(pageStarts[at]! - pageStarts[at - 1]!).toBeGreaterThanOrEqual(200);
    }
  });

  it('refuses a private address, and a redirect within the site to one', async () => {
    // The site is reached by name; 127.0.0.2 stands in for its public address, and 127.0.0.1 is
    // the private address behind it that one of its hosts resolves to.
    const inside = await website({ '/kitchen': about }, { host: '127.0.0.1' });
    const site = await website(
      {
        '/sitemap.xml': { type: 'application/xml', body: sitemap(['/', '/kitchen']) },
        '/': about,
        '/kitchen': {
          status: 301,
          headers: { location: `http://files.estrela.test:${inside.port}/kitchen` },
        },
      },
      { host: '127.0.0.2', hostname: 'www.estrela.test' },
    );
    const addresses: Record<string, string> = {
      'www.estrela.test': '127.0.0.2',
      'files.estrela.test': '127.0.0.1',
    };
    const resolveName: ResolveName = (hostname, _options, callback) => {
      const address = addresses[hostname];
      if (!address)
        return callback(Object.assign(new Error('not found'), { code: 'ENOTFOUND' }), []);
      callback(null, [{ address, family: 4 } satisfies LookupAddress]);
    };
    const guarded = fetchReaching(
      (address) => isPublicAddress(address) || address === '127.0.0.2',
      resolveName,
    );

    const result = await crawl(site, { fetch: guarded });

    expect(statesOf(result.pages)).toEqual({ '/': 'indexed', '/kitchen': 'refusedAddress' });
    expect(pageAt(result.pages, '/kitchen').redirectedTo).toBe(
      `http://files.estrela.test:${inside.port}/kitchen`,
    );
    expect(inside.requests).toHaveLength(0);

    // Without the operator's permission, the product's own fetch refuses this machine outright.
    const local = await website({ '/': about });
    const refused = await crawl(local, {
      fetch: createOutboundFetch({ allowPrivateNetwork: false }),
    });
    expect(statesOf(refused.pages)).toEqual({ '/': 'refusedAddress' });
    expect(local.requests).toHaveLength(0);
  });

  it('re-reads only what changed, and reports a page gone from the site as removed', async () => {
    const site = await website({
      '/sitemap.xml': {
        type: 'application/xml',
        body: sitemap(['/', '/hours', '/menu', '/old-offer', '/summer']),
      },
      '/': { body: about, etag: '"about-1"' },
      '/hours': { body: hours, etag: '"hours-1"' },
      '/menu': { body: menu, etag: '"menu-1"' },
      '/old-offer': {
        body: htmlPage('Offer', ['Two pastéis de nata for two euros.']),
        etag: '"o"',
      },
      '/summer': { body: htmlPage('Summer', ['Lemon sorbet every afternoon.']), etag: '"s"' },
    });
    const first = await crawl(site);
    expect(first.pages.map((page) => page.change)).toEqual(['new', 'new', 'new', 'new', 'new']);

    site.pages.set('/menu', {
      body: menu.replace('1.30 euros', '1.40 euros'),
      etag: '"menu-2"',
    });
    site.pages.set('/old-offer', { status: 410, body: 'Gone' });
    site.pages.set('/sitemap.xml', {
      type: 'application/xml',
      body: sitemap(['/', '/hours', '/menu', '/old-offer']),
    });
    site.requests.length = 0;
    const previous = first.pages.map((page) => ({
      address: page.address,
      etag: page.etag,
      lastModified: page.lastModified,
      textHash: page.textHash!,
    }));

    const again = await crawl(site, { previous });

    const changes = Object.fromEntries(
      again.pages.map((page) => [new URL(page.address).pathname, page.change]),
    );
    expect(changes).toEqual({
      '/': 'unchanged',
      '/hours': 'unchanged',
      '/menu': 'changed',
      '/old-offer': 'removed',
      '/summer': 'removed',
    });
    expect(pageAt(again.pages, '/summer').state).toBe('noLongerOnSite');
    // Only the changed page was sent again: the others answered 304 to their ETag.
    const answered = Object.fromEntries(
      site.requests
        .filter((request) => request.path !== '/robots.txt' && request.path !== '/sitemap.xml')
        .map((request) => [request.path, request.status]),
    );
    expect(answered).toEqual({ '/': 304, '/hours': 304, '/menu': 200, '/old-offer': 410 });
    expect(
      site.requests.find((request) => request.path === '/hours')?.headers['if-none-match'],
    ).toBe('"hours-1"');
    expect(pageAt(again.pages, '/menu').text).toContain('1.40 euros');
    expect(pageAt(again.pages, '/hours')).toMatchObject({
      text: null,
      textHash: pageAt(first.pages, '/hours').textHash,
      etag: '"hours-1"',
    });
  });

  it('stops at once when cancelled, and removes nothing it did not get to', async () => {
    const paths = Array.from({ length: 20 }, (_, index) => `/day-${index + 1}`);
    const site = await website({
      '/sitemap.xml': { type: 'application/xml', body: sitemap(paths) },
      ...Object.fromEntries(
        paths.map((path) => [
          path,
          { body: htmlPage(`Bread of ${path}`, [`The bread baked on ${path}.`]), delayMs: 100 },
        ]),
      ),
    });
    const cancel = new AbortController();
    const previous = [
      { address: new URL('/day-20', site.url).href, etag: null, lastModified: null, textHash: 'x' },
    ];

    let cancelledAt = 0;
    const result = await crawl(site, {
      previous,
      signal: cancel.signal,
      onProgress: ({ indexed }) => {
        if (indexed >= 2 && !cancel.signal.aborted) {
          cancelledAt = Date.now();
          cancel.abort();
        }
      },
    });

    expect(result.cancelled).toBe(true);
    expect(result.complete).toBe(false);
    // The request in flight is dropped, not waited for (each page takes 100 ms to answer).
    expect(Date.now() - cancelledAt).toBeLessThan(100);
    expect(result.pages.length).toBeGreaterThanOrEqual(2);
    expect(result.pages.length).toBeLessThan(paths.length);
    expect(result.pages.map((page) => page.change)).not.toContain('removed');
    const afterCancel = site.requests.filter((request) => request.startedAt > cancelledAt);
    expect(afterCancel).toHaveLength(0);
  });
});
