// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { authEndpoints } from '@shared/auth/auth-api.ts';
import { type AuthState, useAuth } from '@web/lib/auth-context.ts';
import { apiServer } from '@web/testing/api-server.ts';
import { AuthProvider } from './auth-provider.tsx';

// The real better-auth client, with each session request held until the test answers it.
const waiting: Array<(body: JsonBodyType) => void> = [];
beforeEach(() => {
  apiServer.use(
    http.get(authEndpoints.session, async () =>
      HttpResponse.json(await new Promise<JsonBodyType>((answer) => waiting.push(answer))),
    ),
  );
});

/** Answers the oldest session request the client has sent, once it has sent one. */
async function answerSession(body: JsonBodyType) {
  await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
  const answer = waiting.shift()!;
  await act(async () => answer(body));
}

const now = new Date().toISOString();
const signedIn = {
  session: {
    id: 'session-1',
    userId: 'user-1',
    token: 'token',
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    createdAt: now,
    updatedAt: now,
  },
  user: {
    id: 'user-1',
    email: 'olivia@example.com',
    name: 'Olivia Owner',
    emailVerified: true,
    createdAt: now,
    updatedAt: now,
  },
};

afterEach(cleanup);

it('is loading until the first session answer, and never again when the session is asked for anew', async () => {
  const seen: AuthState[] = [];
  function Probe() {
    const auth = useAuth();
    seen.push(auth);
    return <p>{auth.loading ? 'loading' : (auth.user?.email ?? 'signed out')}</p>;
  }
  render(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  );
  expect(screen.getByText('loading')).toBeInTheDocument();

  await answerSession(null);
  expect(screen.getByText('signed out')).toBeInTheDocument();
  const firstAnswer = seen.length - 1;

  // Asked again while signed out (as right after a sign-in, or when the window regains
  // focus), better-auth marks its session pending until the answer.
  let refreshed!: Promise<void>;
  act(() => {
    refreshed = seen.at(-1)!.refresh();
  });
  await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
  expect(screen.getByText('signed out')).toBeInTheDocument();

  await answerSession(signedIn);
  await act(() => refreshed);
  expect(screen.getByText('olivia@example.com')).toBeInTheDocument();
  expect(seen.slice(firstAnswer).map((auth) => auth.loading)).not.toContain(true);
});
