import { distance } from 'fastest-levenshtein';

/**
 * How well a piece of knowledge matches a customer's question, computed from the words each
 * has after the database stemmed them (in the knowledge's language): no network, no model.
 */

/** One of the ways a question word may be written in the knowledge: itself or a related word. */
export type WordVariant = {
  /** How much of the question word it covers when the knowledge has it (1 for the word itself). */
  weight: number;
  /** Its stems in each text search configuration; none where it is a stop word. */
  stems: ReadonlyMap<string, readonly string[]>;
  /**
   * The configurations its stems are read for their kin in (a stem with a short ending more or
   * less, a compound's part): those of the languages the lexicon lists it in, or any when it is
   * the customer's own word. Another language's stemmer cuts a listed word to a stem of no
   * word of its own, whose kin is chance: the French "réservoir" (a fuel tank) stemmed as
   * Portuguese is "reservo", a kin of "reserva" (a booking).
   */
  kinIn?: ReadonlySet<string>;
  /**
   * Which part of the customer's compound word it is, or a related word of: a text that has
   * both parts ("Teppiche reinigen" for a "Teppichreinigung") says the whole compound.
   */
  part?: CompoundPart;
};

/** Whether `variant`'s stem in `config` may find its kin there. */
export const kinReadIn = (variant: WordVariant, config: string) =>
  !variant.kinIn || variant.kinIn.has(config);

/** A word of the question (without stop words), with its related words. */
export type QuestionGroup = {
  /** As the customer wrote it, for near spellings. */
  word: string;
  /** How telling it is: the fewer passages have it, the more it weighs. */
  weight: number;
  variants: readonly WordVariant[];
};

/** The words of a text as the search reads them. */
export type TextWords = {
  /** Its stems, in its configuration. */
  stems: ReadonlySet<string>;
  /** Its words as written, lower case, for near spellings. */
  written: readonly string[];
};

/**
 * A question word counts as written in a text when a word of the text is this close to it:
 * 1 minus the edit distance over the longer length. 0.8 lets one typo through in a word of
 * five letters or more ("opning"), two in one of ten, and none in "cars" against "card".
 */
export const MISSPELLING_CLOSENESS = 0.8;
/** A near spelling is less sure than the word itself. */
export const MISSPELLING_WEIGHT = 0.9;
/** Shorter words are too easily another word when one letter differs. */
export const MISSPELLING_MIN_LENGTH = 5;

/**
 * German writes a thing's parts as one word: a customer asks about "Reifen" where the knowledge
 * says "Reifeneinlagerung", or about a "Probefahrt" where it says "fahren". In these
 * configurations a stem counts as written in a text when it is the head or the tail of one of
 * the text's stems, or the reverse. The tail is what the compound is (a "Probefahrt" is a
 * "Fahrt"), for COMPOUND_TAIL_WEIGHT of it; the head only says which kind (an "Autoanmeldung"
 * is no "Auto"), for COMPOUND_HEAD_WEIGHT. The stemmer has already folded umlauts and endings
 * ("Säulen" is "saul"), so stems are compared, not spellings.
 */
const compoundConfigs: ReadonlySet<string> = new Set(['german']);
export type CompoundPart = 'head' | 'tail';
export const COMPOUND_TAIL_WEIGHT = 0.75;
export const COMPOUND_HEAD_WEIGHT = 0.5;
/** A part this short is too often the start of an unrelated word ("ab", "an", "bar"). */
const COMPOUND_PART_MIN_LENGTH = 4;
/** The rest of the compound: a word of its own, not an ending ("fahrer" is not "fahr" + a part). */
const COMPOUND_REST_MIN_LENGTH = 3;
/** Letters a tail part may end before the compound's stem does ("probefahrt" ends in "fahr" + "t"). */
const COMPOUND_TAIL_SLACK = 2;

/** Where `part` is in the compound `whole` (both stems): its head, its tail, or neither (null). */
export function compoundPlace(part: string, whole: string): 'head' | 'tail' | null {
  if (part.length < COMPOUND_PART_MIN_LENGTH) return null;
  if (whole.length < part.length + COMPOUND_REST_MIN_LENGTH) return null;
  if (whole.startsWith(part)) return 'head';
  const at = whole.lastIndexOf(part);
  return at >= COMPOUND_REST_MIN_LENGTH && whole.length - at - part.length <= COMPOUND_TAIL_SLACK
    ? 'tail'
    : null;
}

const compoundWeight = { head: COMPOUND_HEAD_WEIGHT, tail: COMPOUND_TAIL_WEIGHT } as const;

/**
 * A word and the noun or verb made from it often stem apart ("finanzieren" is "finanzi",
 * "Finanzierung" "finanzier"; "liefern" "lief", "Lieferung" "liefer"; "rent", "rental"): a stem
 * counts for STEM_ENDING_WEIGHT of one it begins, when the rest is a short ending.
 */
export const STEM_ENDING_WEIGHT = 0.9;
const STEM_ENDING_MIN_LENGTH = 4;
/** The longest ending after a stem of STEM_ENDING_MIN_LENGTH letters, and after a longer one. */
const SHORT_STEM_ENDING = 2;
const LONG_STEM_ENDING = 3;
const LONG_STEM_LENGTH = 6;

/** Whether a letter is a vowel, as typing slips and word endings tell them apart. */
export const isVowel = (letter: string | undefined) =>
  letter !== undefined && 'aeiouy'.includes(letter);

/**
 * English's stemmer already joins a word's inflections, so a short stem that another extends by
 * a consonant is mostly another word ("lease" and "least", "plan" and "plant"); the endings that
 * make a noun or an adjective of it start with a vowel ("rent", "rental"), except "-er", which
 * makes who or what does it, a thing of its own: a "9-seater" is a van, not a child's seat.
 */
const inflectionsStemmedAlike: ReadonlySet<string> = new Set(['english']);
const DOER_ENDING = 'er';

/**
 * The French stemmer leaves a verb's third person plural whole ("freinent", "sautent"), its
 * ending longer than a short stem's: it is the verb of the noun or the singular the stem is
 * ("frein", "saut").
 */
const pluralVerbEndings: ReadonlyMap<string, string> = new Map([['french', 'ent']]);

function endingOf(stem: string, longer: string, config: string) {
  if (stem.length < STEM_ENDING_MIN_LENGTH || !longer.startsWith(stem)) return false;
  const rest = longer.length - stem.length;
  if (longer.slice(stem.length) === pluralVerbEndings.get(config)) return true;
  const short = stem.length < LONG_STEM_LENGTH;
  if (inflectionsStemmedAlike.has(config)) {
    if (short && !isVowel(longer[stem.length])) return false;
    if (longer.startsWith(DOER_ENDING, stem.length)) return false;
  }
  return rest > 0 && rest <= (short ? SHORT_STEM_ENDING : LONG_STEM_ENDING);
}

const writesCompounds = (config: string) => compoundConfigs.has(config);

/**
 * How much a stem counts for another of the same configuration that is not it: one extends the
 * other by a short ending, or, where words are compounded, one is a part of the other; else 0.
 */
export function stemKinship(a: string, b: string, config: string) {
  if (endingOf(a, b, config) || endingOf(b, a, config)) return STEM_ENDING_WEIGHT;
  if (!writesCompounds(config)) return 0;
  const place = compoundPlace(a, b) ?? compoundPlace(b, a);
  return place ? compoundWeight[place] : 0;
}

/** Whether `b` is `a` with two neighbouring letters swapped ("crads" for "cards"). */
export function swapped(a: string, b: string) {
  if (a.length !== b.length) return false;
  let first = -1;
  for (let at = 0; at < a.length; at += 1) {
    if (a[at] === b[at]) continue;
    if (first >= 0)
      return (
        at === first + 1 &&
        a[first] === b[at] &&
        a[at] === b[first] &&
        a.slice(at + 1) === b.slice(at + 1)
      );
    first = at;
  }
  return false;
}

/**
 * A letter typed once where it is doubled, or twice where it is not ("bok", "acept", "adress",
 * "untill"): the commonest typing mistake, and one that words too short for an edit distance
 * ("sel", "bok") make as often as long ones. As close as a word can be without being it.
 */
export const DOUBLED_LETTER_CLOSENESS = 0.95;
const DOUBLED_LETTER_MIN_LENGTH = 3;
const undoubled = (word: string) => word.replace(/(\p{L})\1+/gu, '$1');

/** Whether `a` and `b` differ only by letters typed once or twice ("bok", "book"). */
export const doubledLettersApart = (a: string, b: string) =>
  a !== b &&
  Math.min(a.length, b.length) >= DOUBLED_LETTER_MIN_LENGTH &&
  // Undoubling keeps a word's first and last letters: most pairs differ there, and are told
  // apart without the regular expression, which a search would otherwise run for every word
  // of every candidate.
  a[0] === b[0] &&
  a.at(-1) === b.at(-1) &&
  undoubled(a) === undoubled(b);

/**
 * How close `b` is to being `a` misspelt: 1 minus the typing mistakes between them over the
 * longer's length (a swap of two letters is one), when that is at least MISSPELLING_CLOSENESS,
 * or DOUBLED_LETTER_CLOSENESS when only a letter's doubling differs; 0 otherwise. Words whose
 * lengths differ by more mistakes than that allows are not compared.
 */
export const nearSpelling = (a: string, b: string) => {
  if (doubledLettersApart(a, b)) return DOUBLED_LETTER_CLOSENESS;
  const longer = Math.max(a.length, b.length);
  const allowed = Math.floor(longer * (1 - MISSPELLING_CLOSENESS) + 1e-9);
  if (Math.abs(a.length - b.length) > allowed || a === b || allowed === 0) return a === b ? 1 : 0;
  const mistakes = swapped(a, b) ? 1 : allowed === 1 ? oneEditApart(a, b) : distance(a, b);
  return mistakes > allowed ? 0 : 1 - mistakes / longer;
};

/**
 * The edit distance of two different words when it is 1, and 2 for any more: what is left of
 * them between their common beginning and their common end is at most a letter each. Most words
 * allow a single mistake, and most pairs compared are no near spelling at all, told apart
 * here at their first letters rather than by a full edit distance.
 */
export function oneEditApart(a: string, b: string) {
  const shorter = Math.min(a.length, b.length);
  let start = 0;
  while (start < shorter && a[start] === b[start]) start += 1;
  let end = 0;
  while (end < shorter - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end += 1;
  return Math.max(a.length - start - end, b.length - start - end) <= 1 ? 1 : 2;
}

/**
 * How much of `group` the text covers (0 to 1), in the text's configuration: by a stem of the
 * word or of a related word, or by a near spelling of the word ("opning", "crads").
 */
export function groupCoverage(group: QuestionGroup, text: TextWords, config: string): number {
  let best = 0;
  // Surest first: the first variant the text has is the best it has.
  for (const variant of variantsIn(group, config)) {
    if (variant.weight <= best) break;
    if (variant.stems.every((s) => text.stems.has(s))) best = variant.weight;
  }
  best = Math.max(best, bothPartsCoverage(group, text, config));
  if (best < MISSPELLING_WEIGHT) {
    const closeness = closestSpelling(group, text.written);
    if (closeness > 0) best = Math.max(best, closeness * MISSPELLING_WEIGHT);
  }
  return kinCoverage(group, text, config, best);
}

/**
 * How much of the customer's compound word a text covers with both its parts, each as written
 * or a related word: the parts' weights together, over what both as written weigh.
 */
function bothPartsCoverage(group: QuestionGroup, text: TextWords, config: string) {
  const found: Record<CompoundPart, number> = { head: 0, tail: 0 };
  for (const variant of variantsIn(group, config)) {
    if (!variant.part || variant.weight <= found[variant.part]) continue;
    if (variant.stems.every((s) => text.stems.has(s))) found[variant.part] = variant.weight;
  }
  if (found.head === 0 || found.tail === 0) return 0;
  return (found.head + found.tail) / (COMPOUND_HEAD_WEIGHT + COMPOUND_TAIL_WEIGHT);
}

/** A group's variants that have stems in one configuration, surest first. */
const variantsByConfig = new WeakMap<
  QuestionGroup,
  Map<string, { weight: number; stems: readonly string[]; part?: CompoundPart }[]>
>();

function variantsIn(group: QuestionGroup, config: string) {
  let byConfig = variantsByConfig.get(group);
  if (!byConfig) variantsByConfig.set(group, (byConfig = new Map()));
  let variants = byConfig.get(config);
  if (!variants) {
    variants = group.variants
      .flatMap(({ weight, stems, part }) => {
        const own = stems.get(config) ?? [];
        return own.length > 0 ? [{ weight, stems: own, ...(part ? { part } : {}) }] : [];
      })
      .sort((a, b) => b.weight - a.weight);
    byConfig.set(config, variants);
  }
  return variants;
}

/**
 * How close the text's closest word is to being the group's word misspelt (nearSpelling), or,
 * for a word too short for an edit distance, to being it with a letter doubled or undoubled.
 */
function closestSpelling(group: QuestionGroup, written: readonly string[]): number {
  const { word } = group;
  const { long, shortest, longest } = spellingOf(group);
  let closest = 0;
  for (const other of written) {
    // Outside these lengths a word is too far apart for nearSpelling, unless a doubled letter
    // alone sets it apart.
    if (long && other.length >= shortest && other.length <= longest) {
      closest = Math.max(closest, nearSpelling(word, other));
    } else if (doubledLettersApart(word, other)) {
      closest = Math.max(closest, DOUBLED_LETTER_CLOSENESS);
    }
  }
  return closest;
}

/**
 * Whether a group's word is long enough for an edit distance, and the lengths of the words
 * nearSpelling may find close to it: it allows a fifth of the longer word's length in mistakes.
 */
type Spelling = { long: boolean; shortest: number; longest: number };
const spellings = new WeakMap<QuestionGroup, Spelling>();

function spellingOf(group: QuestionGroup): Spelling {
  let spelling = spellings.get(group);
  if (!spelling) {
    const { word } = group;
    spelling = {
      long: [...word].length >= MISSPELLING_MIN_LENGTH,
      shortest: word.length - Math.floor(word.length * (1 - MISSPELLING_CLOSENESS) + 1e-9),
      longest: Math.ceil(word.length / MISSPELLING_CLOSENESS),
    };
    spellings.set(group, spelling);
  }
  return spelling;
}

/** A stem of a group's word or related word, and how much of the word it stands for. */
type Kin = { stem: string; weight: number };
/**
 * A group's stems in one configuration, surest first, and by their first letters: a stem that
 * one of them begins, or that begins one of them, has the same (a compound's tail aside).
 */
type KinIndex = { all: Kin[]; byPrefix: Map<string, Kin[]> };
const KIN_PREFIX = Math.min(STEM_ENDING_MIN_LENGTH, COMPOUND_PART_MIN_LENGTH);
/** Each search's groups, indexed once for the few dozen texts they are compared with. */
const kinIndexes = new WeakMap<QuestionGroup, Map<string, KinIndex>>();

function kinIndexOf(group: QuestionGroup, config: string): KinIndex {
  const byConfig = kinIndexes.get(group) ?? new Map<string, KinIndex>();
  kinIndexes.set(group, byConfig);
  const known = byConfig.get(config);
  if (known) return known;
  const all = group.variants
    .flatMap((variant) => {
      const stems = kinReadIn(variant, config) ? (variant.stems.get(config) ?? []) : [];
      return stems.length === 1 && stems[0]!.length >= KIN_PREFIX
        ? [{ stem: stems[0]!, weight: variant.weight }]
        : [];
    })
    .sort((a, b) => b.weight - a.weight);
  const index = { all, byPrefix: byStemPrefix(all, (kin) => kin.stem) };
  byConfig.set(config, index);
  return index;
}

/** Items by the first letters of their stem: a stem's kin begins as it does (see KinIndex). */
function byStemPrefix<T>(items: Iterable<T>, stemOf: (item: T) => string): Map<string, T[]> {
  const grouped = new Map<string, T[]>();
  for (const item of items) {
    const prefix = stemOf(item).slice(0, KIN_PREFIX);
    const same = grouped.get(prefix);
    if (same) same.push(item);
    else grouped.set(prefix, [item]);
  }
  return grouped;
}

/**
 * A text's stems by their first letters, made once per search for the groups it is compared
 * with: a group is compared with the text's stems that begin as one of its own.
 */
const stemsByPrefix = new WeakMap<ReadonlySet<string>, ReadonlyMap<string, readonly string[]>>();

function prefixesOf(stems: ReadonlySet<string>) {
  let byPrefix = stemsByPrefix.get(stems);
  if (!byPrefix) {
    const long = [...stems].filter((stem) => stem.length >= KIN_PREFIX);
    stemsByPrefix.set(stems, (byPrefix = byStemPrefix(long, (stem) => stem)));
  }
  return byPrefix;
}

/** How much of `group` a kin of one of its stems in the text covers, when more than `best`. */
function kinCoverage(group: QuestionGroup, text: TextWords, config: string, best: number) {
  const index = kinIndexOf(group, config);
  const surest = index.all[0];
  if (!surest || surest.weight * STEM_ENDING_WEIGHT <= best) return best;
  let found = best;
  const closer = (kins: readonly Kin[], own: string) => {
    for (const kin of kins) {
      if (kin.weight * STEM_ENDING_WEIGHT <= found) break;
      found = Math.max(found, kin.weight * stemKinship(kin.stem, own, config));
    }
  };
  if (writesCompounds(config)) {
    // A compound's tail starts anywhere in it: every stem of the text is compared.
    for (const own of text.stems) if (own.length >= KIN_PREFIX) closer(index.all, own);
    return found;
  }
  const textPrefixes = prefixesOf(text.stems);
  for (const [prefix, kins] of index.byPrefix) {
    for (const own of textPrefixes.get(prefix) ?? []) closer(kins, own);
  }
  return found;
}

/**
 * The share of the question's words the text covers, each weighed by how telling it is; only
 * words that are no stop word in the text's configuration count.
 */
export function coverage(groups: readonly QuestionGroup[], text: TextWords, config: string) {
  let covered = 0;
  let total = 0;
  for (const group of groups) {
    const own = group.variants[0]?.stems.get(config);
    if (!own || own.length === 0) continue;
    total += group.weight;
    covered += group.weight * groupCoverage(group, text, config);
  }
  return total > 0 ? covered / total : 0;
}

/**
 * A word of a short text (a Q&A's question): its stem, if no stop word, how telling it is, and
 * the set of alternatives it is one of, when it is.
 */
export type KeyWord = { written: string; stem: string | null; weight: number; either?: number };

/**
 * The question's stems with the weight of their surest variant, the same by their first
 * letters (a stem that one of them begins, or that begins one of them, has the same), and the
 * question's longer words.
 */
type Asked = {
  asked: Map<string, number>;
  kin: Map<string, number>;
  byPrefix: Map<string, [stem: string, weight: number][]>;
  long: readonly QuestionGroup[];
};
/** Each search's, made once for the many keys it is compared with. */
const askedByGroups = new WeakMap<readonly QuestionGroup[], Map<string, Asked>>();

function askedOf(groups: readonly QuestionGroup[], config: string): Asked {
  const byConfig = askedByGroups.get(groups) ?? new Map<string, Asked>();
  askedByGroups.set(groups, byConfig);
  const known = byConfig.get(config);
  if (known) return known;
  const asked = new Map<string, number>();
  const kin = new Map<string, number>();
  for (const group of groups) {
    for (const variant of group.variants) {
      for (const stem of variant.stems.get(config) ?? []) {
        asked.set(stem, Math.max(asked.get(stem) ?? 0, variant.weight));
        if (kinReadIn(variant, config)) kin.set(stem, Math.max(kin.get(stem) ?? 0, variant.weight));
      }
    }
  }
  const byPrefix = byStemPrefix(kin, ([stem]) => stem);
  const long = groups.filter((group) => [...group.word].length >= MISSPELLING_MIN_LENGTH);
  const made = { asked, kin, byPrefix, long };
  byConfig.set(config, made);
  return made;
}

/**
 * Of words a Q&A offers as alternatives ("panne ou accident"), those the question covers less
 * than the best of them count for this much of their weight: a customer who asks about one
 * asks what the Q&A asks, and the others are no words the customer left out. They still count
 * a little, as "or" also joins a Q&A's two questions ("annuler ou déplacer"), and at none a
 * customer's "déplacer" (to come to them) took a Q&A about moving a booking.
 */
export const OTHER_ALTERNATIVE_WEIGHT = 0.5;

/**
 * The share of a short text's words (a Q&A's question) that the customer's question has, or a
 * related word of, each weighed by how telling it is: "Do you offer any discount for new
 * customers?" says all "¿Tenéis descuentos?" asks. Of words offered as alternatives ("panne ou
 * accident"), the one the question covers best counts in full.
 */
export function reverseCoverage(
  groups: readonly QuestionGroup[],
  key: readonly KeyWord[],
  config: string,
) {
  let covered = 0;
  let total = 0;
  const alternatives = new Map<number, { weight: number; covered: number }[]>();
  for (const term of key) {
    if (term.stem === null) continue;
    const share = {
      weight: term.weight,
      covered: term.weight * keyWordCoverage(groups, term.written, term.stem, config),
    };
    if (term.either === undefined) {
      total += share.weight;
      covered += share.covered;
      continue;
    }
    alternatives.set(term.either, [...(alternatives.get(term.either) ?? []), share]);
  }
  for (const shares of alternatives.values()) {
    shares.sort((a, b) => b.covered - a.covered);
    shares.forEach((share, at) => {
      const counts = at === 0 ? 1 : OTHER_ALTERNATIVE_WEIGHT;
      total += counts * share.weight;
      covered += counts * share.covered;
    });
  }
  return total > 0 ? covered / total : 0;
}

/** How much of a key's word (0 to 1) the question covers, by its stem, a kin or a near spelling. */
function keyWordCoverage(
  groups: readonly QuestionGroup[],
  written: string,
  stem: string,
  config: string,
) {
  const { asked, kin, byPrefix, long } = askedOf(groups, config);
  let best = asked.get(stem) ?? 0;
  if (best < STEM_ENDING_WEIGHT && (writesCompounds(config) || stem.length >= KIN_PREFIX)) {
    for (const [other, weight] of writesCompounds(config)
      ? kin
      : (byPrefix.get(stem.slice(0, KIN_PREFIX)) ?? [])) {
      if (weight * STEM_ENDING_WEIGHT > best) {
        best = Math.max(best, weight * stemKinship(stem, other, config));
      }
    }
  }
  // A misspelt question word ("opning") covers the key's word it is close to.
  if (
    best < MISSPELLING_WEIGHT &&
    (long.some((group) => nearSpelling(group.word, written) > 0) ||
      groups.some((group) => doubledLettersApart(group.word, written)))
  ) {
    best = MISSPELLING_WEIGHT;
  }
  return best;
}
