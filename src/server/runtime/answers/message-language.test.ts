import { expect, it } from 'vitest';
import { customerLanguage, questionLanguage } from './message-language.ts';

it('speaks to the customer in the language the search read, else the one the words tell, else English', () => {
  expect(customerLanguage('Tem estacionamento?', [{ askedIn: 'es' }])).toBe('es');
  expect(customerLanguage('Tem estacionamento?', [])).toBe('pt');
  expect(customerLanguage('ok', [])).toBe('en');
});

it('tells no language when neither the search nor the words do', () => {
  expect(questionLanguage('ok', [])).toBeNull();
  expect(questionLanguage('vcs abrem no sábado?', [{ askedIn: null }])).toBe('pt');
});
