import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { docxBomb, docxOf } from '@server/testing/crafted-documents.ts';
import { docxUnpacksWithin } from './docx-unpacked-size.ts';

const MB = 1024 * 1024;
const paragraph = Buffer.from('<w:p><w:r><w:t>Winter tyres from 45 euros.</w:t></w:r></w:p>');

describe('docxUnpacksWithin', () => {
  it('inflates the parts for real: a small file that unpacks past the cap is too large', () => {
    expect(docxUnpacksWithin(docxOf(paragraph), MB)).toBe('within');
    expect(docxUnpacksWithin(docxBomb(3 * MB), 2 * MB)).toBe('tooLarge');
    expect(docxUnpacksWithin(docxBomb(3 * MB), 4 * MB)).toBe('within');
  });

  it('does not believe the sizes the zip declares', () => {
    const bomb = Buffer.from(docxBomb(3 * MB));
    // Every directory entry (signature PK 1 2) declares its part unpacks to 10 bytes.
    const entry = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
    for (let at = bomb.indexOf(entry); at >= 0; at = bomb.indexOf(entry, at + 1)) {
      bomb.writeUInt32LE(10, at + 24);
    }
    expect(docxUnpacksWithin(bomb, 2 * MB)).toBe('tooLarge');
  });

  it('calls anything but a zip unreadable, and never throws, however the bytes are mangled', () => {
    expect(docxUnpacksWithin(new TextEncoder().encode('not a zip'), MB)).toBe('unreadable');
    const valid = docxOf(paragraph);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(valid.length - 1), fc.nat(255)), { maxLength: 20 }),
        fc.nat(valid.length),
        (changes, length) => {
          const mangled = new Uint8Array(valid.subarray(0, Math.max(length, 1)));
          for (const [at, value] of changes) if (at < mangled.length) mangled[at] = value;
          expect(['within', 'tooLarge', 'unreadable']).toContain(docxUnpacksWithin(mangled, MB));
        },
      ),
      { numRuns: 500 },
    );
  });
});
