import { paths } from '@shared/paths.ts';

/** A non-2xx answer of the product's API, carrying its `{ error: { code, message, fields? } }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type ErrorBody = { error?: { code?: unknown; message?: unknown; fields?: unknown } };

export async function toApiError(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as ErrorBody | null;
  const error = body?.error;
  return new ApiError(
    response.status,
    typeof error?.code === 'string' ? error.code : `http_${response.status}`,
    typeof error?.message === 'string' ? error.message : response.statusText || 'Request failed',
    error?.fields && typeof error.fields === 'object'
      ? (error.fields as Record<string, string>)
      : undefined,
  );
}

type ApiFetchOptions = Omit<RequestInit, 'body'> & { body?: unknown };

/**
 * Calls the product's own API with the session cookie and a JSON body. An expired session
 * sends the user to sign-in: every portal screen needs one, so there is nothing to show instead.
 */
export async function apiFetch<T = unknown>(
  url: string,
  { body, headers, ...init }: ApiFetchOptions = {},
) {
  const response = await fetch(url, {
    ...init,
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status === 401) window.location.assign(paths.login);
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A client error (4xx) will not go away by asking again. */
export const isClientError = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;
