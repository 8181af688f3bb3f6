import OpenAI from 'openai';
import { answerEngineCopy as copy, type ModelList } from '@shared/answers.ts';
import {
  modelClient,
  type ModelSettings,
  providerFailureOf,
} from '@server/runtime/models/model-client.ts';

/**
 * The models a provider offers (`GET {baseUrl}/models`, OpenAI's list), asked with the key
 * given, sorted by id; or why they could not be listed, in words. Nothing is charged for it.
 */
export async function listProviderModels(
  server: Pick<ModelSettings, 'baseUrl' | 'apiKey' | 'timeoutMs'>,
): Promise<ModelList> {
  const giveUp = new AbortController();
  const timer = setTimeout(() => giveUp.abort(), server.timeoutMs);
  try {
    const page = await modelClient({ ...server, model: '' }).models.list({
      signal: giveUp.signal,
    });
    const data: unknown = page.data;
    if (!Array.isArray(data)) return failed(copy.noModelList);
    const ids = data
      .map((model: { id?: unknown }) => model?.id)
      .filter((id): id is string => typeof id === 'string' && id.length > 0 && id.length <= 200);
    return { ok: true, models: [...new Set(ids)].sort(), message: null };
  } catch (error) {
    if (error instanceof OpenAI.NotFoundError) return failed(copy.noModelList);
    return failed(providerFailureOf(error, giveUp.signal.aborted, server.timeoutMs));
  } finally {
    clearTimeout(timer);
    giveUp.abort();
  }
}

const failed = (reason: string): ModelList => ({
  ok: false,
  models: [],
  message: copy.listFailed(reason),
});
