import type {
  ChatCompletionMessageParam,
  ChatCompletionTool,
} from 'openai/resources/chat/completions';
import type { HandoverReason } from '@shared/conversations.ts';
import type { Logger } from '@server/platform/logging/logger.ts';
import { builtinAnswer } from './builtin-responder.ts';
import { asksForPerson } from './customer-intent.ts';
import type { AnswerContext, Responder, ResponderEvent } from './responder.ts';
import { sourceOf } from './responder.ts';
import { standaloneQuestion } from './standalone-question.ts';
import { systemPrompt } from './system-prompt.ts';
import { modelClient, type ModelSettings } from '@server/runtime/models/model-client.ts';

/** How many earlier messages of the conversation the model sees. */
const HISTORY_MESSAGES = 20;
/** Rounds of an answer with booking tools: reading times, booking, and saying so fit in three. */
const TOOL_ROUNDS = 4;

const handOverTool: ChatCompletionTool = {
  type: 'function',
  function: {
    name: 'hand_over',
    description:
      'Pass the conversation to a person of the business: when the customer asks for a person, or when you cannot help with the knowledge you have.',
    parameters: {
      type: 'object',
      properties: {
        reason: {
          type: 'string',
          enum: ['customer_asked', 'agent_unsure'],
          description:
            'customer_asked: the customer wants a person; agent_unsure: you cannot answer.',
        },
      },
      required: ['reason'],
    },
  },
};

function messagesOf(context: AnswerContext): ChatCompletionMessageParam[] {
  const history = context.history
    .filter((message) => message.sender !== 'system')
    .slice(-HISTORY_MESSAGES)
    .map((message): ChatCompletionMessageParam =>
      message.sender === 'customer'
        ? { role: 'user', content: message.text }
        : { role: 'assistant', content: message.text },
    );
  return [
    { role: 'system', content: systemPrompt(context) },
    ...history,
    { role: 'user', content: context.question },
  ];
}

function handoverReasonOf(argumentsText: string): HandoverReason {
  try {
    const parsed = JSON.parse(argumentsText || '{}') as { reason?: unknown };
    return parsed.reason === 'customer_asked' ? 'customer_asked' : 'agent_unsure';
  } catch {
    return 'agent_unsure';
  }
}

/**
 * Answers through a model, streamed. A customer who asks for a person gets one at once, as
 * with the built-in responder. It stops with an `error` event when the model is silent for
 * `timeoutMs`, the provider fails or the model refuses; `withFallback` decides what then.
 */
export function createOpenAiResponder(settings: ModelSettings, logger?: Logger): Responder {
  const client = modelClient(settings);
  return {
    standaloneQuestion: ({ history, question }, signal) =>
      standaloneQuestion(client, settings.model, history, question, signal),
    async *respond(context, signal): AsyncGenerator<ResponderEvent> {
      if (asksForPerson(context.question)) {
        yield* builtinAnswer(context);
        return;
      }
      yield { event: 'start', engine: 'model', model: settings.model };
      const silence = new AbortController();
      let timer = setTimeout(() => silence.abort(), settings.timeoutMs);
      const heard = () => {
        clearTimeout(timer);
        timer = setTimeout(() => silence.abort(), settings.timeoutMs);
      };
      try {
        const messages = messagesOf(context);
        const tools = [handOverTool, ...(context.bookingTools?.definitions ?? [])];
        let wrote = false;
        let handover: HandoverReason | undefined;
        const usage = { prompt_tokens: 0, completion_tokens: 0, counted: false };
        // A round streams the model's words; when it calls booking tools, their answers go back
        // to it for one more round, up to a few: then it must say something with what it has.
        for (let round = 0; round < TOOL_ROUNDS; round += 1) {
          const stream = await client.chat.completions.create(
            {
              model: settings.model,
              messages,
              tools,
              stream: true,
              stream_options: { include_usage: true },
            },
            { signal: AbortSignal.any([signal, silence.signal]) },
          );
          let text = '';
          const calls: { id: string; name: string; arguments: string }[] = [];
          for await (const chunk of stream) {
            heard();
            if (chunk.usage) {
              usage.prompt_tokens += chunk.usage.prompt_tokens;
              usage.completion_tokens += chunk.usage.completion_tokens;
              usage.counted = true;
            }
            const choice = chunk.choices[0];
            if (!choice) continue;
            const delta = choice.delta;
            if (delta?.refusal || choice.finish_reason === 'content_filter') {
              yield { event: 'error', code: 'refusal', message: 'The model refused to answer.' };
              return;
            }
            if (delta?.content) {
              wrote = true;
              text += delta.content;
              yield { event: 'delta', text: delta.content };
            }
            for (const call of delta?.tool_calls ?? []) {
              const index = call.index ?? 0;
              calls[index] ??= { id: call.id ?? `call_${round}_${index}`, name: '', arguments: '' };
              if (call.id) calls[index].id = call.id;
              if (call.function?.name) calls[index].name = call.function.name;
              calls[index].arguments += call.function?.arguments ?? '';
            }
          }
          const handOff = calls.find((call) => call?.name === 'hand_over');
          if (handOff) handover = handoverReasonOf(handOff.arguments);
          const booking = calls.filter((call) => call && call.name !== 'hand_over');
          if (handover || booking.length === 0 || !context.bookingTools) break;
          messages.push({
            role: 'assistant',
            content: text || null,
            tool_calls: booking.map((call) => ({
              id: call.id,
              type: 'function' as const,
              function: { name: call.name, arguments: call.arguments },
            })),
          });
          for (const call of booking) {
            messages.push({
              role: 'tool',
              tool_call_id: call.id,
              content: await context.bookingTools.run(call.name, call.arguments),
            });
          }
        }
        if (!wrote && !handover) {
          yield { event: 'error', code: 'empty_answer', message: 'The model sent no answer.' };
          return;
        }
        const sources = context.knowledge.map(sourceOf);
        if (wrote && sources.length) yield { event: 'sources', sources };
        if (handover) yield { event: 'handover', reason: handover };
        yield {
          event: 'done',
          promptTokens: usage.counted ? usage.prompt_tokens : null,
          completionTokens: usage.counted ? usage.completion_tokens : null,
        };
      } catch (error) {
        // The customer left: the call is cancelled and nobody is waiting for an error.
        if (signal.aborted) return;
        if (silence.signal.aborted) {
          logger?.error(`The model ${settings.model} was silent for ${settings.timeoutMs} ms.`);
          yield { event: 'error', code: 'timeout', message: 'The model did not answer in time.' };
          return;
        }
        logger?.error(`The model ${settings.model} failed`, error);
        yield {
          event: 'error',
          code: 'provider_error',
          message: error instanceof Error ? error.message : 'The model provider failed.',
        };
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
