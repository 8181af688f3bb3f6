import { constants, inflateSync } from 'node:zlib';

/** What reading a PDF would unpack: within the caps, too many pages, or too many bytes. */
export type PdfUnpacking = 'within' | 'tooLarge' | { pages: number };

const streamKeyword = /\bstream(?:\r\n|\r|\n)/g;
const pageObject = /\/Type\s*\/Page(?![A-Za-z])/g;
const flateFirst = /\/Filter\s*(?:\[\s*)?\/(?:FlateDecode|Fl)(?![A-Za-z])/;
/** Images and attached files: the text reader never inflates them. */
const notRead = /\/Subtype\s*\/Image(?![A-Za-z])|\/Type\s*\/EmbeddedFile(?![A-Za-z])/;
const objectStream = /\/Type\s*\/ObjStm(?![A-Za-z])/;
const directLength = /\/Length\s+(\d+)(?!\s+\d+\s+R)/;
/** How far back a stream's dictionary is looked for; real ones are a few hundred bytes. */
const DICTIONARY_LOOKBACK = 64 * 1024;

const countPages = (text: string) => text.match(pageObject)?.length ?? 0;

const tooLarge = (err: unknown) =>
  err instanceof RangeError && (err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE';

/**
 * Counts a PDF's page objects and inflates its compressed streams (content, fonts, object
 * streams; not images, which the text reader skips), stopping as soon as either passes its
 * cap. A stream's declared length is a hint for where it ends, never for what it inflates to.
 * A stream this scan cannot inflate (encrypted, or behind another filter) is left to the
 * reader's own memory and time limits.
 */
export function pdfUnpacksWithin(
  bytes: Uint8Array,
  { maxInflatedBytes, maxPages }: { maxInflatedBytes: number; maxPages: number },
): PdfUnpacking {
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = file.toString('latin1');
  let pages = countPages(text);
  if (pages > maxPages) return { pages };
  let left = maxInflatedBytes;
  streamKeyword.lastIndex = 0;
  for (let match = streamKeyword.exec(text); match; match = streamKeyword.exec(text)) {
    const dataAt = match.index + match[0].length;
    const objectAt = text.lastIndexOf('obj', match.index);
    const dictionary = text.slice(
      Math.max(objectAt, match.index - DICTIONARY_LOOKBACK, 0),
      match.index,
    );
    const declared = Number(directLength.exec(dictionary)?.[1] ?? NaN);
    const ends = text.indexOf('endstream', dataAt);
    const dataEnd = Number.isFinite(declared) ? dataAt + declared : ends < 0 ? text.length : ends;
    // What lies inside this stream is data, not more streams.
    streamKeyword.lastIndex = Math.max(dataAt, Math.min(dataEnd, text.length));
    if (!flateFirst.test(dictionary) || notRead.test(dictionary)) continue;
    let inflated: Buffer;
    try {
      inflated = inflateSync(file.subarray(dataAt, dataEnd), {
        maxOutputLength: Math.max(left, 0) + 1,
        finishFlush: constants.Z_SYNC_FLUSH,
      });
    } catch (err) {
      if (tooLarge(err)) return 'tooLarge';
      continue;
    }
    left -= inflated.length;
    if (left < 0) return 'tooLarge';
    if (objectStream.test(dictionary)) pages += countPages(inflated.toString('latin1'));
    if (pages > maxPages) return { pages };
  }
  return pages > maxPages ? { pages } : 'within';
}
