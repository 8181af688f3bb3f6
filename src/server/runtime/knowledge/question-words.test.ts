import { describe, expect, it } from 'vitest';
import { OTHER_LANGUAGE_WEIGHT, SAME_LANGUAGE_WEIGHT } from './lexicon/related-words.ts';
import { askedKinds, askedWords, locationWords, questionWords } from './question-words.ts';

const words = (question: string) => questionWords(question).map(({ word }) => word);
const relatedOf = (question: string, word: string) =>
  questionWords(question).find((asked) => asked.word === word)?.related ?? [];

describe('questionWords', () => {
  it('reads chat abbreviations as the words they stand for', () => {
    expect(words('need cleaning 2moro pls')).toEqual(['cleaning', 'tomorrow']);
    // "vc" is "você", a word that asks without naming a topic, like "you"
    expect(words('vc abre hj?')).toEqual(['abre', 'hoje']);
    const french = words('slt, dispo 2m1 svp ?');
    expect(french).toEqual(expect.arrayContaining(['disponible', 'demain']));
    expect(french).not.toContain('plaît');
    // and the lexicon's phrases in them: "wat time" asks "what time", the opening hours
    const time = relatedOf('wat time do u close on saturday', 'time').map(({ word }) => word);
    expect(time).toEqual(expect.arrayContaining(['hours', 'horário']));
    // "wher" and "hav", typed fast, ask where and have as the words do
    expect(words('wher are you located')).toEqual(['where', 'are', 'you', 'located']);
    expect(words('do you hav amonia free hair dye')).toContain('have');
  });

  it('gives a word its related words, translations weighing less than its own language', () => {
    const dog = relatedOf('I have a dog', 'dog');
    expect(dog).toContainEqual({ word: 'pets', weight: SAME_LANGUAGE_WEIGHT });
    expect(dog).toContainEqual({ word: 'mascotas', weight: OTHER_LANGUAGE_WEIGHT });
    expect(relatedOf('tengo dos gatos', 'gatos')).toContainEqual({
      word: 'pet',
      weight: OTHER_LANGUAGE_WEIGHT,
    });
    expect(relatedOf('numero de telefono', 'telefono')).toContainEqual({
      word: 'phone',
      weight: OTHER_LANGUAGE_WEIGHT,
    });
  });

  it('reads a car that broke down or will not start as asking for breakdown assistance', () => {
    const related = (question: string) =>
      questionWords(question).flatMap(({ related }) => related.map(({ word }) => word));
    for (const question of [
      'the car wont start, whats the number?',
      'o carro avariou na autoestrada',
      'se me averió el coche',
      'mein Auto springt nicht an',
    ]) {
      expect(related(question), question).toContain('breakdown');
    }
    expect(related('when does the rental start?')).not.toContain('breakdown');
  });

  it('reads asking where the business is as asking its address, in each language', () => {
    for (const question of [
      'Where can I find you?',
      'Wo befinden Sie sich?',
      'wie komme ich zu euch',
      'c’est où exactement ?',
      'onde vcs ficam?',
      '¿Dónde os encuentro?',
    ]) {
      const asked = questionWords(question).map(({ word }) => word);
      expect(asked, question).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^(location|adresse|localização|ubicación)$/),
        ]),
      );
    }
  });

  it('reads "during the week" as the weekdays an owner writes out, in each language', () => {
    const week = relatedOf('when are you open during the week?', 'week').map(({ word }) => word);
    expect(week).toEqual(
      expect.arrayContaining([
        'weekdays',
        'lunes a viernes',
        'segunda a sexta',
        'montag bis freitag',
      ]),
    );
    expect(
      relatedOf('how much is a week of cleaning?', 'week').map(({ word }) => word),
    ).not.toContain('lunes a viernes');
  });

  it('reads a scratch or a dent as the damage the knowledge writes of, in each language', () => {
    const scratch = relatedOf('What is the excess if I scratch the car?', 'scratch');
    expect(scratch).toContainEqual({ word: 'damage', weight: SAME_LANGUAGE_WEIGHT });
    expect(scratch).toContainEqual({ word: 'danos', weight: OTHER_LANGUAGE_WEIGHT });
    expect(relatedOf('tem uma amolgadela na porta', 'amolgadela')).toContainEqual({
      word: 'damage',
      weight: OTHER_LANGUAGE_WEIGHT,
    });
    // but damage is not every scratch: "broken" still reads as damage, not as a dent
    const broken = relatedOf('the window is broken', 'broken').map(({ word }) => word);
    expect(broken).toContain('damage');
    expect(broken).not.toContain('dent');
  });

  it('reads the topic a way of asking names without its word, and drops words that carry no topic', () => {
    expect(words('how much is a deep clean?')).toEqual(
      expect.arrayContaining(['deep', 'clean', 'price']),
    );
    expect(words('how much time does it take?')).not.toContain('price');
    expect(words('how long does it take')).toContain('duration');
    expect(words('do u take cards?')).toEqual(expect.arrayContaining(['cards', 'accept']));
    expect(words('can you do ironing as well?')).not.toContain('well');
    expect(words('¿Tengo que estar en casa mientras limpiáis?')).not.toContain('mientras');
  });

  it('tells a price or a length of time asked for in each language', () => {
    for (const question of [
      '¿Cuánto cuesta un cambio de aceite?',
      'Quanto custa uma troca de óleo?',
      'Combien coûte une vidange ?',
      'Was kostet ein Ölwechsel?',
    ]) {
      expect(askedKinds(question)).toEqual(['price']);
    }
    for (const question of [
      '¿Cuánto tiempo tarda un cambio de aceite?',
      'Quanto tempo demora uma troca de óleo?',
      'Combien de temps dure une vidange ?',
      'Wie lange dauert ein Ölwechsel?',
    ]) {
      expect(askedKinds(question)).toEqual(['duration']);
    }
    expect(askedKinds('¿Cuánto es una limpieza a fondo?')).toEqual(['price']);
    expect(words('¿Cuánto es una limpieza a fondo?')).toContain('precio');
    // The verb already says it; "how long" is the duration's word
    expect(askedWords('¿Cuánto cuesta?')).toEqual([]);
    expect(askedWords('How long does it take?')).toEqual(['duration']);
  });

  it('drops the English forms of the verbs that frame a question, and no other language’s words', () => {
    expect(words('What happens if something gets broken?')).not.toContain('gets');
    const asked = words('my car needs an oil change, making noises');
    expect(asked).not.toContain('needs');
    expect(asked).not.toContain('making');
    expect(words('¿Limpiáis dos pisos?')).toContain('dos');
    expect(words('Do you sell used cars?')).toEqual(expect.arrayContaining(['used', 'cars']));
  });

  it('reads asking whether something seen is still for sale as asking its availability', () => {
    expect(words('Ist der schwarze Tiguan aus der Anzeige noch zu haben?')).toContain('verfügbar');
    expect(words('is the white octavia still for sale?')).toContain('available');
    expect(words('¿El Seat sigue a la venta?')).toContain('disponible');
    expect(words('O Golf ainda está à venda?')).toContain('disponível');
    expect(words('La Clio est-elle toujours à vendre ?')).toContain('disponible');
  });

  it('reads asking where the business is as asking for its location, in every widget language', () => {
    expect(words('Where are you located?')).toContain('location');
    expect(words('where r u')).toContain('location');
    expect(words('where do you clean?')).not.toContain('location');
    expect(locationWords('¿Dónde está vuestra oficina?')).toEqual(['ubicación']);
    expect(locationWords('Onde fica a loja?')).toEqual(['localização']);
    expect(locationWords('Où êtes-vous ?')).toEqual(['adresse']);
    expect(locationWords('Wo ist Ihr Geschäft?')).toEqual(['adresse']);
    expect(locationWords('¿Dónde dejo las llaves?')).toEqual([]);
  });

  it('reads the lexicon’s phrases, alone when their words ask nothing, else with their words', () => {
    expect(words('one way rental')).toEqual(expect.arrayContaining(['rental', 'one way']));
    const oneWay = relatedOf('one way rental', 'one way').map(({ word }) => word);
    expect(oneWay).toEqual(expect.arrayContaining(['einwegmiete', 'aller simple']));
    expect(words('do u keep a spare key?')).not.toContain('spare key');
  });

  it('reads a German word typed without umlauts, and a German verb as its infinitive', () => {
    expect(relatedOf('Oeffnungszeiten werkstatt?', 'oeffnungszeiten')).toContainEqual({
      word: 'öffnungszeiten',
      weight: 0.95,
    });
    const delivers = relatedOf('Liefert ihr nach Hause?', 'liefert').map(({ word }) => word);
    expect(delivers).toEqual(expect.arrayContaining(['delivery', 'lieferung']));
    // English contractions typed without their apostrophe are their stop words
    expect(words('wont start')).toEqual(['will', 'not', 'start']);
  });

  it('drops a greeting, and keeps its words where they ask something', () => {
    expect(words('Bom dia, quanto custa o aluguer por dia?')).toEqual(['custa', 'aluguer', 'dia']);
    expect(words('Guten Tag, was kostet der Wagen pro Tag?')).toEqual(
      expect.arrayContaining(['kostet', 'wagen', 'tag']),
    );
    expect(words('Buenas noches')).toEqual([]);
  });

  it('relates the everyday words that frame a question, across languages', () => {
    const related = (question: string, word: string) =>
      relatedOf(question, word).map(({ word: near }) => near);
    expect(related('How does pickup work?', 'work')).toContain('funciona');
    // "what happens if" asks without naming a topic, in each language
    expect(words('What happens if I return it late?')).not.toContain('happens');
    expect(words('¿Qué pasa si cancelo?')).toEqual(expect.not.arrayContaining(['pasa', 'si']));
    expect(related('Can you get rid of the mold?', 'rid')).toContain('entfernen');
    expect(related('What if I miss my appointment?', 'miss')).toContain('no-show');
    // and drops, in every language, what English's own stop words say
    const spanish = words('¿Será la misma limpiadora después de la reforma?');
    expect(spanish).not.toContain('misma');
    expect(spanish).not.toContain('después');
  });

  it('leaves words the lexicon does not know alone', () => {
    expect(relatedOf('do you repair boats', 'boats')).toEqual([]);
  });
});
