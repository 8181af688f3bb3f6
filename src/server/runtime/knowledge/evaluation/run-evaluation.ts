import type { AgentType } from '@shared/agents.ts';
import type { MessageAnswer } from '@shared/answers.ts';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import type { ConversationWithMessages } from '@shared/conversations.ts';
import type { CreatedApiKey } from '@shared/integrations.ts';
import type { KnowledgeSource } from '@shared/knowledge.ts';
import type { EmbeddingsStatus } from '@shared/embeddings.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import type { MeaningReader } from '../embeddings/meaning-reader.ts';
import { findKnowledge } from '../find-knowledge.ts';
import { type EvaluationSet, unknownTitles } from './evaluation-set.ts';

/**
 * Scores the product on an evaluation set, as a business and its customers meet it: the owner
 * saves the briefing, adds the knowledge and an agent through the API, and creates an API key;
 * then a program asks each question in a new `api` conversation with that key and reads the
 * agent's stored answer. An answer from a source the set names for the question is right; an
 * answer from another source is a wrong source; a hand-over is a hand-over. Outside the
 * knowledge, a hand-over is right and an answer is wrong. The knowledge search is also asked
 * directly for its top five, for the mean reciprocal rank of the first right source (MRR@5).
 */

/** The product, reached through its HTTP API, and the account's database for the search. */
export type EvaluationTarget = {
  /** A request to the product's API, as `fetch` takes a path and its options. */
  request: (path: string, init?: RequestInit) => Promise<Response>;
  /** Headers that sign the owner in (a session cookie and the product's own origin). */
  ownerHeaders: Record<string, string>;
  db: Database;
  accountId: AccountId;
  /** The embeddings model the product reads by meaning with, when it has one. */
  meaning?: MeaningReader;
};

/** What became of one question. */
export type Outcome =
  | { kind: 'answered'; title: string; score: number }
  /** An answer that names no source, such as the farewell to a goodbye. */
  | { kind: 'unsourced' }
  | { kind: 'handed over' };

export type SetScore = {
  name: string;
  heldOut: boolean;
  /** The embeddings model the knowledge was also read with; null for words alone. */
  embeddings: string | null;
  answerable: {
    total: number;
    /** Answered from a source the set names for the question. */
    right: number;
    /** Answered from another source (or from none). */
    wrongSource: number;
    handedOver: number;
    /** The mean of 1 / the rank of the first right source in the search's top 5 (0 if none). */
    mrrAt5: number;
  };
  outside: {
    total: number;
    handedOver: number;
    /** Answered from a source: an unrelated source by the set's definition. */
    answered: number;
  };
  /** Each question the product got wrong, in words. */
  misses: string[];
};

const AGENT_TYPE: AgentType = 'Support';
/** The search's top results MRR is computed over. */
const RANKED = 5;

class EvaluationError extends Error {}

async function expectJson<T>(response: Promise<Response>, status: number, what: string) {
  const res = await response;
  if (res.status !== status) {
    throw new EvaluationError(`${what} answered ${res.status}: ${await res.text()}`);
  }
  return (await res.json()) as T;
}

const jsonInit = (method: string, body: unknown, headers: Record<string, string>) => ({
  method,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/**
 * The owner's part: the briefing, the knowledge (unless the account holds the sample data,
 * which is the set's knowledge), an agent and an API key. The agent's id and the key.
 */
export async function setUpBusiness(target: EvaluationTarget, set: EvaluationSet) {
  const { request, ownerHeaders: headers } = target;
  if (set.briefing) {
    await expectJson(
      request(apiPaths.briefing, jsonInit('PUT', set.briefing, headers)),
      200,
      'Saving the briefing',
    );
  }
  if (!set.sampleData) {
    const added = [
      ...set.qa.map((qa) => ({ path: apiPaths.knowledgeQa, body: qa, title: qa.question })),
      ...set.documents.map((document) => ({
        path: apiPaths.knowledgeDocuments,
        body: document,
        title: document.title,
      })),
    ];
    for (const { path, body, title } of added) {
      const source = await expectJson<KnowledgeSource>(
        request(path, jsonInit('POST', body, headers)),
        201,
        `Adding "${title}"`,
      );
      if (source.state !== 'indexed') {
        throw new EvaluationError(`"${title}" was not indexed: ${source.failure ?? ''}`);
      }
    }
  }
  const agent = await expectJson<{ id: string }>(
    request(
      apiPaths.agents,
      jsonInit('POST', { name: set.agentName, type: AGENT_TYPE, channels: ['Webchat'] }, headers),
    ),
    201,
    'Creating the agent',
  );
  const { key } = await expectJson<CreatedApiKey>(
    request(
      apiPaths.apiKeys,
      jsonInit('POST', { name: 'Answer evaluation', mode: 'live' }, headers),
    ),
    201,
    'Creating an API key',
  );
  return { agentId: agent.id, apiKey: key };
}

/** A program's question: a new `api` conversation with the key, one message, the stored answer. */
async function ask(
  target: EvaluationTarget,
  business: { agentId: string; apiKey: string },
  question: string,
): Promise<Outcome> {
  const headers = { authorization: `Bearer ${business.apiKey}` };
  const conversation = await expectJson<ConversationWithMessages>(
    target.request(
      apiPath(apiPaths.agentConversations, { id: business.agentId }),
      jsonInit('POST', { channel: 'api' }, headers),
    ),
    201,
    'Starting a conversation',
  );
  const sent = await expectJson<MessageAnswer>(
    target.request(
      apiPath(apiPaths.conversationMessages, { id: conversation.id }),
      jsonInit('POST', { text: question }, headers),
    ),
    201,
    `Asking "${question}"`,
  );
  if (sent.conversation.status === 'waiting' || sent.conversation.handoverReason) {
    return { kind: 'handed over' };
  }
  const source = sent.answer?.sources[0];
  return source
    ? { kind: 'answered', title: source.title, score: source.score }
    : { kind: 'unsourced' };
}

/** How long the embeddings model may take to read a set's knowledge before the evaluation gives up. */
const READING_TIMEOUT_MS = 120_000;

/** Waits until the product's embeddings model has read all the account's knowledge. */
async function readByMeaning(target: EvaluationTarget) {
  const until = performance.now() + READING_TIMEOUT_MS;
  while (performance.now() < until) {
    const { progress } = await expectJson<EmbeddingsStatus>(
      target.request(apiPaths.embeddingsModel, { headers: target.ownerHeaders }),
      200,
      'Reading the embeddings model',
    );
    if (!progress) throw new EvaluationError('The product has no embeddings model.');
    if (progress.stopped) throw new EvaluationError(`Reading stopped: ${progress.stopped}`);
    if (progress.embedded >= progress.passages) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new EvaluationError('The embeddings model did not read the knowledge in time.');
}

const quoted = (text: string) => `"${text}"`;
const matchOf = (match: { title: string; score: number } | undefined) =>
  match ? `${quoted(match.title)} (${match.score.toFixed(2)})` : 'nothing';

/**
 * Scores the product on `set` for the account `target` signs in as, which must hold no
 * knowledge of its own beyond the sample data when the set asks for it. Questions are asked
 * one after another, as one customer at a time would.
 */
export async function evaluateSet(target: EvaluationTarget, set: EvaluationSet): Promise<SetScore> {
  const unknown = unknownTitles(set);
  if (unknown.length > 0) {
    throw new EvaluationError(
      `${set.name} expects sources it does not have: ${unknown.map(quoted).join(', ')}`,
    );
  }
  const business = await setUpBusiness(target, set);
  if (target.meaning) await readByMeaning(target);
  const misses: string[] = [];
  const answerable = { total: set.answerable.length, right: 0, wrongSource: 0, handedOver: 0 };
  let reciprocalRanks = 0;
  for (const { question, answeredBy } of set.answerable) {
    const outcome = await ask(target, business, question);
    const ranked = await findKnowledge(target.db, target.accountId, question, RANKED, {
      meaning: target.meaning,
    });
    const rank = ranked.findIndex((match) => answeredBy.includes(match.title)) + 1;
    if (rank > 0) reciprocalRanks += 1 / rank;
    const expected = `expected ${answeredBy.map(quoted).join(' or ')}`;
    const where =
      rank > 0 ? `right source at rank ${rank}` : `right source not in the top ${RANKED}`;
    if (outcome.kind === 'answered' && answeredBy.includes(outcome.title)) {
      answerable.right += 1;
    } else if (outcome.kind === 'handed over') {
      answerable.handedOver += 1;
      misses.push(
        `handed over: ${quoted(question)}; best match ${matchOf(ranked[0])}, ${where}; ${expected}`,
      );
    } else {
      answerable.wrongSource += 1;
      const from = outcome.kind === 'answered' ? matchOf(outcome) : 'no source';
      misses.push(`wrong source: ${quoted(question)} → ${from}, ${where}; ${expected}`);
    }
  }
  const outside = { total: set.outside.length, handedOver: 0, answered: 0 };
  for (const question of set.outside) {
    const outcome = await ask(target, business, question);
    if (outcome.kind === 'handed over') {
      outside.handedOver += 1;
    } else {
      outside.answered += 1;
      const from = outcome.kind === 'answered' ? matchOf(outcome) : 'no source';
      misses.push(`outside, answered: ${quoted(question)} → ${from}`);
    }
  }
  return {
    name: set.name,
    heldOut: set.heldOut,
    embeddings: target.meaning?.model ?? null,
    answerable: {
      ...answerable,
      mrrAt5: answerable.total ? reciprocalRanks / answerable.total : 0,
    },
    outside,
    misses,
  };
}

const percent = (part: number, whole: number) =>
  whole ? `${Math.round((part / whole) * 100)} %` : '–';

/** One line of figures for a set, as the README's table and the bench report give them. */
export function scoreLine(score: SetScore) {
  const { answerable, outside } = score;
  return [
    `${answerable.right} of ${answerable.total} answered from the right source (${percent(answerable.right, answerable.total)})`,
    `MRR@5 ${answerable.mrrAt5.toFixed(2)}`,
    `${outside.handedOver} of ${outside.total} outside questions handed over (${percent(outside.handedOver, outside.total)})`,
    `${answerable.wrongSource + outside.answered} answered from an unrelated source (${answerable.wrongSource} in the knowledge, ${outside.answered} outside)`,
  ].join('; ');
}

/**
 * The set's figures and each miss, to print. A held-out set's misses are left out unless
 * `showHeldOutMisses`: whoever reads them while changing the engine would tune on the set.
 */
export function describeScore(score: SetScore, { showHeldOutMisses = false } = {}) {
  const misses = score.heldOut && !showHeldOutMisses ? [] : score.misses;
  return [
    `${score.name}${score.heldOut ? ' [held out]' : ''}: ${scoreLine(score)}`,
    ...misses.map((miss) => `  ${miss}`),
  ].join('\n');
}
