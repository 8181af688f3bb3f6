import { Hono } from 'hono';
import { seo } from '@shared/seo.ts';

/** robots.txt and sitemap.xml, with absolute URLs on the product's public address. */
export function createSeoRoutes(publicUrl: string) {
  const base = publicUrl.replace(/\/$/, '');
  const robots = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /portal/',
    'Disallow: /api/',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...seo.indexedPaths.map((path) => `  <url><loc>${base}${path}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');

  return new Hono()
    .get('/robots.txt', (c) => c.text(robots, 200, { 'cache-control': 'public, max-age=3600' }))
    .get('/sitemap.xml', (c) =>
      c.body(sitemap, 200, {
        'content-type': 'application/xml; charset=utf-8',
        'cache-control': 'public, max-age=3600',
      }),
    );
}
