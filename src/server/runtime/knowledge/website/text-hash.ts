import { createHash } from 'node:crypto';

/**
 * The hash two pages with the same text share, however their HTML, spacing or letter case
 * differ: the same page under two addresses, or a page that only changed its markup, has one.
 */
export function textHash(text: string): string {
  const normalized = text.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
  return createHash('sha256').update(normalized).digest('hex');
}
