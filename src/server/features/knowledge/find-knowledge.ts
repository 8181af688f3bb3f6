import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import type { MessageSource } from '@shared/conversations.ts';
import { getPersonality } from '@server/features/personality/personality-store.ts';

/**
 * A piece of the account's knowledge that matches a customer's question: where it comes from
 * (shown under the answer), how well it matched (0 to 1), and the text an answer built on it
 * says (a custom response's response, a Q&A's answer, a passage).
 */
export interface KnowledgeMatch extends MessageSource {
  answer: string;
}

const words = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length > 2),
  );

/** The share of the question's words that the candidate also has. */
function overlap(question: Set<string>, candidate: string): number {
  if (question.size === 0) return 0;
  const have = words(candidate);
  let shared = 0;
  for (const word of question) if (have.has(word)) shared += 1;
  return shared / question.size;
}

/**
 * The account's knowledge that best matches `question`, best first, at most `limit`.
 * Only this account's knowledge is ever searched.
 */
export async function findKnowledge(
  db: Database,
  accountId: AccountId,
  question: string,
  limit = 5,
): Promise<KnowledgeMatch[]> {
  const asked = words(question);
  const { customResponses } = await getPersonality(accountId, db);
  return customResponses
    .map((template): KnowledgeMatch => ({
      kind: 'custom_response',
      sourceId: null,
      title: template.scenario,
      excerpt: template.response,
      answer: template.response,
      score: overlap(asked, `${template.scenario} ${template.response}`),
    }))
    .filter((match) => match.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}
