import { expect, it } from 'vitest';
import { DAY_MS, formatDuration, HOUR_MS, MINUTE_MS } from './durations.ts';

it('says how long someone has waited in words', () => {
  expect(formatDuration(30_000)).toBe('under a minute');
  expect(formatDuration(12 * MINUTE_MS + 5_000)).toBe('12 min');
  expect(formatDuration(2 * HOUR_MS)).toBe('2 h');
  expect(formatDuration(2 * HOUR_MS + 5 * MINUTE_MS)).toBe('2 h 5 min');
  expect(formatDuration(DAY_MS)).toBe('1 day');
  expect(formatDuration(3 * DAY_MS + HOUR_MS)).toBe('3 days');
});
