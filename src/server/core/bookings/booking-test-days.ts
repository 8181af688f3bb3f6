/** The days and hours the booking API's tests open a business on. */

/** A Monday at least two weeks away (YYYY-MM-DD): inside a service's days ahead, past any notice. */
export function mondayAhead() {
  const day = new Date(Date.now() + 14 * 86_400_000);
  day.setUTCDate(day.getUTCDate() + ((8 - day.getUTCDay()) % 7));
  return day.toISOString().slice(0, 10);
}

/** Weekdays from 9 to 6 with a lunch break. */
export const weekdayHours = [1, 2, 3, 4, 5].flatMap((weekday) => [
  { weekday, opens: '09:00', closes: '13:00' },
  { weekday, opens: '14:00', closes: '18:00' },
]);
