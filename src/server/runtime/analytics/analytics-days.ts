import { DAY_MS } from '@shared/durations.ts';

// Whole UTC days as the API writes them (YYYY-MM-DD), counted as days since 1970-01-01.

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00.000Z`) / DAY_MS;
const dayOf = (number: number) => new Date(number * DAY_MS).toISOString().slice(0, 10);

/** The day `days` after `day` (before it when negative). */
export const addDays = (day: string, days: number) => dayOf(dayNumber(day) + days);

/** How many days from `from` to `to`, both included. */
export const daysIn = (from: string, to: string) => dayNumber(to) - dayNumber(from) + 1;

/** Every day from `from` to `to`, both included, oldest first. */
export function daysBetween(from: string, to: string): string[] {
  const first = dayNumber(from);
  return Array.from({ length: daysIn(from, to) }, (_, index) => dayOf(first + index));
}
