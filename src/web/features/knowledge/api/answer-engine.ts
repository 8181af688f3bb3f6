import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths.ts';
import { answerEngineStatusSchema, connectionTestSchema } from '@shared/answers.ts';
import { apiFetch } from '@web/lib/api-client.ts';

export const useAnswerEngine = () =>
  useQuery(
    queryOptions({
      queryKey: ['answer-engine'],
      queryFn: async () => answerEngineStatusSchema.parse(await apiFetch(apiPaths.answerEngine)),
    }),
  );

/** One real model call: whether the model answers, and how fast. */
export const useTestConnection = () =>
  useMutation({
    mutationFn: async () =>
      connectionTestSchema.parse(await apiFetch(apiPaths.answerEngineTest, { method: 'POST' })),
  });
