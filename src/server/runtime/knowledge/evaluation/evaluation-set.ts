import type { BriefingInput, Language } from '@shared/briefing.ts';
import { knowledgeCopy, type DocumentInput, type QaInput } from '@shared/knowledge.ts';
import { defaultResponseTemplates } from '@shared/personality.ts';
import type { RetrievalCase } from '../retrieval-test-set.ts';

/**
 * A business as an owner sets it up (briefing, Q&A pairs, documents) and what its customers
 * ask: questions the knowledge answers, each with the titles of the sources that answer it
 * (any one of them is right), and questions outside the knowledge, on which the agent must
 * hand over. `run-evaluation.ts` scores the product on it.
 */
export type EvaluationSet = {
  name: string;
  /**
   * Scored and reported, never used to choose rules, words or thresholds of the engine: the
   * check that what was tuned on the other sets holds for a business nobody tuned for.
   */
  heldOut: boolean;
  /** The account starts with the sample business's data, which `qa` and `documents` describe. */
  sampleData?: boolean;
  /** Saved through the briefing API before the knowledge is added. */
  briefing?: BriefingInput;
  agentName: string;
  qa: readonly (Required<Omit<QaInput, 'phrasings'>> & Pick<QaInput, 'phrasings'>)[];
  documents: readonly Required<DocumentInput>[];
  answerable: readonly RetrievalCase[];
  outside: readonly string[];
};

export type { RetrievalCase as EvaluationCase };

/** A Q&A pair written in `language`: `qaIn('Spanish')(question, answer)`. */
export const qaIn = (language: Language) => (question: string, answer: string) => ({
  question,
  answer,
  language,
});

/**
 * Every title an answer of this set's agent can name: its Q&A questions, its documents' titles,
 * the briefing's parts and the custom responses' scenarios.
 */
export function sourceTitles(set: EvaluationSet): Set<string> {
  const templates = set.briefing?.responseTemplates ?? defaultResponseTemplates;
  return new Set([
    ...set.qa.map((qa) => qa.question),
    ...set.documents.map((document) => document.title),
    ...(set.briefing ? [knowledgeCopy.briefingDescription, knowledgeCopy.briefingServices] : []),
    ...templates.map((template) => template.scenario),
  ]);
}

/** The set's expected titles that name no source of it: a slip in the set, not in the engine. */
export function unknownTitles(set: EvaluationSet): string[] {
  const titles = sourceTitles(set);
  return [
    ...new Set(
      set.answerable.flatMap(({ answeredBy }) => answeredBy.filter((title) => !titles.has(title))),
    ),
  ];
}
