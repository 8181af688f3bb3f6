import type { MessageSender } from '@shared/conversations.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { findKnowledge, type KnowledgeMatch } from '@server/runtime/knowledge/find-knowledge.ts';
import type { KnowledgeRevisions } from '@server/runtime/knowledge/knowledge-index-cache.ts';
import type { MeaningReader } from '@server/runtime/knowledge/embeddings/meaning-reader.ts';
import type { InlineKnowledge } from '@server/runtime/knowledge/inline-knowledge.ts';
import { questionWords } from '@server/runtime/knowledge/question-words.ts';

/**
 * A message this short may lean on the one before it ("and on saturday?", "how much is it?",
 * "¿y los domingos?"): it is also searched together with the customer's previous message.
 */
const FOLLOW_UP_MAX_WORDS = 5;

const wordCount = (text: string) => text.split(/\s+/u).filter(Boolean).length;

/**
 * A short message that goes on from the previous one ("and…", "what about…") or points back to
 * it ("how much is it?", "¿y eso?", "c'est combien ?"), in the widget's languages.
 */
const leansOnPrevious =
  /^(and|also|what about|how about|y|e|et|und|también|tambem|também|aussi|auch)\b|\b(it|that|this|them|those|eso|esto|ello|isso|isto|ça|cela|das|dies)\b/iu;

export type ConversationQuestion = {
  question: string;
  /** The conversation before it, oldest first. */
  history: readonly { sender: MessageSender; text: string }[];
  limit: number;
  /** The briefing and the agent's custom responses, searched with the knowledge. */
  inline: InlineKnowledge;
  /** How the account reads by meaning, when it has an embeddings model. */
  meaning?: MeaningReader;
  /** The model's rewrite of a follow-up as a question that stands alone, when a model answers. */
  standalone?: () => Promise<string | null>;
  /** The knowledge's revisions, read with the answer's other reads; read here otherwise. */
  revisions?: KnowledgeRevisions;
};

/**
 * The account's knowledge for the customer's latest message in a conversation. A short
 * follow-up that goes on from the previous message ("and on saturday?" after "what are your
 * opening hours?") is searched as the model rewrites it when a model answers, else with that
 * message; another short message is searched with it only when that matches more surely
 * ("precios?" after "horario?" stays a question about prices).
 */
export async function findConversationKnowledge(
  db: Database,
  accountId: AccountId,
  { question, history, limit, inline, meaning, standalone, revisions }: ConversationQuestion,
): Promise<KnowledgeMatch[]> {
  const previous = history.findLast((message) => message.sender === 'customer')?.text;
  const search = (text: string) =>
    findKnowledge(db, accountId, text, limit, { inline, meaning, revisions });
  if (!previous || wordCount(question) > FOLLOW_UP_MAX_WORDS || !questionWords(question).length) {
    return search(question);
  }
  const leans = leansOnPrevious.test(question.trim());
  // A rewrite is a model call of its own before the answer's: only for a message that points
  // back ("and on saturday?"), not for a short one that names its topic ("do you clean ovens?").
  const rewritten = leans && standalone ? await standalone() : null;
  if (rewritten) return search(rewritten);
  const [own, together] = await Promise.all([search(question), search(`${previous}\n${question}`)]);
  if (leans) return together;
  // "yes" or "sure" names nothing the knowledge has: no question to answer again.
  if (own.length === 0) return own;
  return (together[0]?.score ?? 0) > (own[0]?.score ?? 0) ? together : own;
}
