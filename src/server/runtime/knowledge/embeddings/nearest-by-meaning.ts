import type { KnowledgeIndex } from '../knowledge-index.ts';
import type { PassageVectors } from './passage-vectors.ts';

/** The passages closest in meaning that join the candidates, whatever their words. */
const MEANING_CANDIDATES = 20;
/** With fewer passages read by meaning, their mean closeness tells nothing: meaning only brings candidates. */
const MIN_PASSAGES_TO_SCORE = 5;
/**
 * A passage's lift: how much closer to the question it is than the account's passages are on
 * average, as a share of the room above that average (a cosine is at most 1). Measured so,
 * models whose cosines live in different ranges (0.7 to 1 for some, 0 to 0.6 for others) should
 * lift a paraphrase about alike: by the ranges such models are known for, some 0.4 to 0.6, and
 * an unrelated passage 0.1 to 0.25 (no real model is reachable where this was written, so this
 * is an estimate to check against one). A lift of this much counts as half sure, where the
 * default threshold answers.
 */
const HALF_SURE_LIFT = 0.35;

const dot = (a: Float32Array, b: Float32Array) => {
  let sum = 0;
  for (let at = 0; at < a.length; at += 1) sum += a[at]! * b[at]!;
  return sum;
};

/**
 * The passages closest in meaning to the question (by their place in the index), each with how
 * sure that closeness makes it, 0 to 1: 0 at the account's average closeness, 1 well above it.
 */
export function nearestByMeaning(
  index: KnowledgeIndex,
  vectors: PassageVectors,
  question: Float32Array,
): Map<number, number> {
  const closeness: { place: number; cosine: number }[] = [];
  let sum = 0;
  index.ids.forEach((id, place) => {
    const vector = vectors.get(id);
    if (!vector || vector.length !== question.length) return;
    const cosine = dot(vector, question);
    closeness.push({ place, cosine });
    sum += cosine;
  });
  const n = closeness.length;
  closeness.sort((a, b) => b.cosine - a.cosine || a.place - b.place);
  const mean = n ? sum / n : 0;
  const scored = n >= MIN_PASSAGES_TO_SCORE && mean < 1;
  return new Map(
    closeness.slice(0, MEANING_CANDIDATES).map(({ place, cosine }) => {
      const lift = (cosine - mean) / (1 - mean);
      const sure = scored ? Math.max(0, Math.min(1, lift / (2 * HALF_SURE_LIFT))) : 0;
      return [place, sure];
    }),
  );
}
