// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { authEndpoints, authErrorCodes } from '@shared/auth/auth-api.ts';
import { authCopy } from '@shared/auth-copy.ts';
import { paths } from '@shared/paths.ts';
import { signupClosedMetaTag } from '@shared/signup-availability.ts';
import { apiServer } from '@web/testing/api-server.ts';
import { renderWithProviders } from '@web/testing/render.tsx';
import LoginPage from './login-page.tsx';

const copy = authCopy.login;
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`, 'i'));

async function signIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(copy.email), 'nora@example.com');
  await user.type(field(copy.password), 'a-long-enough-password');
  await user.click(screen.getByRole('button', { name: copy.submit }));
}

describe('LoginPage', () => {
  afterEach(() => {
    cleanup();
    document.head.querySelector('meta[name="signup"]')?.remove();
  });

  it('links to sign-up while it is open', () => {
    renderWithProviders(<LoginPage />, { route: paths.login, user: null });
    expect(screen.getByRole('link', { name: copy.createAccount })).toHaveAttribute(
      'href',
      paths.signup,
    );
  });

  it('has no sign-up link where the server closed sign-up', () => {
    document.head.insertAdjacentHTML('beforeend', signupClosedMetaTag);
    renderWithProviders(<LoginPage />, { route: paths.login, user: null });
    expect(screen.queryByRole('link', { name: copy.createAccount })).not.toBeInTheDocument();
  });

  it('says an unverified email must be verified first, and sends the link again on request', async () => {
    const user = userEvent.setup();
    const resent: unknown[] = [];
    apiServer.use(
      http.post(authEndpoints.signIn, () =>
        HttpResponse.json(
          { code: authErrorCodes.emailNotVerified, message: 'Email not verified' },
          { status: 403 },
        ),
      ),
      http.post(authEndpoints.sendVerificationEmail, async ({ request }) => {
        resent.push(await request.json());
        return HttpResponse.json({ status: true });
      }),
    );
    renderWithProviders(<LoginPage />, { route: paths.login, user: null });
    await signIn(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(copy.notVerified);
    await user.click(screen.getByRole('button', { name: copy.resend }));
    expect(await screen.findByRole('status')).toHaveTextContent(copy.resent);
    expect(resent).toEqual([{ email: 'nora@example.com' }]);
  });

  it('says so when too many links were asked for', async () => {
    const user = userEvent.setup();
    apiServer.use(
      http.post(authEndpoints.signIn, () =>
        HttpResponse.json({ code: authErrorCodes.emailNotVerified, message: 'x' }, { status: 403 }),
      ),
      http.post(authEndpoints.sendVerificationEmail, () =>
        HttpResponse.json({ code: 'TOO_MANY_REQUESTS', message: 'x' }, { status: 429 }),
      ),
    );
    renderWithProviders(<LoginPage />, { route: paths.login, user: null });
    await signIn(user);
    await user.click(await screen.findByRole('button', { name: copy.resend }));
    expect(await screen.findByText(authCopy.resetErrors.tooManyRequests)).toBeInTheDocument();
  });
});
