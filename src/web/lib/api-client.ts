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

async function toApiError(response: Response): Promise<ApiError> {
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
 * Calls the product's own API with the session cookie: an object body goes as JSON, a
 * FormData as multipart. An expired session sends the user to sign-in (every portal screen
 * needs one, so there is nothing to show instead); any other failure throws an `ApiError`.
 * Answers the response itself, for a caller that reads it as a stream.
 */
export async function apiResponse(
  url: string,
  { body, headers, ...init }: ApiFetchOptions = {},
): Promise<Response> {
  const json = body !== undefined && !(body instanceof FormData);
  const response = await fetch(url, {
    ...init,
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      ...(json ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    body: json ? JSON.stringify(body) : (body as FormData | undefined),
  });
  if (response.status === 401) leaveForSignIn();
  if (!response.ok) throw await toApiError(response);
  return response;
}

let signingOut = false;

/**
 * Runs the user's own sign-out, which ends on the sign-in page: requests still in flight then
 * answer 401 as expected, and must not load sign-in over the page the sign-out goes to.
 */
export async function duringSignOut<T>(work: () => Promise<T>): Promise<T> {
  signingOut = true;
  try {
    return await work();
  } finally {
    signingOut = false;
  }
}

/**
 * A session that ended (expired, or signed out elsewhere) sends the page to sign-in. An
 * answer that arrives once the page is already there, or while the user signs out, must not
 * load it a second time, over wherever the user has gone since.
 */
export function leaveForSignIn() {
  if (!signingOut && window.location.pathname !== paths.login) window.location.assign(paths.login);
}

/** Calls the product's own API (see `apiResponse`) and answers its JSON body. */
export async function apiFetch<T = unknown>(url: string, options: ApiFetchOptions = {}) {
  const response = await apiResponse(url, options);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A client error (4xx) will not go away by asking again. */
export const isClientError = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;
