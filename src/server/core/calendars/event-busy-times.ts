import ICAL from 'ical.js';
import { Temporal } from 'temporal-polyfill';
import { isTimeZone } from '@shared/bookings.ts';

/**
 * The times one calendar object (an iCalendar text) keeps its owner busy within a window:
 * each occurrence of its events, recurring ones expanded (RRULE, RDATE, EXDATE, the instances
 * a RECURRENCE-ID moves or changes), less those that are free (TRANSP:TRANSPARENT) or
 * cancelled.
 *
 * A TZID is read with the VTIMEZONE the same VCALENDAR gives for it: ical.js looks a TZID up in
 * the object's own tree before its process-wide TimezoneService, so nothing is registered there,
 * where one owner's definition of a zone would apply to another owner's events. A TZID without
 * a VTIMEZONE that names an IANA zone is read in that zone; dates (all-day events) and floating
 * times are the day and the wall clock of the business's zone.
 */

export type BusyTime = {
  startsAt: Date;
  endsAt: Date;
  /** The event's UID, which tells the product's own events from the owner's. */
  uid: string | null;
};

export type BusyWindow = {
  from: Date;
  until: Date;
  /** The business's IANA time zone, for all-day events and floating times. */
  timeZone: string;
};

/** A bound on one rule's expansion, so a rule that began long ago or never ends cannot run away. */
const MAX_OCCURRENCES = 50_000;

/** The TZID of the event's start, which its occurrences and their ends are counted in. */
function tzidOf(event: ICAL.Event) {
  const tzid = event.component.getFirstProperty('dtstart')?.getParameter('tzid');
  return typeof tzid === 'string' ? tzid : null;
}

/** The real instant of an iCalendar time, in milliseconds since the epoch. */
function instantOf(time: ICAL.Time, tzid: string | null, timeZone: string) {
  if (time.isDate) {
    const day = Temporal.PlainDate.from({ year: time.year, month: time.month, day: time.day });
    return day.toZonedDateTime({ timeZone }).epochMilliseconds;
  }
  // UTC, or a zone the VCALENDAR defines: ical.js knows the offset.
  if (time.zone !== ICAL.Timezone.localTimezone) return time.toUnixTime() * 1000;
  const wall = Temporal.PlainDateTime.from({
    year: time.year,
    month: time.month,
    day: time.day,
    hour: time.hour,
    minute: time.minute,
    second: time.second,
  });
  const zone = tzid && isTimeZone(tzid) ? tzid : timeZone;
  return wall.toZonedDateTime(zone, { disambiguation: 'compatible' }).epochMilliseconds;
}

function keepsBusy(event: ICAL.Event) {
  const value = (name: string) => {
    const found = event.component.getFirstPropertyValue(name);
    return typeof found === 'string' ? found.toUpperCase() : null;
  };
  return value('status') !== 'CANCELLED' && value('transp') !== 'TRANSPARENT';
}

/** The busy times of one calendar object that overlap the window, in no particular order. */
export function busyTimesOf(ics: string, window: BusyWindow): BusyTime[] {
  const from = window.from.getTime();
  const until = window.until.getTime();
  const found: BusyTime[] = [];
  const add = (event: ICAL.Event, start: ICAL.Time, end: ICAL.Time) => {
    if (!keepsBusy(event)) return;
    const tzid = tzidOf(event);
    const startsAt = instantOf(start, tzid, window.timeZone);
    const endsAt = instantOf(end, tzid, window.timeZone);
    // An event without an end or a duration is a point in time (RFC 5545 3.6.1): it takes none.
    if (endsAt > startsAt && endsAt > from && startsAt < until) {
      const uid = event.component.getFirstPropertyValue('uid');
      found.push({
        startsAt: new Date(startsAt),
        endsAt: new Date(endsAt),
        uid: typeof uid === 'string' ? uid : null,
      });
    }
  };

  let calendar: ICAL.Component;
  try {
    calendar = ICAL.Component.fromString(ics);
  } catch {
    // Servers check what they store, so text ical.js cannot read is rare; one such object
    // must not close the whole calendar to bookings.
    return [];
  }
  for (const component of calendar.getAllSubcomponents('vevent')) {
    if (!component.hasProperty('dtstart')) continue;
    // A master relates the overrides (RECURRENCE-ID) beside it in the same object.
    const event = new ICAL.Event(component);
    if (event.isRecurrenceException() || !event.isRecurring()) {
      add(event, event.startDate, event.endDate);
      continue;
    }
    const tzid = tzidOf(event);
    const occurrences = event.iterator();
    for (let count = 0; count < MAX_OCCURRENCES; count++) {
      const occurrence = occurrences.next();
      if (!occurrence || instantOf(occurrence, tzid, window.timeZone) >= until) break;
      const details = event.getOccurrenceDetails(occurrence);
      // An instance with an override of its own is counted from the override's VEVENT.
      if (details.item !== event && details.item.recurrenceId.compare(occurrence) === 0) continue;
      add(details.item, details.startDate, details.endDate);
    }
  }
  return found;
}
