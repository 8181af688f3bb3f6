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
        const stream = await client.chat.completions.create(
          {
            model: settings.model,
            messages: messagesOf(context),
            tools: [handOverTool],
            stream: true,
            stream_options: { include_usage: true },
          },
          { signal: AbortSignal.any([signal, silence.signal]) },
        );
        let wrote = false;
        let toolName = '';
        let toolArguments = '';
        let usage: { prompt_tokens: number; completion_tokens: number } | undefined;
        for await (const chunk of stream) {
          heard();
          if (chunk.usage) usage = chunk.usage;
          const choice = chunk.choices[0];
          if (!choice) continue;
          const delta = choice.delta;
          if (delta?.refusal || choice.finish_reason === 'content_filter') {
            yield { event: 'error', code: 'refusal', message: 'The model refused to answer.' };
            return;
          }
          if (delta?.content) {
            wrote = true;
            yield { event: 'delta', text: delta.content };
          }
          for (const call of delta?.tool_calls ?? []) {
            if (call.function?.name) toolName = call.function.name;
            toolArguments += call.function?.arguments ?? '';
          }
        }
        const handover = toolName === 'hand_over' ? handoverReasonOf(toolArguments) : undefined;
        if (!wrote && !handover) {
          yield { event: 'error', code: 'empty_answer', message: 'The model sent no answer.' };
          return;
        }
        const sources = context.knowledge.map(sourceOf);
        if (wrote && sources.length) yield { event: 'sources', sources };
        if (handover) yield { event: 'handover', reason: handover };
        yield {
          event: 'done',
          promptTokens: usage?.prompt_tokens ?? null,
          completionTokens: usage?.completion_tokens ?? null,
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
