import { describe, expect, it } from 'vitest';
import { formatDay, formatDuration, formatShare, formatShortDay } from './format-figures.ts';

describe('formatDuration', () => {
  it.each([
    [0, '0 s'],
    [12.4, '12 s'],
    [59.4, '59 s'],
    // Rounded up to a minute, not written "60 s".
    [59.6, '1 min'],
    [180, '3 min'],
    [3569, '59 min'],
    [3570, '1 h'],
    [3900, '1 h 5 min'],
    [90_000, '25 h'],
  ])('writes %d seconds as %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it('writes a dash when nothing was measured', () => {
    expect(formatDuration(null)).toBe('—');
  });
});

describe('formatShare', () => {
  it('rounds to a whole percent, and has no share of nothing', () => {
    expect(formatShare(1, 3)).toBe('33%');
    expect(formatShare(0, 7)).toBe('0%');
    expect(formatShare(0, 0)).toBe('—');
  });
});

describe('days', () => {
  it('reads the API’s days as UTC days, whatever the reader’s time zone', () => {
    expect(formatShortDay('2026-03-01')).toBe('Mar 1');
    expect(formatDay('2026-12-31')).toBe('Dec 31, 2026');
  });
});
