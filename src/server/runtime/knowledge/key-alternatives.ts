import { wordSeparators } from './word-stems.ts';

/**
 * "Or" in each text search configuration of the widget's languages: the Portuguese "o" is
 * "the". Spanish writes "u" before an "o" sound, but "u" is also chat-speak for "you".
 */
const orWords: Readonly<Record<string, string>> = {
  english: 'or',
  spanish: 'o',
  portuguese: 'ou',
  french: 'ou',
  german: 'oder',
};

/**
 * The words of a Q&A's question that it offers as alternatives ("Que faire en cas de panne ou
 * d'accident ?", "Comment annuler ou déplacer un passage ?"), each with the number of its set:
 * the telling words on either side of an "or". A customer who asks about one of them asks what
 * the question asks, and the others count less (OTHER_ALTERNATIVE_WEIGHT).
 */
export function keyAlternatives(
  key: string,
  config: string,
  isTelling: (word: string) => boolean,
): ReadonlyMap<string, number> {
  const words = key.normalize('NFKC').toLowerCase().split(wordSeparators).filter(Boolean);
  const sets = new Map<string, number>();
  words.forEach((word, at) => {
    if (word !== orWords[config]) return;
    const before = words.slice(0, at).findLast(isTelling);
    const after = words.slice(at + 1).find(isTelling);
    if (!before || !after || before === after) return;
    // "A or B or C" is one set: B already has the set A's "or" made.
    const set = sets.get(before) ?? at;
    sets.set(before, set);
    if (!sets.has(after)) sets.set(after, set);
  });
  return sets;
}
