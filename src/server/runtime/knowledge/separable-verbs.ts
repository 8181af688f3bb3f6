/**
 * German splits a verb from its particle in a question: "Holt ihr das Auto am Flughafen ab?"
 * asks whether they "abholen", "Kauft ihr Autos an?" whether they "ankaufen", and neither
 * "holt" nor "kauft" alone says so. A clause that ends in such a particle has its finite verb
 * (first, or after a question word and the words it takes: "bis wann habt", "wie lange habt")
 * read with the particle before it ("aufhabt"), which the search stems and relates as the whole
 * verb ("aufhaben", "geöffnet").
 */

/** Particles that end a German clause when they were split from its verb. */
const particles: ReadonlySet<string> = new Set([
  'ab',
  'an',
  'auf',
  'aus',
  'ein',
  'mit',
  'nach',
  'vor',
  'weg',
  'zu',
  'zurück',
  'zusammen',
  'vorbei',
  'weiter',
]);

/** Words that open a question before its verb: "Wann holt ihr …". */
const interrogatives: ReadonlySet<string> = new Set([
  'wann',
  'wo',
  'wie',
  'was',
  'warum',
  'wieso',
  'weshalb',
  'wer',
  'wen',
  'wem',
  'welche',
  'welcher',
  'welches',
  'woher',
  'wohin',
]);

/** Words that may open a question before its question word: "Bis wann habt ihr auf?". */
const openingPrepositions: ReadonlySet<string> = new Set([
  'bis',
  'ab',
  'seit',
  'um',
  'für',
  'mit',
  'von',
]);

/** Words that may follow a question word before the verb: "Wie lange habt ihr auf?". */
const questionWordTails: ReadonlySet<string> = new Set([
  'lange',
  'spät',
  'früh',
  'viel',
  'viele',
  'oft',
  'weit',
  'uhr',
]);

/** Where a clause's finite verb is: after its question word and what it takes, or first. */
function verbPlace(words: readonly string[]): number {
  const at = openingPrepositions.has(words[0]!) && interrogatives.has(words[1]!) ? 1 : 0;
  if (!interrogatives.has(words[at]!)) return 0;
  let verb = at + 1;
  while (questionWordTails.has(words[verb]!)) verb += 1;
  return verb;
}

/** Words only a German clause has: a particle at the end of another language's is no particle. */
const germanMarkers: ReadonlySet<string> = new Set([
  'ihr',
  'sie',
  'ich',
  'wir',
  'das',
  'die',
  'der',
  'den',
  'dem',
  'mein',
  'meine',
  'meinen',
  'euch',
  'uns',
  'es',
  'auch',
  'noch',
]);

const clauseEnd = /[,.;:!?¿¡\n]+/u;
const wordsOf = (clause: string) => clause.split(/[^\p{L}\p{N}-]+/u).filter(Boolean);

/** `text` (lower case) with each split German verb joined to its particle, clause by clause. */
export function joinSeparableVerbs(text: string): string {
  let joined = false;
  const clauses = text.split(clauseEnd).map((clause) => {
    const words = wordsOf(clause);
    const particle = words.at(-1);
    if (!particle || !particles.has(particle) || words.length < 3) return clause;
    if (!words.some((word) => germanMarkers.has(word))) return clause;
    const at = verbPlace(words);
    const verb = words[at];
    if (!verb || at >= words.length - 1 || germanMarkers.has(verb) || particles.has(verb)) {
      return clause;
    }
    joined = true;
    return [...words.slice(0, at), `${particle}${verb}`, ...words.slice(at + 1, -1)].join(' ');
  });
  return joined ? clauses.join('. ') : text;
}
