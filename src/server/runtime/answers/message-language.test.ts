import { expect, it } from 'vitest';
import { customerLanguage, languageOfMessage, questionLanguage } from './message-language.ts';

it('tells the language of short messages as customers type them', () => {
  expect(languageOfMessage('vcs abrem no sábado?')).toBe('pt');
  expect(languageOfMessage('Quanto custa?')).toBe('pt');
  expect(languageOfMessage('¿Cuánto cuesta?')).toBe('es');
  expect(languageOfMessage('c’est combien ?')).toBe('fr');
  expect(languageOfMessage('Wie lange dauert ein Ölwechsel?')).toBe('de');
  expect(languageOfMessage('Can I bring my dog?')).toBe('en');
  expect(languageOfMessage('ok')).toBeNull();
});

it('speaks to the customer in the language the search read, else the one the words tell, else English', () => {
  expect(customerLanguage('Tem estacionamento?', [{ askedIn: 'es' }])).toBe('es');
  expect(customerLanguage('Tem estacionamento?', [])).toBe('pt');
  expect(customerLanguage('ok', [])).toBe('en');
});

it('tells no language when neither the search nor the words do', () => {
  expect(questionLanguage('ok', [])).toBeNull();
  expect(questionLanguage('vcs abrem no sábado?', [{ askedIn: null }])).toBe('pt');
});
