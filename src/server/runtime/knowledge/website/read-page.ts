import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import TurndownService from 'turndown';
import { CRAWLER_NAME, SCRIPT_SHELL_MAX_TEXT } from './crawl-settings.ts';
import { pageAddress } from './site-address.ts';

/**
 * A page as a reader sees it: Firefox's reader view (Readability) finds the article among the
 * menus and footers, and Turndown writes it as plain text that keeps its headings (`## `) and
 * lists (`- `). Links are read before, for the crawl to follow, and so is what the page says to
 * robots in its `<meta name="robots">`.
 */
export type PageReading = {
  title: string | null;
  text: string;
  /** The language the HTML declares (`<html lang>`), as written. */
  declaredLanguage: string | null;
  /** Little text, and scripts to make the rest: a single-page app's frame. */
  needsJavaScript: boolean;
  /** `noindex`: the page asks not to be indexed. */
  noIndex: boolean;
  /** The page's links, unless it asks robots not to follow them (`nofollow`). */
  links: string[];
};

const markdown = new TurndownService({
  headingStyle: 'atx',
  bulletListMarker: '-',
  codeBlockStyle: 'fenced',
});
// Knowledge is read as words: a link or an emphasis keeps its text, an image or a control its
// nothing, a table row stays one line, and characters that mean something in Markdown stay as
// the page wrote them.
const wordless = new Set(['img', 'picture', 'svg', 'video', 'audio', 'iframe', 'button']);
markdown.addRule('wordless', {
  filter: (node) => wordless.has(node.nodeName.toLowerCase()),
  replacement: () => '',
});
markdown.addRule('plainWords', {
  filter: ['a', 'strong', 'b', 'em', 'i', 'u', 'mark'],
  replacement: (content) => content,
});
markdown.addRule('tableCell', {
  filter: ['td', 'th'],
  replacement: (content) => `${content.replace(/\s+/g, ' ').trim()} | `,
});
markdown.addRule('tableRow', {
  filter: 'tr',
  replacement: (content) => `\n${content.replace(/ \| $/, '')}\n`,
});
markdown.escape = (text) => text;

const invisible = 'script, style, noscript, template';

export function readHtmlPage(html: string, address: string): PageReading {
  const { document } = parseHTML(html);
  const robots = robotsMeta(document);
  const links = robots.has('nofollow') ? [] : pageLinks(document, address);
  const hasScripts = document.querySelector('script') !== null;
  const body = document.body;
  for (const hidden of body?.querySelectorAll(invisible) ?? []) hidden.remove();
  const visibleText = body?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  const declaredLanguage = document.documentElement?.getAttribute('lang')?.trim() || null;
  const pageTitle = document.title?.trim() || null;
  const article = new Readability(document as unknown as Document).parse();
  const text = plainText(article?.content ?? body?.innerHTML ?? '');
  return {
    title: article?.title?.trim() || pageTitle,
    text,
    declaredLanguage,
    needsJavaScript: hasScripts && visibleText.length < SCRIPT_SHELL_MAX_TEXT,
    noIndex: robots.has('noindex') || robots.has('none'),
    links,
  };
}

export function readTextPage(text: string): PageReading {
  return {
    title: null,
    text: text.replace(/\r\n?/g, '\n').trim(),
    declaredLanguage: null,
    needsJavaScript: false,
    noIndex: false,
    links: [],
  };
}

const plainText = (html: string) =>
  markdown
    .turndown(html)
    // Turndown pads list markers to a tab stop ("-   item"); one space reads as a list too.
    .replace(/^(\s*)(-|\d+\.) {2,}/gm, '$1$2 ')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/** The directives of the page's robots meta tags meant for every robot or for the product's. */
function robotsMeta(document: ReturnType<typeof parseHTML>['document']) {
  const directives = new Set<string>();
  for (const meta of document.querySelectorAll('meta[name]')) {
    const name = meta.getAttribute('name')?.toLowerCase();
    if (name !== 'robots' && name !== CRAWLER_NAME.toLowerCase()) continue;
    for (const directive of (meta.getAttribute('content') ?? '').toLowerCase().split(',')) {
      directives.add(directive.trim());
    }
  }
  return directives;
}

function pageLinks(document: ReturnType<typeof parseHTML>['document'], address: string) {
  const base = pageAddress(
    document.querySelector('base[href]')?.getAttribute('href') ?? '',
    address,
  );
  const links = new Set<string>();
  for (const anchor of document.querySelectorAll('a[href]')) {
    if (/\bnofollow\b/i.test(anchor.getAttribute('rel') ?? '')) continue;
    const link = pageAddress(anchor.getAttribute('href') ?? '', base ?? address);
    if (link) links.add(link);
  }
  return [...links];
}
