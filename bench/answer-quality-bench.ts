import { pathToFileURL } from 'node:url';
import { evaluationSets } from '@server/runtime/knowledge/evaluation/evaluation-sets.ts';
import { type SetScore, scoreLine } from '@server/runtime/knowledge/evaluation/run-evaluation.ts';
import {
  meaningReaderOf,
  QUESTION_TIMEOUT_MS,
  questionVectors,
} from '@server/runtime/knowledge/embeddings/meaning-reader.ts';
import { evaluateOnTestServer } from '../src/server/testing/answer-evaluation.ts';
import { startFakeChatProvider } from '../src/server/testing/fake-chat-provider.ts';
import { startTestServer } from '../src/server/testing/test-server.ts';
import type { AnswerTargetRow } from './answers-bench.ts';

/** DESIGN "Performance budgets": answer quality of the built-in engine, on every set. */
export const answerQualityTargets = {
  rightShare: 0.9,
  handedOverShare: 0.95,
  unrelated: 0,
} as const;

/** The embeddings model the bench reads with: the tests' fake, for want of a real one offline. */
const FAKE_EMBEDDINGS_MODEL = 'fake-embed';

/**
 * The evaluation sets (`src/server/runtime/knowledge/evaluation/`), each on an account of its
 * own, through the product's API in this process on a fresh embedded database: the figures
 * depend on the code and the sets, not on the machine, so they are the unit tests' figures.
 * Each set is measured by words alone, then again with the knowledge also read by meaning by
 * a fake embeddings model (the tests' local provider: a bag of hashed words, told no synonyms),
 * which shows the path works and what it costs or adds when the model knows nothing the words
 * do not, not what a real model adds.
 */
export async function measureAnswerQuality(): Promise<SetScore[]> {
  const server = await startTestServer('bench-answer-quality');
  const provider = await startFakeChatProvider({ models: [FAKE_EMBEDDINGS_MODEL] });
  try {
    const scores: SetScore[] = [];
    const byWords = server.app();
    for (const set of evaluationSets) {
      scores.push(await evaluateOnTestServer(byWords, server.database.db, set));
    }
    const fake = { baseUrl: provider.baseUrl, model: FAKE_EMBEDDINGS_MODEL };
    const byMeaning = server.app({
      EMBEDDINGS_BASE_URL: fake.baseUrl,
      EMBEDDINGS_MODEL: fake.model,
    });
    // The product reads the sets' knowledge itself; this reader only ranks for MRR@5.
    const meaning = meaningReaderOf(
      { ...fake, apiKey: undefined, timeoutMs: QUESTION_TIMEOUT_MS },
      { questions: questionVectors(), readUnread: () => {} },
    );
    for (const set of evaluationSets) {
      scores.push(await evaluateOnTestServer(byMeaning, server.database.db, set, meaning));
    }
    return scores;
  } finally {
    await provider.close();
    await server.close();
  }
}

const percent = (part: number, whole: number) =>
  whole ? `${Math.round((part / whole) * 100)} %` : '–';
const unrelatedOf = (score: SetScore) => score.answerable.wrongSource + score.outside.answered;
const setLabel = (score: SetScore) =>
  `${score.name}${score.heldOut ? ', held out' : ''}${score.embeddings ? ', with a fake embeddings model' : ''}`;

/** A row of the report's Targets table per set. */
export function answerQualityRows(scores: SetScore[] | undefined): AnswerTargetRow[] {
  const { rightShare, handedOverShare } = answerQualityTargets;
  const target = (label: string) =>
    `Answer quality, ${label}: ≥ ${rightShare * 100} % from the right source, ≥ ${handedOverShare * 100} % of outside questions handed over, none from an unrelated source (built-in engine)`;
  if (!scores)
    return [{ target: target('evaluation sets'), achieved: 'not measured', met: undefined }];
  return scores.map((score) => {
    const { answerable, outside } = score;
    return {
      target: target(setLabel(score)),
      achieved: scoreLine(score),
      met:
        answerable.right >= rightShare * answerable.total &&
        outside.handedOver >= handedOverShare * outside.total &&
        unrelatedOf(score) <= answerQualityTargets.unrelated,
    };
  });
}

/** The report's section: one row per set, then the misses of the sets that may be tuned on. */
export function answerQualitySection(scores: SetScore[] | undefined): string {
  const lines = [
    '## Answer quality',
    '',
    "Each evaluation set (`src/server/runtime/knowledge/evaluation/`) on an account of its own: the briefing, the knowledge, an agent and an API key made through the API, then each question in a new `api` conversation and the stored answer scored. Run in the benchmark's process on a fresh embedded database, with the built-in engine at the default threshold; the held-out sets are never tuned on. Each set is measured by words alone, then with a fake embeddings model (the tests' local provider, a bag of hashed words told no synonyms): it shows the path through embeddings works and what it costs or adds when the model knows nothing words do not, not what a real model adds.",
    '',
  ];
  if (!scores) return [...lines, 'Not measured.'].join('\n');
  lines.push(
    '| set | right source | MRR@5 | outside handed over | unrelated source |',
    '| --- | --- | --- | --- | --- |',
    ...scores.map(
      (score) =>
        `| ${setLabel(score)} | ${score.answerable.right} of ${score.answerable.total} (${percent(score.answerable.right, score.answerable.total)}) | ${score.answerable.mrrAt5.toFixed(2)} | ${score.outside.handedOver} of ${score.outside.total} (${percent(score.outside.handedOver, score.outside.total)}) | ${unrelatedOf(score)} (${score.answerable.wrongSource} in the knowledge, ${score.outside.answered} outside) |`,
    ),
  );
  return lines.join('\n');
}

// `node --import tsx bench/answer-quality-bench.ts` measures this part alone and prints it.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const scores = await measureAnswerQuality();
  console.log(answerQualitySection(scores));
  for (const score of scores) console.log(`\n${score.name}:\n${score.misses.join('\n')}`);
}
