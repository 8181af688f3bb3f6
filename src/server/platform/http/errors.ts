import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from '@server/platform/logging/logger.ts';
import {
  DomainError,
  type DomainErrorKind,
  InvalidInput,
} from '@server/platform/errors/domain-errors.ts';

/** The JSON error shape every API answer uses: `{ error: { code, message, fields? } }`. */
export type ApiErrorBody = {
  error: { code: string; message: string; fields?: Record<string, string> };
};

/**
 * A request refused at the edge (bad input, wrong media type, no credentials): it becomes a
 * 4xx answer with the given code and message. Business rules throw domain errors instead.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export function errorBody(code: string, message: string, fields?: Record<string, string>) {
  return { error: fields ? { code, message, fields } : { code, message } } satisfies ApiErrorBody;
}

const statusCodes: Partial<Record<number, string>> = {
  400: 'bad_request',
  401: 'unauthorized',
  402: 'payment_required',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
};

const defaultMessages: Partial<Record<number, string>> = {
  400: 'The request is not valid.',
  401: 'Sign in to continue.',
  403: 'This request is not allowed.',
  404: 'Not found.',
  405: 'This method is not allowed here.',
  413: 'The request body is too large.',
  415: 'Send the body as JSON.',
  429: 'Too many requests. Please try again later.',
};

/** The code an error answer of this status carries when nothing more precise is known. */
export const codeOfStatus = (status: number) => statusCodes[status] ?? 'error';

/** The one place a business rule's refusal becomes a status code. */
const domainErrorStatuses: Record<DomainErrorKind, ContentfulStatusCode> = {
  not_found: 404,
  // A refused input, as it always was: the request can succeed once an agent is deleted.
  plan_limit: 400,
  conflict: 409,
  payment_failed: 402,
  too_many: 429,
  invalid_input: 400,
  not_allowed: 403,
};

/**
 * The one `onError`: domain errors and refusals at the edge become their answers; anything
 * else is logged (through the server's logger, with the request's id) and answered 500.
 */
export const errorHandler = (logger: Logger) => (err: Error, c: Context) => {
  if (err instanceof DomainError) {
    const fields = err instanceof InvalidInput ? err.fields : undefined;
    return c.json(errorBody(err.code, err.message, fields), domainErrorStatuses[err.kind]);
  }
  if (err instanceof ApiError) {
    return c.json(errorBody(err.code, err.message, err.fields), err.status);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    const code = codeOfStatus(status);
    return c.json(
      errorBody(code, err.message || defaultMessages[status] || 'The request failed.'),
      status,
    );
  }
  logger.error('Unhandled error', err);
  return c.json(errorBody('internal', 'Something went wrong on our side. Please try again.'), 500);
};

/** The answer of a path the API does not have (or has switched off). */
export const noSuchEndpoint = (c: Context) =>
  c.json(errorBody('not_found', 'No such API endpoint.'), 404);
