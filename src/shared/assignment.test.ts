import { describe, expect, it } from 'vitest';
import { AWAY_AFTER_MS, effectiveAvailability, OFFLINE_AFTER_MS } from './assignment.ts';

const now = new Date('2026-03-02T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('a person’s availability now', () => {
  it('is what they chose while they are active', () => {
    expect(effectiveAvailability('online', ago(0), now)).toBe('online');
    expect(effectiveAvailability('away', ago(60_000), now)).toBe('away');
  });

  it('turns away after a silence, and offline after a longer one', () => {
    expect(effectiveAvailability('online', ago(AWAY_AFTER_MS - 1), now)).toBe('online');
    expect(effectiveAvailability('online', ago(AWAY_AFTER_MS), now)).toBe('away');
    expect(effectiveAvailability('online', ago(OFFLINE_AFTER_MS - 1), now)).toBe('away');
    expect(effectiveAvailability('online', ago(OFFLINE_AFTER_MS), now)).toBe('offline');
    expect(effectiveAvailability('away', ago(OFFLINE_AFTER_MS), now)).toBe('offline');
  });

  it('is offline when they chose it, however active, and when never seen', () => {
    expect(effectiveAvailability('offline', ago(0), now)).toBe('offline');
    expect(effectiveAvailability('online', null, now)).toBe('offline');
  });
});
