import { describe, expect, it } from 'vitest';
import { busyTimesOf } from './event-busy-times.ts';

const ics = (...lines: string[]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Example//Calendar//EN',
    ...lines,
    'END:VCALENDAR',
  ].join('\r\n');
const vevent = (...lines: string[]) => [
  'BEGIN:VEVENT',
  'UID:one',
  'DTSTAMP:20300101T000000Z',
  ...lines,
  'END:VEVENT',
];
const busy = (text: string, from: string, until: string, timeZone = 'Europe/Lisbon') =>
  busyTimesOf(text, { from: new Date(from), until: new Date(until), timeZone })
    .map(({ startsAt, endsAt }) => [startsAt.toISOString(), endsAt.toISOString()])
    .sort(([a], [b]) => a!.localeCompare(b!));

describe('the busy times of one calendar object', () => {
  it('reads a floating time on the wall clock of the business', () => {
    const text = ics(...vevent('DTSTART:20310701T090000', 'DTEND:20310701T100000'));
    expect(busy(text, '2031-07-01T00:00:00Z', '2031-07-02T00:00:00Z')).toEqual([
      ['2031-07-01T08:00:00.000Z', '2031-07-01T09:00:00.000Z'],
    ]);
  });

  it('gives an all-day event without an end its one day', () => {
    const text = ics(...vevent('DTSTART;VALUE=DATE:20310701'));
    expect(busy(text, '2031-07-01T00:00:00Z', '2031-07-02T00:00:00Z')).toEqual([
      ['2031-06-30T23:00:00.000Z', '2031-07-01T23:00:00.000Z'],
    ]);
  });

  it('takes no time for an event without an end or a duration', () => {
    const text = ics(...vevent('DTSTART:20310701T090000Z'));
    expect(busy(text, '2031-07-01T00:00:00Z', '2031-07-02T00:00:00Z')).toEqual([]);
  });

  it('counts a duration and the moved instances of a rule that never ends', () => {
    const text = ics(
      ...vevent('DTSTART:20310101T090000Z', 'DURATION:PT30M', 'RRULE:FREQ=DAILY'),
      ...vevent(
        'RECURRENCE-ID;RANGE=THISANDFUTURE:20310703T090000Z',
        'DTSTART:20310703T140000Z',
        'DURATION:PT30M',
      ),
    );
    expect(busy(text, '2031-07-02T00:00:00Z', '2031-07-05T00:00:00Z')).toEqual([
      ['2031-07-02T09:00:00.000Z', '2031-07-02T09:30:00.000Z'],
      ['2031-07-03T14:00:00.000Z', '2031-07-03T14:30:00.000Z'],
      ['2031-07-04T14:00:00.000Z', '2031-07-04T14:30:00.000Z'],
    ]);
  });

  it("gives each time its event's UID", () => {
    const text = ics(...vevent('DTSTART:20310701T090000Z', 'DTEND:20310701T100000Z'));
    const [time] = busyTimesOf(text, {
      from: new Date('2031-07-01T00:00:00Z'),
      until: new Date('2031-07-02T00:00:00Z'),
      timeZone: 'UTC',
    });
    expect(time?.uid).toBe('one');
  });

  it('gives nothing for text that is not iCalendar', () => {
    expect(busy('not a calendar', '2031-07-01T00:00:00Z', '2031-07-02T00:00:00Z')).toEqual([]);
  });
});
