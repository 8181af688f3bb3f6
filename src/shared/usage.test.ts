import { describe, expect, it } from 'vitest';
import { approachingLimits, meterLevel, usagePercent, type UsageMeter } from './usage.ts';

const meter = (current: number, limit: number | null): UsageMeter => ({
  id: 'conversations',
  name: 'Conversations',
  unit: 'conversations',
  current,
  limit,
});

describe('meterLevel', () => {
  it('is green under 75 %, yellow from 75 %, red from 90 %', () => {
    expect(meterLevel(0)).toBe('normal');
    expect(meterLevel(74.9)).toBe('normal');
    expect(meterLevel(75)).toBe('warning');
    expect(meterLevel(89.9)).toBe('warning');
    expect(meterLevel(90)).toBe('critical');
    expect(meterLevel(120)).toBe('critical');
  });

  it('treats an unlimited meter as within its limit', () => {
    expect(usagePercent(meter(856, null))).toBeNull();
    expect(meterLevel(null)).toBe('normal');
  });

  it('levels the sample: 856 of 1,000 yellow, 2,847 of 5,000 and 3 of 5 green', () => {
    expect(meterLevel(usagePercent(meter(856, 1000)))).toBe('warning');
    expect(meterLevel(usagePercent(meter(2847, 5000)))).toBe('normal');
    expect(meterLevel(usagePercent(meter(3, 5)))).toBe('normal');
  });
});

describe('approachingLimits', () => {
  it('is true when any meter is at 90 % or more', () => {
    expect(approachingLimits([meter(856, 1000), meter(3, 5)])).toBe(false);
    expect(approachingLimits([meter(899, 1000), meter(900, 1000)])).toBe(true);
    expect(approachingLimits([meter(5000, null)])).toBe(false);
  });
});
