import { gunzipSync } from 'node:zlib';
import { DOMParser } from 'linkedom';
import { SITEMAP_MAX_BYTES, SITEMAP_MAX_FILES, SITEMAP_MAX_NESTING } from './crawl-settings.ts';
import { onSameSite, pageAddress } from './site-address.ts';

/**
 * The pages a site's sitemaps list, in their order: sitemap indexes are followed to the
 * sitemaps they name (nested up to `SITEMAP_MAX_NESTING` levels, `SITEMAP_MAX_FILES` files in
 * all), gzipped sitemaps are unpacked, and only addresses on the site that the caller wants are
 * kept, up to `enough` of them, after which no further sitemap is read.
 */
export type SitemapReading = {
  site: string;
  /** The body of a sitemap, or null when it could not be read. */
  read: (address: string) => Promise<Uint8Array | null>;
  wanted: (address: string) => boolean;
  enough: number;
};

export async function pagesFromSitemaps(
  sitemaps: readonly string[],
  { site, read, wanted, enough }: SitemapReading,
): Promise<string[]> {
  const pages = new Set<string>();
  const seen = new Set<string>();
  let level = sitemaps.flatMap((text) => sitemapAddress(text, site));
  for (let nesting = 0; nesting <= SITEMAP_MAX_NESTING && level.length > 0; nesting += 1) {
    const next: string[] = [];
    for (const sitemap of level) {
      if (pages.size >= enough || seen.size >= SITEMAP_MAX_FILES) return [...pages];
      if (seen.has(sitemap)) continue;
      seen.add(sitemap);
      const body = await read(sitemap);
      const listed = body && sitemapEntries(body);
      if (!listed) continue;
      if (listed.kind === 'index') {
        next.push(...listed.addresses.flatMap((text) => sitemapAddress(text, sitemap)));
        continue;
      }
      for (const text of listed.addresses) {
        const page = pageAddress(text, sitemap);
        if (page && onSameSite(page, site) && wanted(page)) pages.add(page);
        if (pages.size >= enough) break;
      }
    }
    level = next;
  }
  return [...pages];
}

/** Sitemaps are read on the site only: a sitemap elsewhere would have the crawl read another host. */
function sitemapAddress(text: string, base: string) {
  const address = pageAddress(text.trim(), base);
  return address && onSameSite(address, base) ? [address] : [];
}

const GZIP_MAGIC = [0x1f, 0x8b];

function sitemapEntries(body: Uint8Array): { kind: 'index' | 'pages'; addresses: string[] } | null {
  let xml: string;
  try {
    const gzipped = body[0] === GZIP_MAGIC[0] && body[1] === GZIP_MAGIC[1];
    const bytes = gzipped ? gunzipSync(body, { maxOutputLength: SITEMAP_MAX_BYTES }) : body;
    xml = new TextDecoder().decode(bytes);
  } catch {
    return null;
  }
  const document = new DOMParser().parseFromString(xml, 'text/xml');
  const root = document.documentElement?.localName;
  if (root !== 'sitemapindex' && root !== 'urlset') return null;
  const addresses = [...document.getElementsByTagName('loc')]
    .map((loc) => loc.textContent?.trim() ?? '')
    .filter(Boolean);
  return { kind: root === 'sitemapindex' ? 'index' : 'pages', addresses };
}
