import { describe, expect, it } from 'vitest';
import { PASSAGE_TARGET_LENGTH, splitPassages } from './split-passages.ts';

const words = (text: string) => text.split(/\s+/).filter(Boolean);

describe('splitPassages', () => {
  it('cuts a paragraph of thousands of sentences between sentences, keeping every word', () => {
    const sentences = Array.from(
      { length: 4000 },
      (_, n) => `Sentence ${n} says the workshop opens at nine.`,
    );
    const paragraph = sentences.join(' ');
    const passages = splitPassages(paragraph);
    expect(passages.length).toBeGreaterThan(100);
    for (const passage of passages) {
      expect(passage).toMatch(/^Sentence \d+ .*\.$/);
      expect(passage.length).toBeLessThanOrEqual(PASSAGE_TARGET_LENGTH);
    }
    expect(words(passages.join(' '))).toEqual(words(paragraph));
  });

  it('cuts a sentence with no space in it every PASSAGE_TARGET_LENGTH characters', () => {
    const passages = splitPassages('a'.repeat(100_000));
    expect(passages.join('')).toBe('a'.repeat(100_000));
    expect(passages.slice(0, -1).every((passage) => passage.length === PASSAGE_TARGET_LENGTH)).toBe(
      true,
    );
  });
});
