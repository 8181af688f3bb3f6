import { describe, expect, it } from 'vitest';
import type { OpenStretch, Weekday } from '@shared/bookings.ts';
import {
  availableSlots,
  type FreeSlot,
  type ResourceTimes,
  type ServiceRules,
  type TimeStretch,
} from './available-slots.ts';

const hour = (h: number, m = 0) => h * 60 + m;
const open = (from: number, until: number): OpenStretch => ({
  opensMinute: from,
  closesMinute: until,
});
/** Monday to Friday 09:00–12:00 and 13:00–17:00. */
const weekdaysWithLunch = new Map<Weekday, OpenStretch[]>(
  ([1, 2, 3, 4, 5] as const).map((day) => [
    day,
    [open(hour(9), hour(12)), open(hour(13), hour(17))],
  ]),
);
const everyDay = (...stretches: OpenStretch[]) =>
  new Map<Weekday, OpenStretch[]>(([1, 2, 3, 4, 5, 6, 7] as const).map((day) => [day, stretches]));

const hourLong: ServiceRules = {
  durationMinutes: 60,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minimumNoticeMinutes: 0,
  daysAhead: 30,
};

const resource = (over: Partial<ResourceTimes> = {}): ResourceTimes => ({
  resourceId: 'bay-1',
  hours: weekdaysWithLunch,
  exceptions: new Map(),
  taken: [],
  ...over,
});

const taken = (from: string, until: string): TimeStretch => ({
  from: Date.parse(from),
  until: Date.parse(until),
});

/** The slots' starts in real time, as ISO instants. */
const starts = (slots: FreeSlot[]) => slots.map((slot) => slot.startsAt.toISOString());

/** The slots of one day (UTC bounds given), from `now`. */
function dayOf(
  service: ServiceRules,
  resources: ResourceTimes[],
  timeZone: string,
  now: string,
  day: [string, string],
) {
  return availableSlots(service, resources, {
    timeZone,
    now: new Date(now),
    within: { from: Date.parse(day[0]), until: Date.parse(day[1]) },
  });
}

describe('free slots', () => {
  it('follow the opening hours and their break, in the business’s time zone', () => {
    const slots = dayOf(hourLong, [resource()], 'Europe/Madrid', '2026-12-06T12:00:00Z', [
      '2026-12-07T00:00:00Z',
      '2026-12-08T00:00:00Z',
    ]);
    // Madrid is UTC+1 in December: 09:00 there is 08:00 UTC.
    expect(starts(slots)).toEqual([
      '2026-12-07T08:00:00.000Z',
      '2026-12-07T09:00:00.000Z',
      '2026-12-07T10:00:00.000Z',
      '2026-12-07T12:00:00.000Z',
      '2026-12-07T13:00:00.000Z',
      '2026-12-07T14:00:00.000Z',
      '2026-12-07T15:00:00.000Z',
    ]);
    expect(slots[0]!.endsAt.toISOString()).toBe('2026-12-07T09:00:00.000Z');
  });

  it('leave out what starts before the minimum notice, and the weekend', () => {
    const slots = availableSlots(
      { ...hourLong, minimumNoticeMinutes: 120 },
      [resource()],
      // Friday 09:30 in Madrid.
      { timeZone: 'Europe/Madrid', now: new Date('2026-12-04T08:30:00Z'), limit: 4 },
    );
    expect(starts(slots)).toEqual([
      '2026-12-04T12:00:00.000Z',
      '2026-12-04T13:00:00.000Z',
      '2026-12-04T14:00:00.000Z',
      '2026-12-04T15:00:00.000Z',
    ]);
    const next = availableSlots({ ...hourLong, minimumNoticeMinutes: 120 }, [resource()], {
      timeZone: 'Europe/Madrid',
      now: new Date('2026-12-04T15:30:00Z'),
      limit: 1,
    });
    // Friday's last slot is gone: Monday 09:00 comes next.
    expect(starts(next)).toEqual(['2026-12-07T08:00:00.000Z']);
  });

  it('keep each slot’s buffers clear of what is taken', () => {
    const buffered = { ...hourLong, bufferBeforeMinutes: 15, bufferAfterMinutes: 30 };
    const slots = dayOf(
      buffered,
      [resource({ taken: [taken('2026-12-07T10:00:00Z', '2026-12-07T11:00:00Z')] })],
      'Europe/Madrid',
      '2026-12-06T12:00:00Z',
      ['2026-12-07T00:00:00Z', '2026-12-08T00:00:00Z'],
    );
    // 10:00 (its 30 minutes after reach 11:30 local, the taken 11:00) and 11:00 and 12:00
    // (their 15 minutes before reach into it) are not free; 13:00 is after the break.
    expect(starts(slots)).toEqual([
      '2026-12-07T08:00:00.000Z',
      '2026-12-07T12:00:00.000Z',
      '2026-12-07T13:00:00.000Z',
      '2026-12-07T14:00:00.000Z',
      '2026-12-07T15:00:00.000Z',
    ]);
  });

  it('close on a holiday and follow a special day’s hours', () => {
    const exceptions = new Map<string, OpenStretch[]>([
      ['2026-12-08', []],
      ['2026-12-09', [open(hour(10), hour(12))]],
    ]);
    const slots = dayOf(
      hourLong,
      [resource({ exceptions })],
      'Europe/Madrid',
      '2026-12-06T12:00:00Z',
      ['2026-12-08T00:00:00Z', '2026-12-10T00:00:00Z'],
    );
    expect(starts(slots)).toEqual(['2026-12-09T09:00:00.000Z', '2026-12-09T10:00:00.000Z']);
  });

  it('offer a time once, with every resource free then', () => {
    const second = resource({
      resourceId: 'bay-2',
      taken: [taken('2026-12-07T08:00:00Z', '2026-12-07T09:00:00Z')],
    });
    const [first, next] = dayOf(
      hourLong,
      [resource(), second],
      'Europe/Madrid',
      '2026-12-06T12:00:00Z',
      ['2026-12-07T00:00:00Z', '2026-12-07T10:00:00Z'],
    );
    expect(first).toMatchObject({ resourceIds: ['bay-1'] });
    expect(next).toMatchObject({ resourceIds: ['bay-1', 'bay-2'] });
  });

  it('end as far ahead as the service may be booked', () => {
    const slots = availableSlots(
      { ...hourLong, daysAhead: 2 },
      [resource({ hours: everyDay(open(hour(9), hour(10))) })],
      {
        timeZone: 'UTC',
        now: new Date('2026-12-07T12:00:00Z'),
      },
    );
    expect(starts(slots)).toEqual(['2026-12-08T09:00:00.000Z', '2026-12-09T09:00:00.000Z']);
  });
});

describe('free slots when the clocks change', () => {
  it('stay at 09:00 on the wall clock across the EU spring change', () => {
    const slots = availableSlots(
      { ...hourLong, daysAhead: 4 },
      [resource({ hours: everyDay(open(hour(9), hour(10))) })],
      {
        timeZone: 'Europe/Berlin',
        now: new Date('2026-03-27T12:00:00Z'),
      },
    );
    // Berlin moves from UTC+1 to UTC+2 on Sunday 29 March 2026.
    expect(starts(slots)).toEqual([
      '2026-03-28T08:00:00.000Z',
      '2026-03-29T07:00:00.000Z',
      '2026-03-30T07:00:00.000Z',
      '2026-03-31T07:00:00.000Z',
    ]);
  });

  it('lose the skipped hour of the EU spring night', () => {
    const slots = dayOf(
      hourLong,
      [resource({ hours: everyDay(open(0, hour(6))) })],
      'Europe/Berlin',
      '2026-03-27T12:00:00Z',
      ['2026-03-28T22:00:00Z', '2026-03-29T06:00:00Z'],
    );
    // 02:00 never happens that night: 00:00, 01:00, then 03:00, 04:00 and 05:00 local.
    expect(starts(slots)).toEqual([
      '2026-03-28T23:00:00.000Z',
      '2026-03-29T00:00:00.000Z',
      '2026-03-29T01:00:00.000Z',
      '2026-03-29T02:00:00.000Z',
      '2026-03-29T03:00:00.000Z',
    ]);
  });

  it('stay at 09:00 on the wall clock across the US spring change', () => {
    const slots = availableSlots(
      { ...hourLong, daysAhead: 3 },
      [resource({ hours: everyDay(open(hour(9), hour(10))) })],
      {
        timeZone: 'America/New_York',
        now: new Date('2026-03-07T00:00:00Z'),
      },
    );
    // New York moves from UTC−5 to UTC−4 on Sunday 8 March 2026.
    expect(starts(slots)).toEqual([
      '2026-03-07T14:00:00.000Z',
      '2026-03-08T13:00:00.000Z',
      '2026-03-09T13:00:00.000Z',
    ]);
  });

  it('gain the repeated hour of the US autumn night', () => {
    const slots = dayOf(
      hourLong,
      [resource({ hours: everyDay(open(0, hour(4))) })],
      'America/New_York',
      '2026-10-30T12:00:00Z',
      ['2026-11-01T04:00:00Z', '2026-11-01T09:00:00Z'],
    );
    // 01:00 happens twice on 1 November 2026: first at UTC−4, then at UTC−5.
    expect(starts(slots)).toEqual([
      '2026-11-01T04:00:00.000Z',
      '2026-11-01T05:00:00.000Z',
      '2026-11-01T06:00:00.000Z',
      '2026-11-01T07:00:00.000Z',
      '2026-11-01T08:00:00.000Z',
    ]);
  });
});
