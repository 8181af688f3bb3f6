import ICAL from 'ical.js';
import { brand } from '@shared/brand.ts';

/**
 * A booking as a calendar event: the iCalendar text (RFC 5545) the business's calendar stores
 * and the `.ics` attached to the customer's confirmation mail. Times are written in UTC, so no
 * VTIMEZONE is needed and every reader shows the same instant in its own zone.
 */

export type CalendarEvent = {
  /** Stable across reschedules: calendars match an update or a cancellation to the event by it. */
  uid: string;
  startsAt: Date;
  endsAt: Date;
  summary: string;
  description?: string;
  location?: string;
  /** Its revision: a calendar takes a file with the same UID and a higher one as an update. */
  sequence?: number;
};

/** PUBLISH for a file to add to a calendar; REQUEST when the mail is an invitation (RFC 5546). */
export type IcsMethod = 'PUBLISH' | 'REQUEST';

export const ICS_PRODUCT_ID = `-//${brand.productName}//Bookings//EN`;

const CRLF = '\r\n';
/** RFC 5545 3.1: a content line is at most 75 octets, the leading space of a continuation included. */
const LINE_OCTETS = 75;

const utcTime = (date: Date) => ICAL.Time.fromJSDate(date, true);

function octetsOf(codePoint: number) {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  if (codePoint < 0x10000) return 3;
  return 4;
}

/** One unfolded line as folded lines, never splitting a character's UTF-8 bytes. */
function foldLine(line: string) {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = octetsOf(character.codePointAt(0)!);
    if (octets + size > LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join(CRLF);
}

/**
 * ical.js folds after 75 octets and then adds the space, which makes 76-octet continuation
 * lines; strict readers count the space, so the text is unfolded and folded again here.
 */
function foldedText(text: string) {
  return text
    .replace(/\r\n[ \t]/g, '')
    .split(CRLF)
    .map(foldLine)
    .join(CRLF);
}

/** The VCALENDAR holding the event, with CRLF line ends and folded lines. */
export function icsOf(event: CalendarEvent, { method }: { method?: IcsMethod } = {}) {
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.addPropertyWithValue('prodid', ICS_PRODUCT_ID);
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('calscale', 'GREGORIAN');
  if (method) calendar.addPropertyWithValue('method', method);

  const vevent = new ICAL.Component('vevent');
  vevent.addPropertyWithValue('uid', event.uid);
  vevent.addPropertyWithValue('dtstamp', utcTime(new Date()));
  vevent.addPropertyWithValue('dtstart', utcTime(event.startsAt));
  vevent.addPropertyWithValue('dtend', utcTime(event.endsAt));
  vevent.addPropertyWithValue('summary', event.summary);
  if (event.description) vevent.addPropertyWithValue('description', event.description);
  if (event.location) vevent.addPropertyWithValue('location', event.location);
  if (event.sequence !== undefined) vevent.addPropertyWithValue('sequence', event.sequence);
  calendar.addSubcomponent(vevent);

  // Every content line ends with CRLF, the last one too.
  return foldedText(calendar.toString()) + CRLF;
}
