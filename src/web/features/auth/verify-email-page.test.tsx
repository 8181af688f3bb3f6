// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import {
  authEndpoints,
  signupVerificationEndpoint,
  signupVerificationErrorCodes,
} from '@shared/auth/auth-api.ts';
import { authCopy } from '@shared/auth-copy.ts';
import { passwordMessages } from '@shared/auth/password-rules.ts';
import { paths } from '@shared/paths.ts';
import { apiServer } from '@web/testing/api-server.ts';
import { renderWithProviders } from '@web/testing/render.tsx';
import VerifyEmailPage from './verify-email-page.tsx';

const copy = authCopy.verifyEmail;
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`, 'i'));
const link = `${paths.verifyEmail}?token=the-mailed-token`;

const now = new Date().toISOString();
const session = {
  session: { id: 's', userId: 'u', token: 't', expiresAt: now, createdAt: now, updatedAt: now },
  user: { id: 'u', email: 'nora@example.com', name: 'Nora', emailVerified: true },
};

function renderPage(route = link) {
  return renderWithProviders(<VerifyEmailPage />, { route, user: null });
}

/** The verification endpoint answering `answer`; keeps the bodies it was sent. */
function answerVerification(answer: () => Response, signedIn = true) {
  const sent: unknown[] = [];
  apiServer.use(
    http.post(signupVerificationEndpoint, async ({ request }) => {
      sent.push(await request.json());
      return answer();
    }),
    http.get(authEndpoints.session, () => HttpResponse.json(signedIn ? session : null)),
  );
  return sent;
}

async function choose(
  user: ReturnType<typeof userEvent.setup>,
  password: string,
  again = password,
) {
  await user.type(field(copy.newPassword), password);
  await user.type(field(copy.confirmPassword), again);
  await user.click(screen.getByRole('button', { name: copy.submit }));
}

describe('VerifyEmailPage', () => {
  afterEach(cleanup);

  it('asks the owner to choose a password, and says in words what each field still needs', async () => {
    const user = userEvent.setup();
    const sent = answerVerification(() => HttpResponse.json({ email: 'nora@example.com' }));
    renderPage();
    expect(screen.getByRole('heading', { name: copy.title })).toBeInTheDocument();
    expect(field(copy.newPassword)).toHaveAttribute('autocomplete', 'new-password');

    await choose(user, 'short', 'different');
    expect(await screen.findByText(passwordMessages.tooShort)).toBeInTheDocument();
    expect(screen.getByText(authCopy.fields.passwordsDiffer)).toBeInTheDocument();
    expect(field(copy.newPassword)).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('verifies with the chosen password and opens the dashboard', async () => {
    const user = userEvent.setup();
    const sent = answerVerification(() => HttpResponse.json({ email: 'nora@example.com' }));
    const { router, auth } = renderPage();
    await choose(user, 'the-owners-own-password');

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.portal.dashboard));
    expect(sent).toEqual([{ token: 'the-mailed-token', newPassword: 'the-owners-own-password' }]);
    expect(auth.refresh).toHaveBeenCalled();
  });

  it('says the address is verified and leads to sign-in when no session came with it', async () => {
    const user = userEvent.setup();
    answerVerification(() => HttpResponse.json({ email: 'nora@example.com' }), false);
    renderPage();
    await choose(user, 'the-owners-own-password');

    expect(await screen.findByRole('heading', { name: copy.verifiedTitle })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(copy.verified);
    expect(screen.getByRole('link', { name: copy.goToLogin })).toHaveAttribute('href', paths.login);
  });

  it('says a used or expired link cannot be used, and offers sign-in instead of the form', async () => {
    const user = userEvent.setup();
    answerVerification(() =>
      HttpResponse.json(
        { error: { code: signupVerificationErrorCodes.unusableLink, message: 'x' } },
        { status: 400 },
      ),
    );
    renderPage();
    await choose(user, 'the-owners-own-password');

    expect(await screen.findByRole('heading', { name: copy.failedTitle })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(copy.invalidToken);
    expect(screen.queryByRole('button', { name: copy.submit })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: copy.goToLogin })).toBeInTheDocument();
  });

  it('shows the server’s word on the password under it, and a busy server above the form', async () => {
    const user = userEvent.setup();
    let answer = () =>
      HttpResponse.json(
        {
          error: {
            code: 'invalid_input',
            message: 'Some fields are not valid.',
            fields: { newPassword: passwordMessages.tooLong },
          },
        },
        { status: 400 },
      );
    answerVerification(() => answer());
    renderPage();
    await choose(user, 'the-owners-own-password');
    expect(await screen.findByText(passwordMessages.tooLong)).toBeInTheDocument();

    answer = () =>
      HttpResponse.json({ error: { code: 'too_many_requests', message: 'x' } }, { status: 429 });
    await user.click(screen.getByRole('button', { name: copy.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      authCopy.resetErrors.tooManyRequests,
    );
    expect(field(copy.newPassword)).toHaveValue('the-owners-own-password');
  });

  it('says an incomplete link is incomplete', () => {
    renderPage(paths.verifyEmail);
    expect(screen.getByRole('alert')).toHaveTextContent(copy.missingToken);
    expect(screen.queryByRole('button', { name: copy.submit })).not.toBeInTheDocument();
  });
});
