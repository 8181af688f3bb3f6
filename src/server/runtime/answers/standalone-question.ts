import type { MessageSender } from '@shared/conversations.ts';
import type OpenAI from 'openai';

/**
 * A customer's short follow-up ("and on saturday?", "how much is it?") rewritten by the model as
 * a question that stands alone, so the knowledge is searched for what the customer means. The
 * answer itself still reads the whole conversation.
 */

/** Past this, the search goes on with the heuristic instead: the customer is waiting. */
const REWRITE_TIMEOUT_MS = 2_500;
/** A question, not an answer. */
const REWRITE_MAX_TOKENS = 80;
/** The conversation the model reads to tell what a follow-up refers to. */
const REWRITE_HISTORY_MESSAGES = 6;

const instruction =
  'You rewrite the customer’s latest chat message as one standalone question that can be understood without the conversation, in the language of that message. Keep its meaning; add only what it refers to from the conversation. Reply with the question alone.';

export async function standaloneQuestion(
  client: OpenAI,
  model: string,
  history: readonly { sender: MessageSender; text: string }[],
  question: string,
  signal: AbortSignal,
): Promise<string | null> {
  const transcript = history
    .filter((message) => message.sender !== 'system')
    .slice(-REWRITE_HISTORY_MESSAGES)
    .map((message) => `${message.sender === 'customer' ? 'Customer' : 'Agent'}: ${message.text}`)
    .join('\n');
  try {
    const stream = await client.chat.completions.create(
      {
        model,
        messages: [
          { role: 'system', content: instruction },
          {
            role: 'user',
            content: `Conversation:\n${transcript}\n\nLatest message: ${question}`,
          },
        ],
        max_tokens: REWRITE_MAX_TOKENS,
        stream: true,
      },
      { signal: AbortSignal.any([signal, AbortSignal.timeout(REWRITE_TIMEOUT_MS)]) },
    );
    let text = '';
    for await (const chunk of stream) text += chunk.choices[0]?.delta?.content ?? '';
    const rewritten = text.trim();
    return rewritten.length > 0 ? rewritten : null;
  } catch {
    // No rewrite: the follow-up is searched with the customer's previous message instead.
    return null;
  }
}
