import type { MessageSender } from '@shared/conversations.ts';
import type { ResponseTemplate } from '@shared/personality.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { findKnowledge, type KnowledgeMatch } from '@server/runtime/knowledge/find-knowledge.ts';

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

/**
 * The account's knowledge for the customer's latest message in a conversation: the message
 * alone, or, for a short follow-up, together with the customer's previous message: always
 * when it goes on from it ("and on saturday?" after "what are your opening hours?"), else
 * whichever matches more surely ("precios?" after "horario?" stays a question about prices).
 */
export async function findConversationKnowledge(
  db: Database,
  accountId: AccountId,
  question: string,
  history: readonly { sender: MessageSender; text: string }[],
  limit: number,
  customResponses?: readonly ResponseTemplate[],
): Promise<KnowledgeMatch[]> {
  const previous = history.findLast((message) => message.sender === 'customer')?.text;
  const alone = findKnowledge(db, accountId, question, limit, customResponses);
  if (!previous || wordCount(question) > FOLLOW_UP_MAX_WORDS) return alone;
  const [own, together] = await Promise.all([
    alone,
    findKnowledge(db, accountId, `${previous}\n${question}`, limit, customResponses),
  ]);
  // "ok", "yes" or "thanks" name nothing the knowledge has: they are no question to answer again.
  if (own.length === 0) return own;
  if (leansOnPrevious.test(question.trim())) return together;
  return (together[0]?.score ?? 0) > (own[0]?.score ?? 0) ? together : own;
}
