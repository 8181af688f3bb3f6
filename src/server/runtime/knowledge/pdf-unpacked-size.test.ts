import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { flateBombPdf, manyPagesPdf, slowPdf } from '@server/testing/crafted-documents.ts';
import { pdfUnpacksWithin } from './pdf-unpacked-size.ts';

const MB = 1024 * 1024;
const caps = { maxInflatedBytes: 2 * MB, maxPages: 100 };

describe('pdfUnpacksWithin', () => {
  it('counts the pages, and inflates the streams the reader parses', () => {
    expect(pdfUnpacksWithin(manyPagesPdf(100), caps)).toBe('within');
    expect(pdfUnpacksWithin(manyPagesPdf(101), caps)).toEqual({ pages: 101 });
    expect(pdfUnpacksWithin(flateBombPdf(MB), caps)).toBe('within');
    expect(pdfUnpacksWithin(flateBombPdf(3 * MB), caps)).toBe('tooLarge');
    // One stream drawn by every page counts once: the time limit is what stops that file.
    expect(pdfUnpacksWithin(slowPdf(100, MB), caps)).toBe('within');
  });

  it('never throws, however the bytes are mangled', () => {
    const valid = flateBombPdf(64 * 1024);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(valid.length - 1), fc.nat(255)), { maxLength: 20 }),
        fc.nat(valid.length),
        (changes, length) => {
          const mangled = new Uint8Array(valid.subarray(0, length));
          for (const [at, value] of changes) if (at < mangled.length) mangled[at] = value;
          const unpacking = pdfUnpacksWithin(mangled, caps);
          expect(unpacking === 'within' || unpacking === 'tooLarge' || 'pages' in unpacking).toBe(
            true,
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
