import { describe, expect, it } from 'vitest';
import { customerLines } from '@shared/customer-lines.ts';
import type { OfficeStretch } from '@shared/office-hours.ts';
import { officeStatus } from './office-status.ts';

const weekdays = (opens: string, closes: string): OfficeStretch[] =>
  [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens, closes }));

const lisbon = (weeklyHours: OfficeStretch[], closedDays: string[] = []) => ({
  timeZone: 'Europe/Lisbon',
  weeklyHours,
  closedDays,
});

describe('office status', () => {
  it('is always open without office hours, unless nobody is there', () => {
    const now = new Date('2026-12-02T03:00:00Z');
    expect(officeStatus(null, now)).toEqual({ open: true, backAt: null, backWords: null });
    expect(officeStatus(null, now, false)).toEqual({ open: false, backAt: null, backWords: null });
  });

  it('is open inside a stretch, and says today when a later stretch opens the same day', () => {
    const rules = lisbon([
      { weekday: 3, opens: '09:00', closes: '13:00' },
      { weekday: 3, opens: '14:00', closes: '18:00' },
    ]);
    // Wednesday 2 December 2026, 10:00 in Lisbon (UTC+0 in winter).
    expect(officeStatus(rules, new Date('2026-12-02T10:00:00Z')).open).toBe(true);
    expect(officeStatus(rules, new Date('2026-12-02T13:30:00Z'))).toEqual({
      open: false,
      backAt: '2026-12-02T14:00:00.000Z',
      backWords: "We're back today at 14:00",
    });
    // The closing minute is closed: a stretch ends before its closing time.
    expect(officeStatus(rules, new Date('2026-12-02T18:00:00Z')).open).toBe(false);
  });

  it('says tomorrow in the evening and the weekday over a weekend', () => {
    const rules = lisbon(weekdays('09:00', '17:00'));
    expect(officeStatus(rules, new Date('2026-12-02T20:00:00Z')).backWords).toBe(
      "We're back tomorrow at 9:00",
    );
    // Friday 4 December, 18:00: back on Monday.
    expect(officeStatus(rules, new Date('2026-12-04T18:00:00Z'))).toEqual({
      open: false,
      backAt: '2026-12-07T09:00:00.000Z',
      backWords: "We're back Monday at 9:00",
    });
  });

  it('reads the hours on the business’s clock, not the server’s', () => {
    const rules = {
      timeZone: 'America/New_York',
      weeklyHours: weekdays('09:00', '17:00'),
      closedDays: [],
    };
    // 15:00 UTC on Wednesday is 10:00 in New York: open. 23:00 UTC is 18:00 there: closed.
    expect(officeStatus(rules, new Date('2026-12-02T15:00:00Z')).open).toBe(true);
    expect(officeStatus(rules, new Date('2026-12-02T23:00:00Z'))).toEqual({
      open: false,
      backAt: '2026-12-03T14:00:00.000Z',
      backWords: "We're back tomorrow at 9:00",
    });
    // 03:00 UTC on Thursday is still Wednesday 22:00 in New York: back "tomorrow", not today.
    expect(officeStatus(rules, new Date('2026-12-03T03:00:00Z')).backWords).toBe(
      "We're back tomorrow at 9:00",
    );
  });

  it('keeps the wall-clock hour across a clock change', () => {
    // Lisbon moves from UTC+1 to UTC+0 on Sunday 25 October 2026; Monday opens at 9:00 local.
    const rules = lisbon(weekdays('09:00', '17:00'));
    expect(officeStatus(rules, new Date('2026-10-23T17:30:00Z'))).toEqual({
      open: false,
      backAt: '2026-10-26T09:00:00.000Z',
      backWords: "We're back Monday at 9:00",
    });
    // On the day itself, a Sunday stretch 08:00–12:00 starts at 08:00 UTC+0.
    const sunday = lisbon([{ weekday: 7, opens: '08:00', closes: '12:00' }]);
    expect(officeStatus(sunday, new Date('2026-10-25T07:30:00Z'))).toEqual({
      open: false,
      backAt: '2026-10-25T08:00:00.000Z',
      backWords: "We're back today at 8:00",
    });
    expect(officeStatus(sunday, new Date('2026-10-25T08:30:00Z')).open).toBe(true);
    // In spring (29 March 2026) the clock jumps forward: 9:00 is 08:00 UTC again.
    expect(officeStatus(rules, new Date('2026-03-29T12:00:00Z')).backAt).toBe(
      '2026-03-30T08:00:00.000Z',
    );
  });

  it('skips closed days and names a date when the team is back a week or more later', () => {
    const rules = lisbon(weekdays('09:00', '17:00'), ['2026-12-24', '2026-12-25']);
    // Wednesday 23 December evening: Thursday and Friday are holidays, back on Monday.
    expect(officeStatus(rules, new Date('2026-12-23T19:00:00Z')).backWords).toBe(
      "We're back Monday at 9:00",
    );
    expect(officeStatus(rules, new Date('2026-12-24T10:00:00Z')).open).toBe(false);
    const longBreak = lisbon(weekdays('09:00', '17:00'), [
      '2026-12-21',
      '2026-12-22',
      '2026-12-23',
      '2026-12-24',
      '2026-12-25',
      '2026-12-28',
    ]);
    // Friday 18 December evening: back on Tuesday 29 December.
    expect(officeStatus(longBreak, new Date('2026-12-18T19:00:00Z')).backWords).toBe(
      "We're back on Tuesday 29 December at 9:00",
    );
  });

  it('says when the team is back in the customer’s language', () => {
    const rules = lisbon(weekdays('09:00', '17:00'), ['2026-12-24', '2026-12-25']);
    const back = (language: keyof typeof customerLines, now: string) =>
      officeStatus(rules, new Date(now), true, customerLines[language].backOn).backWords;
    // Wednesday 23 December evening, before two holidays: back on Monday.
    expect(back('es', '2026-12-23T19:00:00Z')).toBe('Volvemos el lunes a las 9:00');
    expect(back('pt', '2026-12-23T19:00:00Z')).toBe('Voltamos segunda-feira às 9:00');
    expect(back('fr', '2026-12-23T19:00:00Z')).toBe('Nous serons de retour lundi à 9 h 00');
    expect(back('de', '2026-12-23T19:00:00Z')).toBe('Wir sind am Montag um 9:00 Uhr wieder da');
    // Early on Tuesday 1 December: back today; on Monday evening, tomorrow.
    expect(back('pt', '2026-12-01T06:00:00Z')).toBe('Voltamos hoje às 9:00');
    expect(back('es', '2026-11-30T19:00:00Z')).toBe('Volvemos mañana a las 9:00');
    const longBreak = lisbon(weekdays('13:00', '17:00'), ['2026-12-21', '2026-12-22']);
    // Friday 11 December evening, a week's break after it: the date says which Monday.
    const later = (language: keyof typeof customerLines) =>
      officeStatus(
        {
          ...longBreak,
          closedDays: ['2026-12-14', '2026-12-15', '2026-12-16', '2026-12-17', '2026-12-18'],
        },
        new Date('2026-12-11T19:00:00Z'),
        true,
        customerLines[language].backOn,
      ).backWords;
    expect(later('de')).toBe('Wir sind am Montag, 21. Dezember um 13:00 Uhr wieder da');
    expect(later('fr')).toBe('Nous serons de retour le lundi 21 décembre à 13 h 00');
    expect(later('es')).toBe('Volvemos el lunes, 21 de diciembre a las 13:00');
  });

  it('stays open across midnight when a night is split at it', () => {
    const rules = lisbon([
      { weekday: 5, opens: '20:00', closes: '24:00' },
      { weekday: 6, opens: '00:00', closes: '02:00' },
    ]);
    expect(officeStatus(rules, new Date('2026-12-04T23:59:00Z')).open).toBe(true);
    expect(officeStatus(rules, new Date('2026-12-05T00:30:00Z')).open).toBe(true);
    expect(officeStatus(rules, new Date('2026-12-05T02:00:00Z')).backWords).toBe(
      "We're back Friday at 20:00",
    );
  });

  it('is closed when nobody on the team is available, even inside the hours', () => {
    const rules = lisbon(weekdays('09:00', '17:00'));
    expect(officeStatus(rules, new Date('2026-12-02T10:00:00Z'), false)).toEqual({
      open: false,
      backAt: null,
      backWords: null,
    });
    expect(officeStatus(rules, new Date('2026-12-02T20:00:00Z'), false).backWords).toBe(
      "We're back tomorrow at 9:00",
    );
  });

  it('never promises a return when no day opens', () => {
    expect(officeStatus(lisbon([]), new Date('2026-12-02T10:00:00Z'))).toEqual({
      open: false,
      backAt: null,
      backWords: null,
    });
  });
});
