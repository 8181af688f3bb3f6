import { answerableQuestions, unanswerableQuestions } from '../retrieval-test-set.ts';
import { sampleDocuments, sampleQa } from '../sample-knowledge.ts';
import type { EvaluationSet } from './evaluation-set.ts';

/**
 * The sample business (Brightside Auto Care, a car repair shop) with the retrieval test's
 * questions, unchanged: an account with the sample data, its knowledge loaded as every
 * sample account's is, no briefing, the default custom responses.
 */
export const sampleBusinessSet: EvaluationSet = {
  name: 'Sample car repair shop',
  heldOut: false,
  sampleData: true,
  agentName: 'Front Desk',
  qa: sampleQa,
  documents: sampleDocuments,
  answerable: answerableQuestions,
  outside: unanswerableQuestions,
};
