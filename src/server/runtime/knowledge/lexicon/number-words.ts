/**
 * Numbers written as words, in the widget's languages: a customer's "three months after I buy"
 * or "dos coches" says how many, not what is asked, as "3" would; when no passage has such a
 * word it weighs nothing in the search (find-knowledge.ts), where another word no passage has
 * weighs most. "One" and its articles ("un", "uma", "ein") are left out, as stop words or a
 * phrase's words ("one way"); so are the numbers that are also other words: French "neuf"
 * (new), German "elf" and "acht" (an elf, care).
 *
 * Source: compiled by hand for this product. Licence: the repository's own terms.
 */
export const numberWords: ReadonlySet<string> = new Set([
  // English
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'twenty',
  'thirty',
  'hundred',
  'thousand',
  // Spanish
  'dos',
  'tres',
  'cuatro',
  'cinco',
  'seis',
  'siete',
  'ocho',
  'nueve',
  'diez',
  'doce',
  'veinte',
  'treinta',
  'cien',
  // "mil" in Portuguese too
  'mil',
  // Portuguese
  'dois',
  'duas',
  'três',
  'quatro',
  'sete',
  'oito',
  'nove',
  'dez',
  'doze',
  'vinte',
  'trinta',
  'cem',
  // French
  'deux',
  'trois',
  'quatre',
  'cinq',
  'sept',
  'huit',
  'dix',
  'douze',
  'vingt',
  'trente',
  'quarante',
  'cinquante',
  'soixante',
  'cent',
  'mille',
  // Belgian and Swiss French
  'septante',
  'huitante',
  'octante',
  'nonante',
  // German
  'zwei',
  'drei',
  'vier',
  'fünf',
  'sechs',
  'sieben',
  'neun',
  'zehn',
  'zwölf',
  'zwanzig',
  'dreißig',
  'hundert',
  'tausend',
]);

/** Units a customer writes apart from their number ("70 m2", "400 km"): they say how much too. */
export const unitWords: ReadonlySet<string> = new Set([
  'm2',
  'm²',
  'm3',
  'm³',
  'qm',
  'sqm',
  'km',
  'kg',
]);
