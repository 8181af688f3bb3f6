import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client.ts';

/**
 * Puts the server's refusal of a save beside the fields it names. What to say above the form
 * instead: null when a field was named, else the server's words, or `failed` when there were
 * none (the request itself failed).
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  failed: string,
): string | null {
  const fields = error instanceof ApiError ? Object.entries(error.fields ?? {}) : [];
  for (const [name, message] of fields) setError(name as Path<T>, { message });
  if (fields.length > 0) return null;
  return error instanceof ApiError ? error.message : failed;
}
