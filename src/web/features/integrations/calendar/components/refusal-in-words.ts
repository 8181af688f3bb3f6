import { ApiError, isClientError } from '@web/lib/api-client.ts';

/**
 * What to tell the owner when the calendar server or the API refused: a refusal (4xx) carries
 * its reason in words; anything else (no answer, a failure of ours) gets `fallback`.
 */
export const refusalInWords = (error: unknown, fallback: string) =>
  error instanceof ApiError && isClientError(error) ? error.message : fallback;
