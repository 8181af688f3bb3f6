import { describe, expect, it } from 'vitest';
import { keyAlternatives } from './key-alternatives.ts';

const telling =
  (...words: string[]) =>
  (word: string) =>
    words.includes(word);

describe('keyAlternatives', () => {
  it('finds the telling words on either side of "or", in the key’s language', () => {
    const french = keyAlternatives(
      'Que faire en cas de panne ou d’accident ?',
      'french',
      telling('panne', 'accident'),
    );
    expect([...french.keys()]).toEqual(['panne', 'accident']);
    expect(french.get('panne')).toBe(french.get('accident'));
    // "A or B or C" is one set
    const english = keyAlternatives(
      'Do you take cash, cards or PayPal?',
      'english',
      telling('cash', 'cards', 'paypal'),
    );
    expect(new Set(english.values()).size).toBe(1);
    expect([...english.keys()]).toEqual(['cards', 'paypal']);
  });

  it('reads no "or" where the language has none: the Portuguese "o" is "the"', () => {
    const asked = 'O que acontece se devolver o carro mais tarde?';
    expect(
      keyAlternatives(asked, 'portuguese', telling('acontece', 'devolver', 'carro')).size,
    ).toBe(0);
    expect(
      keyAlternatives('¿Aceptáis tarjeta o efectivo?', 'spanish', telling('tarjeta', 'efectivo'))
        .size,
    ).toBe(2);
  });
});
