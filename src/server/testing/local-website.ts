import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small business's website served on this machine, for crawling it: each path answers as the
 * test says (a page, a file, a redirect, a slow or missing page), can be changed between
 * crawls, and every request it is sent is recorded with its headers and what it was answered.
 */

export type SiteAnswer =
  | string
  | {
      status?: number;
      type?: string;
      headers?: Record<string, string>;
      body?: string | Buffer;
      /** The page's ETag: a request that names it is answered 304 Not Modified. */
      etag?: string;
      /** Wait this long before answering. */
      delayMs?: number;
    };

export type SiteRequestSeen = {
  path: string;
  headers: IncomingMessage['headers'];
  status: number;
  startedAt: number;
};

export type LocalWebsite = {
  /** The address the site is reached at, ending in `/`. */
  url: string;
  port: number;
  pages: Map<string, SiteAnswer>;
  requests: SiteRequestSeen[];
  /** The paths requested, in order, robots.txt and sitemaps included. */
  paths: () => string[];
  /** The most requests it was answering at one time. */
  mostAtOnce: () => number;
  close: () => Promise<void>;
};

/** An HTML page with a title and the text a reader sees; `extra` is put in the body as written. */
export function htmlPage(
  title: string,
  paragraphs: readonly string[],
  { lang = 'en', extra = '' }: { lang?: string | null; extra?: string } = {},
) {
  const langAttribute = lang ? ` lang="${lang}"` : '';
  const text = paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('\n');
  return `<!doctype html><html${langAttribute}><head><meta charset="utf-8"><title>${title}</title></head><body><main><article><h1>${title}</h1>${text}</article></main>${extra}</body></html>`;
}

export async function serveWebsite(
  pages: Record<string, SiteAnswer>,
  { host = '127.0.0.1', hostname = host }: { host?: string; hostname?: string } = {},
): Promise<LocalWebsite> {
  const site = new Map(Object.entries(pages));
  const requests: SiteRequestSeen[] = [];
  let atOnce = 0;
  let most = 0;
  const server = createServer(async (req, res) => {
    atOnce += 1;
    most = Math.max(most, atOnce);
    res.on('close', () => (atOnce -= 1));
    const path = new URL(req.url ?? '/', 'http://site').pathname;
    const seen = { path, headers: req.headers, status: 0, startedAt: Date.now() };
    requests.push(seen);
    const answer = site.get(path) ?? { status: 404, body: 'Not found' };
    const {
      status = 200,
      type,
      headers = {},
      body = '',
      etag,
      delayMs,
    } = typeof answer === 'string' ? { body: answer } : answer;
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (res.destroyed) return;
    seen.status = etag && req.headers['if-none-match'] === etag ? 304 : status;
    res.writeHead(seen.status, {
      'content-type': type ?? 'text/html; charset=utf-8',
      ...(etag && { etag }),
      ...headers,
    });
    res.end(seen.status === 304 ? undefined : body);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${hostname}:${port}/`,
    port,
    pages: site,
    requests,
    paths: () => requests.map((request) => request.path),
    mostAtOnce: () => most,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A sitemap listing `addresses`. */
export const sitemap = (addresses: readonly string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${addresses
    .map((address) => `<url><loc>${address}</loc></url>`)
    .join('')}</urlset>`;

/** A sitemap index naming other sitemaps. */
export const sitemapIndex = (sitemaps: readonly string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${sitemaps
    .map((address) => `<sitemap><loc>${address}</loc></sitemap>`)
    .join('')}</sitemapindex>`;
