import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPaths } from '@shared/api-paths.ts';
import {
  type KnowledgeSource,
  knowledgeSourceSchema,
  phrasingsSchema,
  type QaInput,
  qaInputSchema,
} from '@shared/knowledge.ts';
import { apiFetch } from './api-client.ts';
import { knowledgeQueryKey } from './query-keys.ts';

/**
 * What a person writes of a Q&A pair: its question, answer and other ways customers ask it; its
 * language is the briefing's unless told.
 */
export const qaFormSchema = qaInputSchema
  .pick({ question: true, answer: true })
  .extend({ phrasings: phrasingsSchema });
export type QaForm = z.input<typeof qaFormSchema>;

/** Adds a Q&A pair to the knowledge base; it answers the pair as stored and indexed. */
export async function addQa(input: QaInput): Promise<KnowledgeSource> {
  return knowledgeSourceSchema.parse(
    await apiFetch(apiPaths.knowledgeQa, { method: 'POST', body: input }),
  );
}

/** Refreshes the knowledge base's list, whose sources and usage figure change with it. */
export function useAddQa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addQa,
    onSettled: () => queryClient.invalidateQueries({ queryKey: knowledgeQueryKey }),
  });
}
