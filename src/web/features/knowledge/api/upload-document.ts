import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths.ts';
import { type KnowledgeSource, knowledgeSourceSchema } from '@shared/knowledge.ts';
import { paths } from '@shared/paths.ts';
import { toApiError } from '@web/lib/api-client.ts';
import { knowledgeQueryKey } from './get-knowledge.ts';

/** A .txt, .md, .pdf or .docx file, sent as multipart and parsed and indexed by the server. */
export async function uploadDocument(file: File): Promise<KnowledgeSource> {
  const form = new FormData();
  form.set('file', file);
  const response = await fetch(apiPaths.knowledgeUploads, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
    body: form,
  });
  if (response.status === 401) window.location.assign(paths.login);
  if (!response.ok) throw await toApiError(response);
  return knowledgeSourceSchema.parse(await response.json());
}

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSettled: () => queryClient.invalidateQueries({ queryKey: knowledgeQueryKey }),
  });
}
