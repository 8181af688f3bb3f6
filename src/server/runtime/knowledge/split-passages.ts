import type { KnowledgeKind } from '@shared/knowledge.ts';

/**
 * A document cut into passages of a few sentences: small enough that a match points at the
 * part that answers, large enough to carry its context. Paragraphs are kept whole when they
 * fit; a long one is cut between sentences (Intl.Segmenter knows each language's sentence
 * ends), and a sentence longer than a passage between words.
 */
export const PASSAGE_TARGET_LENGTH = 600;
const PASSAGE_MAX_LENGTH = 900;
const PASSAGE_MIN_LENGTH = 200;

const sentenceSegmenter = new Intl.Segmenter(undefined, { granularity: 'sentence' });

/**
 * Walking Intl.Segmenter's segments takes time that grows faster than the text (measured
 * here: one paragraph of 54 KB of sentences took 0.1 s, one of 220 KB 19 s), so a long
 * paragraph is segmented a window at a time. A window's last sentence may run past it: it is
 * left to start the next window. A window that is one sentence is cut at its last space.
 */
const SEGMENT_WINDOW = 4 * PASSAGE_MAX_LENGTH;

export function* sentenceSegments(paragraph: string) {
  let at = 0;
  while (at < paragraph.length) {
    const window = paragraph.slice(at, at + SEGMENT_WINDOW);
    const last = at + window.length >= paragraph.length;
    let taken = 0;
    let previous: string | undefined;
    for (const { segment } of sentenceSegmenter.segment(window)) {
      if (previous !== undefined) {
        yield previous;
        taken += previous.length;
      }
      previous = segment;
    }
    if (last) {
      if (previous !== undefined) yield previous;
      return;
    }
    if (taken === 0) {
      const space = window.lastIndexOf(' ');
      taken = space > 0 ? space + 1 : window.length;
      yield window.slice(0, taken);
    }
    at += taken;
  }
}

function sentencesOf(paragraph: string): string[] {
  const sentences: string[] = [];
  for (const segment of sentenceSegments(paragraph)) {
    const sentence = segment.trim();
    if (!sentence) continue;
    if (sentence.length <= PASSAGE_MAX_LENGTH) {
      sentences.push(sentence);
      continue;
    }
    let rest = sentence;
    while (rest.length > PASSAGE_MAX_LENGTH) {
      const cut = rest.lastIndexOf(' ', PASSAGE_TARGET_LENGTH);
      const at = cut > 0 ? cut : PASSAGE_TARGET_LENGTH;
      sentences.push(rest.slice(0, at).trim());
      rest = rest.slice(at).trim();
    }
    if (rest) sentences.push(rest);
  }
  return sentences;
}

/** A line that ends on these says something itself: it names nothing that follows. */
const closingPunctuation = /[.!?:;,…。！？]$/u;
/**
 * Inside a paragraph, a line this short, capitalised, with no digit and no closing punctuation
 * is a heading ("Brakes"); a line of a wrapped paragraph goes on in lower case.
 */
const HEADING_WORDS_MAX = 4;
const listItem = /^(?:[-*+•]|\d+[.)])\s/u;

/**
 * The passage with each heading that a line follows ended by a colon: on one line, a heading
 * would otherwise read as the start of the sentence under it ("Brakes Front or rear pads cost
 * $149"), and with its colon it says what the sentence is about ("Brakes: Front or rear…").
 */
function headingsMarked(passage: string) {
  const lines = passage.split('\n');
  return lines
    .map((line, at) => {
      const read = line.trim();
      const followed = (lines[at + 1] ?? '').trim() !== '';
      const short =
        /^\p{Lu}/u.test(read) &&
        !listItem.test(read) &&
        read.split(/\s+/u).length <= HEADING_WORDS_MAX &&
        !/\d/u.test(read);
      const heading = /^#{1,6}\s/u.test(read) || short;
      return followed && heading && !closingPunctuation.test(read) ? `${read}:` : line;
    })
    .join('\n');
}

/** A line that names what follows (a heading) rather than saying something itself. */
const isHeading = (paragraph: string) =>
  paragraph.length <= 80 && !closingPunctuation.test(paragraph);

export function splitPassages(text: string): string[] {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => headingsMarked(paragraph).replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const passages: string[] = [];
  let current = '';
  let onlyHeadings = false;
  const flush = () => {
    if (current) passages.push(current);
    current = '';
  };
  for (const paragraph of paragraphs) {
    if (isHeading(paragraph)) {
      // A heading opens the passage that follows it, so its words are searched with it.
      if (!onlyHeadings) flush();
      current = current ? `${current} ${paragraph}` : paragraph;
      onlyHeadings = true;
      continue;
    }
    const parts = paragraph.length <= PASSAGE_TARGET_LENGTH ? [paragraph] : sentencesOf(paragraph);
    for (const part of parts) {
      if (!onlyHeadings && current && current.length + part.length + 1 > PASSAGE_TARGET_LENGTH) {
        flush();
      }
      // The part says what its headings name: "Brakes: Front or rear pads cost…".
      current = current ? `${current}${onlyHeadings ? ':' : ''} ${part}` : part;
      onlyHeadings = false;
    }
    // Short paragraphs gather into one passage; a passage of some length ends with its paragraph.
    if (current.length >= PASSAGE_MIN_LENGTH) flush();
  }
  flush();
  return passages;
}

/**
 * A Q&A is its question and answer (position 0), then each of its other ways of asking alone
 * (positions 1 to n), so a question worded like one of them finds the Q&A; a document is cut
 * into passages.
 */
export function passagesOf(
  kind: KnowledgeKind,
  title: string,
  body: string,
  phrasings: readonly string[] = [],
): string[] {
  if (kind === 'qa') return [`${title}\n${body}`, ...phrasings];
  return splitPassages(`${title}\n\n${body}`);
}
