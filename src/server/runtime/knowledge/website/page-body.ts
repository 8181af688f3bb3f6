/**
 * What a page's answer is: HTML, plain text, or neither; and its bytes as text, in the
 * character set the answer names (its Content-Type, else the page's own `<meta charset>`),
 * UTF-8 when it names none or one the runtime does not know.
 */

export type PageKind = 'html' | 'text';

/** The media type of a Content-Type, in lower case, without its parameters. */
const mediaType = (contentType: string | null) =>
  contentType?.split(';')[0]?.trim().toLowerCase() || null;

/** HTML or text; null for anything else. A page sent without a type is read as HTML, as browsers do. */
export function pageKind(contentType: string | null): PageKind | null {
  const type = mediaType(contentType);
  if (type === null || type === 'text/html' || type === 'application/xhtml+xml') return 'html';
  if (type === 'text/plain' || type === 'text/markdown') return 'text';
  return null;
}

/** Browsers look for `<meta charset>` in the first 1024 bytes; so does this. */
const META_CHARSET_WINDOW = 1024;

function charsetOf(contentType: string | null, body: Uint8Array) {
  const named = /charset=["']?([\w.:-]+)/i.exec(contentType ?? '')?.[1];
  if (named) return named;
  const head = new TextDecoder('latin1').decode(body.subarray(0, META_CHARSET_WINDOW));
  return /<meta[^>]+charset=["']?([\w.:-]+)/i.exec(head)?.[1] ?? 'utf-8';
}

export function bodyText(body: Uint8Array, contentType: string | null): string {
  try {
    return new TextDecoder(charsetOf(contentType, body)).decode(body);
  } catch {
    return new TextDecoder().decode(body);
  }
}
