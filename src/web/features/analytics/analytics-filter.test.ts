import { describe, expect, it } from 'vitest';
import { ANALYTICS_MAX_DAYS } from '@shared/analytics.ts';
import {
  addDays,
  changeRange,
  daysBetween,
  defaultRange,
  readAnalyticsFilter,
  shownRange,
} from './analytics-filter.ts';

const today = '2026-05-20';
const read = (query: string, agentIds?: string[]) =>
  readAnalyticsFilter(new URLSearchParams(query), today, agentIds);

describe('readAnalyticsFilter', () => {
  it('keeps valid filters', () => {
    expect(read('agentId=a1&channel=webchat&from=2026-05-01&to=2026-05-10', ['a1'])).toEqual({
      agentId: 'a1',
      channel: 'webchat',
      from: '2026-05-01',
      to: '2026-05-10',
    });
  });

  it('drops what a hand-edited link gets wrong, and keeps the rest', () => {
    expect(read('channel=fax&from=2026-13-01&to=2026-05-10&tests=only&q=x')).toEqual({
      agentId: undefined,
      channel: undefined,
      from: undefined,
      to: '2026-05-10',
    });
    // Dates out of order: the history's rule drops the end.
    expect(read('from=2026-05-10&to=2026-05-01')).toMatchObject({
      from: '2026-05-10',
      to: undefined,
    });
  });

  it('drops the playground, which analytics never counts', () => {
    expect(read('channel=playground').channel).toBeUndefined();
  });

  it('drops a start more than a year before the end (or today)', () => {
    const to = '2026-05-10';
    const longest = addDays(to, -(ANALYTICS_MAX_DAYS - 1));
    expect(read(`from=${longest}&to=${to}`).from).toBe(longest);
    expect(read(`from=${addDays(longest, -1)}&to=${to}`).from).toBeUndefined();
    expect(read(`from=${addDays(today, -ANALYTICS_MAX_DAYS)}`).from).toBeUndefined();
  });

  it('drops an agent the account does not have, once its agents are known', () => {
    expect(read('agentId=gone').agentId).toBe('gone');
    expect(read('agentId=gone', ['a1']).agentId).toBeUndefined();
  });
});

describe('the date fields', () => {
  it('show the last 30 days, today included, when the URL names no day', () => {
    expect(defaultRange(today)).toEqual({ from: '2026-04-21', to: today });
    expect(daysBetween('2026-04-21', today)).toBe(30);
    expect(shownRange({}, today)).toEqual(defaultRange(today));
    expect(shownRange({ from: '2026-05-01' }, today)).toEqual({ from: '2026-05-01', to: '' });
  });

  it('put both days in the URL when one changes', () => {
    expect(changeRange(defaultRange(today), 'from', '2026-05-01')).toEqual({
      from: '2026-05-01',
      to: today,
    });
  });

  it('move the other day to keep the range in order', () => {
    const shown = { from: '2026-05-01', to: '2026-05-10' };
    expect(changeRange(shown, 'from', '2026-05-15')).toEqual({
      from: '2026-05-15',
      to: '2026-05-15',
    });
    expect(changeRange(shown, 'to', '2026-04-20')).toEqual({
      from: '2026-04-20',
      to: '2026-04-20',
    });
  });

  it('move the other day to keep the range within a year', () => {
    const shown = { from: '2026-05-01', to: '2026-05-10' };
    const { from, to } = changeRange(shown, 'from', '2024-01-01');
    expect(from).toBe('2024-01-01');
    expect(daysBetween(from!, to!)).toBe(ANALYTICS_MAX_DAYS);
  });

  it('leave a cleared day out of the URL', () => {
    expect(changeRange({ from: '2026-05-01', to: '2026-05-10' }, 'to', '')).toEqual({
      from: '2026-05-01',
      to: undefined,
    });
  });
});
