import { deu, eng, fra, por, spa } from 'stopword';
import { folded } from '@server/runtime/knowledge/lexicon/related-words.ts';
import { plainText } from '@server/runtime/knowledge/plain-text.ts';
import { everyRelated, questionWords } from '@server/runtime/knowledge/question-words.ts';
import { sentenceSegments } from '@server/runtime/knowledge/split-passages.ts';
import { wordSeparators } from '@server/runtime/knowledge/word-stems.ts';

/**
 * What the built-in responder says from a passage of a document or of the briefing: its one to
 * three sentences that best match the question, as plain text. A passage is a few hundred
 * characters of someone's document, often markdown; said whole, it reads as a dump.
 */
const SENTENCES_MAX = 3;
/** A passage this short is said whole. */
const SHORT_PASSAGE = 240;
/** Words that tell nothing of what a sentence is about ("is", "an", "el"), in the widget's languages. */
const stopWords = new Set([...eng, ...spa, ...por, ...fra, ...deu].map(folded));
/**
 * A sentence is said with the best one when it has nearly as many of the question's words: for
 * "how much is an alignment?", not every sentence of the price list that names a price.
 */
const NEARLY_BEST = 0.75;
/** Words are compared on their first letters: "cancel", "cancellation" and "cancelar" alike. */
const PREFIX = 5;

const compared = (word: string) => folded(word).slice(0, PREFIX);

export function passageAnswer(question: string, title: string, passage: string): string {
  let text = plainText(passage);
  // A document's first passage starts with its title, which the answer's source already shows
  // (with a colon when a sentence follows it at once).
  const plainTitle = plainText(title);
  for (const start of [`${plainTitle}: `, `${plainTitle} `]) {
    if (text.startsWith(start)) text = text.slice(start.length);
  }
  if (text.length <= SHORT_PASSAGE) return text;
  // Each telling word of the question with its related words; a related phrase ("wheel
  // alignment") is looked for whole, not by the first letters of its first word.
  const asked = questionWords(question)
    .filter(({ word }) => !stopWords.has(folded(word)))
    .map((asked) => {
      const all = [asked.word, ...everyRelated(asked).map((r) => r.word)].map(folded);
      const phrases = all.filter((one) => one.includes(' '));
      return { words: new Set(all.filter((one) => !phrases.includes(one)).map(compared)), phrases };
    });
  const sentences = [...sentenceSegments(text)]
    .map((segment) => segment.trim())
    .filter(Boolean)
    .map((sentence, at) => {
      const read = folded(sentence);
      const words = new Set(read.split(wordSeparators).filter(Boolean).map(compared));
      const score = asked.filter(
        (group) =>
          [...group.words].some((word) => words.has(word)) ||
          group.phrases.some((phrase) => read.includes(phrase)),
      ).length;
      return { sentence, at, score };
    });
  const top = Math.max(...sentences.map((s) => s.score));
  const best = [...sentences]
    .sort((a, b) => b.score - a.score || a.at - b.at)
    .filter((s, index) => index === 0 || (s.score > 0 && s.score >= NEARLY_BEST * top))
    .slice(0, SENTENCES_MAX)
    .sort((a, b) => a.at - b.at);
  return best.map((s) => s.sentence).join(' ');
}
