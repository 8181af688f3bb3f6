import { OFFERED_SLOTS, OFFERED_SLOTS_PER_DAY } from '@shared/booking-chat.ts';
import type { FreeSlot } from '@server/core/bookings/available-slots.ts';
import { wallClockOf } from '@server/core/bookings/available-slots.ts';

/** The earliest free slots, at most OFFERED_SLOTS_PER_DAY a day so the offer spans days. */
export function slotsToOffer(slots: readonly FreeSlot[], timeZone: string): FreeSlot[] {
  const perDay = new Map<string, number>();
  const offered: FreeSlot[] = [];
  for (const slot of slots) {
    const day = localDay(slot.startsAt, timeZone);
    const count = perDay.get(day) ?? 0;
    if (count >= OFFERED_SLOTS_PER_DAY) continue;
    perDay.set(day, count + 1);
    offered.push(slot);
    if (offered.length === OFFERED_SLOTS) break;
  }
  return offered;
}

/** The day (YYYY-MM-DD) an instant falls on in the business's time zone. */
export const localDay = (instant: Date, timeZone: string) =>
  wallClockOf(instant, timeZone).slice(0, 10);

/** The hour and minute an instant shows on the business's clock. */
export function localTime(instant: Date, timeZone: string) {
  const [hour, minute] = wallClockOf(instant, timeZone).slice(11).split(':').map(Number);
  return { hour: hour!, minute: minute! };
}

/** The ISO weekday (1 Monday … 7 Sunday) of a day written YYYY-MM-DD. */
export const weekdayOf = (day: string) => ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** A question with its numbered choices, as every channel can show them. */
export const numbered = (intro: string, lines: readonly string[]) =>
  [intro, ...lines.map((line, index) => `${index + 1}. ${line}`)].join('\n');
