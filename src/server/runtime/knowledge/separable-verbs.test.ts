import { describe, expect, it } from 'vitest';
import { questionWords } from './question-words.ts';
import { joinSeparableVerbs } from './separable-verbs.ts';

describe('joinSeparableVerbs', () => {
  it('joins a German verb split from its particle, first or after a question word', () => {
    expect(joinSeparableVerbs('holt ihr das auto am flughafen ab?')).toBe(
      'abholt ihr das auto am flughafen. ',
    );
    expect(joinSeparableVerbs('wann gebt ihr mir das geld zurück?')).toContain(
      'wann zurückgebt ihr mir das geld',
    );
    expect(joinSeparableVerbs('kauft ihr autos an, wenn ich kein neues nehme?')).toContain(
      'ankauft ihr autos',
    );
  });

  it('finds the verb after a question word with a preposition before it or an adverb after it', () => {
    expect(joinSeparableVerbs('bis wann habt ihr heute auf?')).toContain(
      'bis wann aufhabt ihr heute',
    );
    expect(joinSeparableVerbs('wie lange habt ihr samstags auf?')).toContain(
      'wie lange aufhabt ihr samstags',
    );
    expect(joinSeparableVerbs('um wie viel uhr macht ihr morgen auf?')).toContain(
      'um wie viel uhr aufmacht ihr morgen',
    );
  });

  it('leaves a verb that is whole, and other languages, as written', () => {
    expect(joinSeparableVerbs('kann ich das auto zurückgeben?')).toBe(
      'kann ich das auto zurückgeben?',
    );
    expect(joinSeparableVerbs('can i bring the car back?')).toBe('can i bring the car back?');
    expect(joinSeparableVerbs('what time do you open?')).toBe('what time do you open?');
  });

  it('gives the joined verb the words related to it', () => {
    const pickup = questionWords('Holt ihr das Auto am Flughafen ab?').find(
      ({ word }) => word === 'abholt',
    );
    expect(pickup?.related.map(({ word }) => word)).toEqual(
      expect.arrayContaining(['abholung', 'pickup']),
    );
  });
});
