/**
 * The days of the week a question or a Q&A's question names, Monday 0 to Sunday 6. A Q&A that
 * asks "Are you open on Saturdays?" says nothing of Sundays, though "Are you open on Sunday?"
 * shares every other word with it, and its answer ("Yes, from 9 to 1") would tell the
 * customer the wrong thing. The weekend is its Saturday and its Sunday.
 */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

const SATURDAY: Weekday = 5;
const SUNDAY: Weekday = 6;

/**
 * Each day's words in the widget's languages, read in lower case as whole words. The Portuguese
 * "segunda", "quarta" and "quinta" alone are also "second", "fourth" and a farm: only with
 * "-feira".
 */
const dayWords: readonly (readonly [readonly Weekday[], RegExp])[] = [
  [[0], /(?<!\p{L})(?:mondays?|lunes|segundas?[- ]feiras?|lundis?|montags?)(?!\p{L})/u],
  [[1], /(?<!\p{L})(?:tuesdays?|martes|terças?(?:[- ]feiras?)?|mardis?|dienstags?)(?!\p{L})/u],
  [
    [2],
    /(?<!\p{L})(?:wednesdays?|mi[eé]rcoles|quartas?[- ]feiras?|mercredis?|mittwochs?)(?!\p{L})/u,
  ],
  [[3], /(?<!\p{L})(?:thursdays?|jueves|quintas?[- ]feiras?|jeudis?|donnerstags?)(?!\p{L})/u],
  [[4], /(?<!\p{L})(?:fridays?|viernes|sextas?(?:[- ]feiras?)?|vendredis?|freitags?)(?!\p{L})/u],
  [[SATURDAY], /(?<!\p{L})(?:saturdays?|s[aá]bados?|samedis?|samstags?|sonnabends?)(?!\p{L})/u],
  [[SUNDAY], /(?<!\p{L})(?:sundays?|domingos?|dimanches?|sonntags?)(?!\p{L})/u],
  [
    [SATURDAY, SUNDAY],
    /(?<!\p{L})(?:weekends?|week-ends?|fi[mn](?:e?s)? de semana|finde|wochenenden?)(?!\p{L})/u,
  ],
];

/** The days of the week a text names. */
export function weekdaysOf(text: string): Weekday[] {
  const read = text.normalize('NFKC').toLowerCase();
  return [...new Set(dayWords.flatMap(([days, words]) => (words.test(read) ? days : [])))].sort();
}

/** Whether both name days of the week, and never the same one. */
export const namesOtherWeekday = (asked: readonly Weekday[], key: readonly Weekday[]) =>
  asked.length > 0 && key.length > 0 && !asked.some((day) => key.includes(day));
