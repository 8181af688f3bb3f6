import { readFile } from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { heroCopy } from '@shared/landing/copy.ts';
import type { Download, PageLoad } from './lighthouse.ts';

export type Bytes = { raw: number; gzip: number; transferred: number };

export type PageWeight = {
  url: string;
  files: number;
  script: Bytes;
  stylesheet: Bytes;
  total: Bytes;
};

const root = path.resolve(import.meta.dirname, '..');
const zero = (): Bytes => ({ raw: 0, gzip: 0, transferred: 0 });
const add = (a: Bytes, b: Bytes): Bytes => ({
  raw: a.raw + b.raw,
  gzip: a.gzip + b.gzip,
  transferred: a.transferred + b.transferred,
});

/**
 * Raw bytes as served, gzip at level 9 (as the build precompresses), and what Chromium
 * actually received (brotli when it asks for it).
 */
async function bytesOf(download: Download): Promise<Bytes> {
  const res = await fetch(download.url, { headers: { 'accept-encoding': 'identity' } });
  if (!res.ok) throw new Error(`${download.url} answered ${res.status}`);
  const raw = Buffer.from(await res.arrayBuffer());
  return {
    raw: raw.length,
    gzip: zlib.gzipSync(raw, { level: 9 }).length,
    transferred: download.transferBytes,
  };
}

export async function weightOf(load: PageLoad): Promise<PageWeight> {
  const weight: PageWeight = {
    url: new URL(load.url).pathname,
    files: load.downloads.length,
    script: zero(),
    stylesheet: zero(),
    total: zero(),
  };
  for (const download of load.downloads) {
    const bytes = await bytesOf(download);
    weight[download.type] = add(weight[download.type], bytes);
    weight.total = add(weight.total, bytes);
  }
  return weight;
}

/**
 * Scripts the second page fetched that the first did not. Only scripts: the landing inlines
 * its stylesheet, which the portal downloads as a file, and it is the same stylesheet.
 */
export function extraScripts(first: PageLoad, second: PageLoad): PageLoad {
  const seen = new Set(first.downloads.map((download) => download.url));
  return {
    ...second,
    downloads: second.downloads.filter((d) => d.type === 'script' && !seen.has(d.url)),
  };
}

/**
 * Source files of the sign-in pages and the portal. The landing route must not reach any of
 * them through static imports from the entry, or they would sit in the chunks `/` downloads.
 */
const portalSource =
  /^src\/web\/(app\/(portal-[^/]+|auth-area\.tsx)|features\/(?!landing\/)[^/]+\/.+)$/;

const staticImport =
  /(?:^|[\s;])(?:import|export)(?!\s+type\s)\s+(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/g;

function resolveImport(from: string, specifier: string) {
  if (specifier.startsWith('@web/')) return `src/web/${specifier.slice(5)}`;
  if (specifier.startsWith('@shared/')) return `src/shared/${specifier.slice(8)}`;
  if (specifier.startsWith('.')) return path.posix.join(path.posix.dirname(from), specifier);
  return undefined;
}

/**
 * Follows the static imports (not `import()`) of the front end from its entry and returns
 * the portal files on that path: the code every page, the landing included, downloads.
 */
export async function portalFilesInEntry(entry = 'src/web/landing-main.tsx'): Promise<string[]> {
  const visited = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (visited.has(file) || !/\.(ts|tsx)$/.test(file)) continue;
    visited.add(file);
    const source = await readFile(path.join(root, file), 'utf8');
    for (const match of source.matchAll(staticImport)) {
      const resolved = resolveImport(file, match[1]!);
      if (resolved) queue.push(resolved);
    }
  }
  return [...visited].filter((file) => portalSource.test(file)).sort();
}

export type Prerender = {
  htmlBytes: number;
  /** The `<style>` elements' bytes: the landing's CSS travels inside its HTML. */
  inlineStyleBytes: number;
  textCharacters: number;
  hasHeadline: boolean;
};

/** What `/` holds before any script runs: its HTML as served, read as text. */
export async function prerenderedLanding(url: string): Promise<Prerender> {
  const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const html = await res.text();
  const rootMarkup = /<div id="root">([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
  const text = rootMarkup
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
  const styles = html.match(/<style[\s\S]*?<\/style>/g) ?? [];
  return {
    htmlBytes: Buffer.byteLength(html),
    inlineStyleBytes: styles.reduce((sum, style) => sum + Buffer.byteLength(style), 0),
    textCharacters: text.length,
    hasHeadline: text.includes(heroCopy.headline),
  };
}
