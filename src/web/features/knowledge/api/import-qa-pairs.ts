import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths.ts';
import { type QaImportResult, qaImportFileField, qaImportResultSchema } from '@shared/qa-import.ts';
import { apiFetch } from '@web/lib/api-client.ts';
import { knowledgeQueryKey } from '@web/lib/query-keys.ts';

/** Sends a CSV file of Q&A pairs; the server adds all of its rows or none. */
export async function importQaPairs(file: File): Promise<QaImportResult> {
  const form = new FormData();
  form.set(qaImportFileField, file);
  return qaImportResultSchema.parse(
    await apiFetch(apiPaths.knowledgeQaImports, { method: 'POST', body: form }),
  );
}

export function useImportQaPairs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importQaPairs,
    onSettled: () => queryClient.invalidateQueries({ queryKey: knowledgeQueryKey }),
  });
}
