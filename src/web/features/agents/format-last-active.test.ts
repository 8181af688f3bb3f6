import { describe, expect, it } from 'vitest';
import { formatLastActive } from './format-last-active.ts';

const now = Date.parse('2026-05-10T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('formatLastActive', () => {
  it.each([
    [10_000, 'Just now'],
    [2 * 60_000, '2 minutes ago'],
    [3 * 3_600_000, '3 hours ago'],
    [24 * 3_600_000, 'yesterday'],
    [3 * 24 * 3_600_000, '3 days ago'],
  ])('%i ms ago reads %s', (ms, text) => {
    expect(formatLastActive(ago(ms), now)).toBe(text);
  });

  it('shows the date once a week old', () => {
    expect(formatLastActive(ago(30 * 24 * 3_600_000), now)).toBe('Apr 10, 2026');
  });

  it('says Never for an agent that has not answered yet', () => {
    expect(formatLastActive(null, now)).toBe('Never');
  });
});
