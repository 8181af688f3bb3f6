import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths.ts';
import {
  type KnowledgeSource,
  knowledgeFileField,
  knowledgeSourceSchema,
} from '@shared/knowledge.ts';
import { apiFetch } from '@web/lib/api-client.ts';
import { knowledgeQueryKey } from '@web/lib/query-keys.ts';

/** A .txt, .md, .pdf or .docx file, sent as multipart and parsed and indexed by the server. */
export async function uploadDocument(file: File): Promise<KnowledgeSource> {
  const form = new FormData();
  form.set(knowledgeFileField, file);
  return knowledgeSourceSchema.parse(
    await apiFetch(apiPaths.knowledgeUploads, { method: 'POST', body: form }),
  );
}

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSettled: () => queryClient.invalidateQueries({ queryKey: knowledgeQueryKey }),
  });
}
