import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths.ts';
import { connectionTestSchema, type EngineSettingsInput } from '@shared/answers.ts';
import { type EmbeddingsStatus, embeddingsStatusSchema } from '@shared/embeddings.ts';
import { apiFetch } from '@web/lib/api-client.ts';

export const embeddingsModelQueryKey = ['embeddings-model'] as const;

/** While the knowledge is being read, the count is asked for this often, so it moves on screen. */
export const EMBEDDINGS_PROGRESS_POLL_MS = 3000;

/** Whether the model is still reading the knowledge: not all of it yet, and not stopped. */
export const isReadingKnowledge = (status: EmbeddingsStatus | undefined) =>
  !!status?.progress &&
  status.progress.stopped === null &&
  status.progress.embedded < status.progress.passages;

export const useEmbeddingsModel = () =>
  useQuery(
    queryOptions({
      queryKey: embeddingsModelQueryKey,
      queryFn: async () => embeddingsStatusSchema.parse(await apiFetch(apiPaths.embeddingsModel)),
      refetchInterval: (query) =>
        isReadingKnowledge(query.state.data) ? EMBEDDINGS_PROGRESS_POLL_MS : false,
    }),
  );

/**
 * One real embeddings call: whether the model answers with embeddings, and how fast. With a
 * choice, that choice as the form holds it (unsaved); without, the model reading now.
 */
export const useTestEmbeddingsModel = () =>
  useMutation({
    mutationFn: async (choice?: EngineSettingsInput) =>
      connectionTestSchema.parse(
        await apiFetch(apiPaths.embeddingsModelTest, { method: 'POST', body: choice }),
      ),
  });
