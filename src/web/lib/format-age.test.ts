import { describe, expect, it } from 'vitest';
import { formatAge } from './format-age.ts';

const now = new Date('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;

describe('formatAge', () => {
  it.each([
    ['the same instant', 0, 'just now'],
    ['59 seconds', 59 * second, 'just now'],
    ['exactly 1 minute', minute, '1 minute ago'],
    ['1 minute 59 seconds', 2 * minute - second, '1 minute ago'],
    ['2 minutes', 2 * minute, '2 minutes ago'],
    ['59 minutes', 59 * minute, '59 minutes ago'],
    ['59 minutes 59 seconds', hour - second, '59 minutes ago'],
    ['exactly 1 hour', hour, '1 hour ago'],
    ['2 hours', 2 * hour, '2 hours ago'],
    ['23 hours', 23 * hour, '23 hours ago'],
    ['23 hours 59 minutes', day - minute, '23 hours ago'],
    ['exactly 1 day', day, '1 day ago'],
    ['2 days', 2 * day, '2 days ago'],
    ['400 days', 400 * day, '400 days ago'],
  ])('%s ago reads "%s"', (_case, elapsed, expected) => {
    expect(formatAge(ago(elapsed), now)).toBe(expected);
  });

  it('reads a timestamp slightly in the future (clock skew) as just now', () => {
    expect(formatAge(ago(-30 * second), now)).toBe('just now');
  });

  it('accepts dates and epoch milliseconds alike', () => {
    expect(formatAge(new Date(now.getTime() - 3 * hour), now.getTime())).toBe('3 hours ago');
  });
});
