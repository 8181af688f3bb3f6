import { authEndpoints } from '@shared/auth/auth-api.ts';

export type Credentials = { email: string; password: string };

/**
 * Signs in as a browser on the product's own origin would (the Origin header is checked) and
 * returns the Cookie header that carries the session.
 */
export async function signIn(
  url: string,
  credentials: Credentials,
  headers: Record<string, string> = {},
): Promise<string> {
  const res = await fetch(`${url}${authEndpoints.signIn}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, ...headers },
    body: JSON.stringify(credentials),
  });
  if (!res.ok) throw new Error(`Sign-in answered ${res.status}: ${await res.text()}`);
  const cookies = res.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  if (cookies.length === 0) throw new Error('Sign-in set no cookie.');
  return cookies.join('; ');
}
