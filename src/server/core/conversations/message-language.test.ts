import { expect, it } from 'vitest';
import { languageOfMessage } from './message-language.ts';

it('tells the language of short messages as customers type them', () => {
  expect(languageOfMessage('vcs abrem no sábado?')).toBe('pt');
  expect(languageOfMessage('Quanto custa?')).toBe('pt');
  expect(languageOfMessage('¿Cuánto cuesta?')).toBe('es');
  expect(languageOfMessage('c’est combien ?')).toBe('fr');
  expect(languageOfMessage('Wie lange dauert ein Ölwechsel?')).toBe('de');
  expect(languageOfMessage('Can I bring my dog?')).toBe('en');
  expect(languageOfMessage('ok')).toBeNull();
});
