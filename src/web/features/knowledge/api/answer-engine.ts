import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths.ts';
import {
  answerEngineStatusSchema,
  connectionTestSchema,
  type EngineSettingsInput,
} from '@shared/answers.ts';
import { apiFetch } from '@web/lib/api-client.ts';

export const answerEngineQueryKey = ['answer-engine'] as const;

export const useAnswerEngine = () =>
  useQuery(
    queryOptions({
      queryKey: answerEngineQueryKey,
      queryFn: async () => answerEngineStatusSchema.parse(await apiFetch(apiPaths.answerEngine)),
    }),
  );

/**
 * One real model call: whether the model answers, and how fast. With a choice, that choice
 * as the form holds it (unsaved); without, what answers the customers now.
 */
export const useTestConnection = () =>
  useMutation({
    mutationFn: async (choice?: EngineSettingsInput) =>
      connectionTestSchema.parse(
        await apiFetch(apiPaths.answerEngineTest, { method: 'POST', body: choice }),
      ),
  });
