import { chatSpeak } from './lexicon/chat-speak.ts';
import { type RelatedWord, relatedWords } from './lexicon/related-words.ts';

/**
 * The words of a customer's question that say what it is about. PostgreSQL's stop words
 * drop "what", "are", "your"; questions also carry words that ask without naming a topic
 * ("much", "need", "tell me"), which no knowledge says and which would otherwise count as
 * unanswered. Chat abbreviations are read as the words they stand for ("2moro", "vc"), and
 * each word comes with its related words in the widget's languages: customers ask for a
 * "cost" where the knowledge says "price", or "precio".
 */
const fillerWords = new Set([
  // English
  'much',
  'many',
  'need',
  'want',
  'tell',
  'know',
  'please',
  'like',
  'get',
  'hi',
  'hello',
  'hey',
  'thanks',
  'thank',
  'would',
  'could',
  'also',
  'anything',
  'something',
  'there',
  'any',
  'way',
  'possible',
  'able',
  'guys',
  'ok',
  'okay',
  'wondering',
  'question',
  'per',
  'mine',
  'yours',
  // Spanish
  'hola',
  'quiero',
  'quisiera',
  'necesito',
  'saber',
  'puedo',
  'pueden',
  'puede',
  'gracias',
  'favor',
  'por',
  'decir',
  'algún',
  'alguna',
  'algun',
  'cuánto',
  'cuanto',
  'cuánta',
  'cuanta',
  'hay',
  'tienen',
  'tiene',
  'qué',
  'cuál',
  'cual',
  'cómo',
  'como',
  'dónde',
  'donde',
  'cuándo',
  'cuando',
  'mío',
  'mía',
  'hacéis',
  'haceis',
  'hacen',
  // Portuguese, French and German courtesies, as chat abbreviations spell them out
  'olá',
  'ola',
  'oi',
  'obrigado',
  'obrigada',
  'salut',
  'bonjour',
  'bonsoir',
  'merci',
  'plaît',
  'plait',
  'hallo',
  'danke',
  'bitte',
  'liebe',
  'grüße',
  'freundlichen',
]);

/** At most this many words of a question are searched: a longer message is not a question. */
const QUESTION_WORDS_MAX = 24;

export type QuestionWord = { word: string; related: readonly RelatedWord[] };

const spelledOut = (written: string) => (chatSpeak[written] ?? written).split(/[^\p{L}\p{N}]+/u);

export function questionWords(question: string): QuestionWord[] {
  const seen = new Set<string>();
  const words: QuestionWord[] = [];
  for (const word of question
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .flatMap(spelledOut)) {
    if (word.length < 2 || fillerWords.has(word) || seen.has(word)) continue;
    seen.add(word);
    words.push({ word, related: relatedWords(word) });
    if (words.length === QUESTION_WORDS_MAX) break;
  }
  return words;
}
