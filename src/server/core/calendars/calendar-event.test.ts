import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { brand } from '@shared/brand.ts';
import { icsOf } from './calendar-event.ts';

const event = {
  uid: 'booking-42@agentra',
  startsAt: new Date('2032-05-04T09:30:00Z'),
  endsAt: new Date('2032-05-04T10:15:00Z'),
  summary: 'Consulta de fisioterapia: João Gonçalves',
  description: `Marcado pelo agente; notas: ${'ombro direito, dor ao levantar o braço — '.repeat(4)}fim.\nTelefone: +351 912 345 678`,
  location: 'Avenida da Liberdade 110, 1250-146 Lisboa',
};

describe('the text of a booking event', () => {
  it('is a VCALENDAR in UTC, named for the product, that ical.js reads back as given', () => {
    const text = icsOf(event);
    const calendar = ICAL.Component.fromString(text);
    const vevent = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);

    expect(calendar.getFirstPropertyValue('prodid')).toBe(`-//${brand.productName}//Bookings//EN`);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.hasProperty('method')).toBe(false);
    expect(vevent.uid).toBe(event.uid);
    expect(vevent.startDate.toJSDate()).toEqual(event.startsAt);
    expect(vevent.endDate.toJSDate()).toEqual(event.endsAt);
    expect(vevent.summary).toBe(event.summary);
    expect(vevent.description).toBe(event.description);
    expect(vevent.location).toBe(event.location);
    expect(text).toContain('\r\nDTSTART:20320504T093000Z\r\n');
    expect(text).toContain('\r\nDTEND:20320504T101500Z\r\n');
    expect(text).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
  });

  it('ends every line with CRLF and folds them at 75 octets, never inside a character', () => {
    const text = icsOf(event);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);

    const lines = text.slice(0, -2).split('\r\n');
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    // The long description was folded, and unfolding gives back every character.
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    expect(text).not.toContain('\uFFFD');
  });

  it('names the method when it goes with a mail', () => {
    expect(icsOf(event, { method: 'REQUEST' })).toContain('\r\nMETHOD:REQUEST\r\n');
    expect(icsOf(event, { method: 'PUBLISH' })).toContain('\r\nMETHOD:PUBLISH\r\n');
  });

  it('leaves out the description and the location when there are none', () => {
    const text = icsOf({ ...event, description: undefined, location: undefined });
    expect(text).not.toContain('DESCRIPTION');
    expect(text).not.toContain('LOCATION');
  });
});
