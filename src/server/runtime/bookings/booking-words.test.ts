import { describe, expect, it } from 'vitest';
import {
  asksAboutBooking,
  asksToBook,
  contactIn,
  dayIn,
  nameIn,
  numberChosen,
  timeIn,
  yesOrNo,
} from './booking-words.ts';

describe('reading a wish to book', () => {
  it.each([
    ['I would like to book a test drive', 'en'],
    ['can I make an appointment for Friday?', 'en'],
    ['book a cleaning', 'en'],
    ['test drive tomorrow', 'en'],
    ['Quisiera reservar una cita para mañana', 'es'],
    ['Queria marcar um test drive para amanhã', 'pt'],
    ['Gostaria de agendar uma visita', 'pt'],
    ['Je voudrais prendre rendez-vous', 'fr'],
    ['Ich möchte einen Termin vereinbaren', 'de'],
    ['Probefahrt bitte', 'de'],
  ])('%s → %s', (text, language) => {
    expect(asksToBook(text)).toBe(language);
  });

  it.each([
    'Do I need to book a test drive in advance?',
    'What is your cancellation policy for bookings made online and paid by card?',
    'How much is a full day rental?',
    'Are you open on Sunday?',
  ])('leaves "%s" to the knowledge', (text) => {
    expect(asksToBook(text)).toBeNull();
  });

  it('tells cancelling and changing an appointment apart', () => {
    expect(asksAboutBooking('I need to cancel my appointment')).toBe('cancel');
    expect(asksAboutBooking('Quero desmarcar a minha marcação')).toBe('cancel');
    expect(asksAboutBooking('Can I reschedule my booking?')).toBe('change');
    expect(asksAboutBooking('Ich muss meinen Termin verschieben')).toBe('change');
    expect(asksAboutBooking('What is your cancellation fee?')).toBeNull();
  });
});

describe('reading replies', () => {
  it('reads a number from the list, not past its end', () => {
    expect(numberChosen('2', 6)).toBe(1);
    expect(numberChosen('#3', 6)).toBe(2);
    expect(numberChosen('option 1', 6)).toBe(0);
    expect(numberChosen('7', 6)).toBeNull();
    expect(numberChosen('2 people', 6)).toBeNull();
  });

  it('reads times as customers write them, and a bare number as no time', () => {
    expect(timeIn('10:30')).toEqual({ hour: 10, minute: 30 });
    expect(timeIn('tomorrow at 3 pm')).toEqual({ hour: 15, minute: 0 });
    expect(timeIn('amanhã às 10h')).toEqual({ hour: 10, minute: 0 });
    expect(timeIn('15h30 por favor')).toEqual({ hour: 15, minute: 30 });
    expect(timeIn('at 3')).toEqual({ hour: 15, minute: 0 });
    expect(timeIn('morgen um 9 Uhr')).toEqual({ hour: 9, minute: 0 });
    expect(timeIn('2')).toBeNull();
    expect(timeIn('25:00')).toBeNull();
  });

  it('reads days by name in the five languages', () => {
    expect(dayIn('tomorrow please')).toBe('tomorrow');
    expect(dayIn('mañana')).toBe('tomorrow');
    expect(dayIn('na sexta-feira')).toBe(5);
    expect(dayIn('jeudi')).toBe(4);
    expect(dayIn('am Montag')).toBe(1);
    expect(dayIn('as soon as possible')).toBeNull();
  });

  it('finds an email or a phone, and refuses neither', () => {
    expect(contactIn('ana.silva@example.pt')).toEqual({
      email: 'ana.silva@example.pt',
      phone: null,
    });
    expect(contactIn('call me on +351 912 345 678')).toEqual({
      email: null,
      phone: '+351 912 345 678',
    });
    expect(contactIn('I would rather not')).toBeNull();
  });

  it('takes a name with or without "my name is", and no question', () => {
    expect(nameIn('Ana Silva')).toBe('Ana Silva');
    expect(nameIn('My name is João Gonçalves.')).toBe('João Gonçalves');
    expect(nameIn('Ich heiße Jürgen')).toBe('Jürgen');
    expect(nameIn('why do you need my name?')).toBeNull();
  });

  it('reads yes and no, and the buttons offered', () => {
    const offered = { yes: 'Yes, book it', no: 'No' };
    expect(yesOrNo('Yes, book it', offered)).toBe(true);
    expect(yesOrNo('sim', offered)).toBe(true);
    expect(yesOrNo('ja gerne', offered)).toBe(true);
    expect(yesOrNo('nein', offered)).toBe(false);
    expect(yesOrNo('maybe later', offered)).toBeNull();
  });
});
