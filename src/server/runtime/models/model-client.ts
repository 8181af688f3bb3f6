import OpenAI from 'openai';
import { answerEngineCopy as copy } from '@shared/answers.ts';

/**
 * An OpenAI-compatible API (OpenAI, Azure, Ollama, vLLM, llama.cpp, OpenRouter): its chat
 * completions answer customers, its embeddings read the knowledge by meaning.
 */
export type ModelSettings = {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  /** How long the model may stay silent (before its first word, or between two) before it is given up. */
  timeoutMs: number;
};

/** The client of the configured model. */
export const modelClient = (settings: ModelSettings) =>
  new OpenAI({
    baseURL: settings.baseUrl,
    // Local servers (Ollama, vLLM, llama.cpp) take no key, but the client insists on one.
    apiKey: settings.apiKey ?? 'none',
    // A retry would keep the customer waiting twice as long; the built-in answer follows instead.
    maxRetries: 0,
  });

/** Why a call to the provider failed, in words, to follow "The model did not answer:" and the like. */
export function providerFailureOf(error: unknown, silent: boolean, timeoutMs: number): string {
  if (silent) return copy.silent(timeoutMs);
  if (error instanceof OpenAI.APIUserAbortError) return copy.silent(timeoutMs);
  if (error instanceof OpenAI.APIConnectionError) return copy.unreachable;
  if (error instanceof OpenAI.AuthenticationError || error instanceof OpenAI.PermissionDeniedError)
    return copy.wrongKey;
  if (error instanceof OpenAI.APIError && error.status)
    return copy.rejected(error.status, error.message);
  return error instanceof Error ? error.message : String(error);
}
