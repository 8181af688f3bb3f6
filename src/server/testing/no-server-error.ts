import { expect } from 'vitest';
import { answerText } from './answer-text.ts';

/**
 * What the API may answer to anything a client sends, besides success: bad input, no session,
 * unknown id, too large, wrong type, too many; and 409 where a valid request meets a state
 * that refuses it (upgrading to the plan the account is already on).
 */
const clientErrorStatuses = [400, 401, 404, 409, 413, 415, 429];

type ErrorShape = 'api' | 'auth';

/**
 * `{ error: { code, message, fields? } }` everywhere; better-auth's own answers under
 * /api/auth are `{ code, message }` (the contract of src/shared/auth/auth-api.ts).
 */
function isErrorBody(body: unknown, shape: ErrorShape) {
  const isCoded = (value: unknown) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'string' &&
    typeof (value as { message?: unknown }).message === 'string';
  const error = (body as { error?: unknown } | null)?.error;
  return isCoded(error) || (shape === 'auth' && isCoded(body));
}

/** Never a 500: either success, or a client error in the JSON error shape. */
export async function expectNoServerError(
  res: Response,
  shape: ErrorShape,
  what: string,
  alsoAllowed: number[] = [],
) {
  const text = await answerText(res);
  expect(res.status, `${what} answered ${res.status}: ${text.slice(0, 300)}`).toBeLessThan(500);
  if (res.status < 400) return;
  expect(
    [...clientErrorStatuses, ...alsoAllowed],
    `${what} answered ${res.status}: ${text.slice(0, 300)}`,
  ).toContain(res.status);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  expect(isErrorBody(body, shape), `${what}: ${text.slice(0, 300)}`).toBe(true);
}
