// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { apiPaths } from '@shared/api-paths.ts';
import { authCopy } from '@shared/auth-copy.ts';
import { passwordMessages } from '@shared/auth/password-rules.ts';
import { formatDollars, subscriptionCopy } from '@shared/billing.ts';
import { plans } from '@shared/plans.ts';
import { signupClosedMetaTag } from '@shared/signup-availability.ts';
import { websiteFormCopy } from '@shared/website-knowledge.ts';
import { apiServer } from '@web/testing/api-server.ts';
import { renderWithProviders } from '@web/testing/render.tsx';
import SignupPage from './signup-page.tsx';

const copy = authCopy.signup;

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`, 'i'));

function renderSignup(route = '/signup') {
  return renderWithProviders(<SignupPage />, { route, user: null });
}

/** The sign-up endpoint answering `answer`; keeps the bodies it was sent. */
function answerSignup(answer: (body: { email: string }) => Response) {
  const sent: Record<string, unknown>[] = [];
  apiServer.use(
    http.post(apiPaths.signup, async ({ request }) => {
      const body = (await request.json()) as { email: string };
      sent.push(body);
      return answer(body);
    }),
  );
  return sent;
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(copy.name), 'Nora New');
  await user.type(field(copy.email), 'Nora@Example.com');
  await user.type(field(copy.password), 'a-long-enough-password');
}

describe('SignupPage', () => {
  afterEach(() => {
    cleanup();
    document.head.querySelector('meta[name="signup"]')?.remove();
  });

  it('says in words what each field still needs, and sends nothing', async () => {
    const user = userEvent.setup();
    const sent = answerSignup(() => HttpResponse.json({ email: 'x' }));
    renderSignup();
    await user.type(field(copy.email), 'not-an-email');
    await user.type(field(copy.password), 'short');
    await user.click(screen.getByRole('button', { name: copy.submit }));

    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText(authCopy.fields.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(passwordMessages.tooShort)).toBeInTheDocument();
    expect(screen.getByText(copy.planRequired)).toBeInTheDocument();
    expect(field(copy.name)).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('preselects the plan the pricing link named and says truly that nothing is charged', async () => {
    renderSignup('/signup?plan=professional');
    expect(screen.getByRole('radio', { name: /Professional/ })).toBeChecked();
    const payment = screen.getByRole('region', { name: copy.payment });
    expect(payment).toHaveTextContent(copy.trial);
    expect(payment).toHaveTextContent(
      copy.afterTrial(formatDollars(plans.professional.monthlyPrice)),
    );
    expect(payment).not.toHaveTextContent(subscriptionCopy.confirmBody);
  });

  it('shows no charge until a plan is chosen, then the chosen plan’s', async () => {
    const user = userEvent.setup();
    renderSignup();
    expect(screen.queryByRole('region', { name: copy.payment })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Essential/ }));
    expect(screen.getByRole('region', { name: copy.payment })).toHaveTextContent(
      formatDollars(plans.essential.monthlyPrice),
    );
  });

  it('creates the account and asks to check the inbox', async () => {
    const user = userEvent.setup();
    const sent = answerSignup(({ email }) => HttpResponse.json({ email }));
    renderSignup('/signup?plan=essential');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: copy.submit }));

    expect(await screen.findByRole('heading', { name: copy.checkInboxTitle })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(copy.checkInbox('nora@example.com'));
    expect(screen.getByRole('link', { name: copy.goToLogin })).toHaveAttribute('href', '/login');
    expect(sent).toEqual([
      {
        name: 'Nora New',
        email: 'nora@example.com',
        password: 'a-long-enough-password',
        website: '',
        planId: 'essential',
      },
    ]);
  });

  it('offers the business’s website on the first screen, and sends it with the account', async () => {
    const user = userEvent.setup();
    const sent = answerSignup(({ email }) => HttpResponse.json({ email }));
    renderSignup('/signup?plan=essential');
    await fillIn(user);
    const website = screen.getByRole('textbox', { name: copy.website });
    expect(website).toHaveAccessibleDescription(copy.websiteHint);
    await user.type(website, 'bakery');
    await user.click(screen.getByRole('button', { name: copy.submit }));
    expect(await screen.findByText(websiteFormCopy.addressInvalid)).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.clear(website);
    await user.type(website, 'https://www.nora-bakery.example');
    await user.click(screen.getByRole('button', { name: copy.submit }));
    expect(await screen.findByRole('heading', { name: copy.checkInboxTitle })).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ website: 'https://www.nora-bakery.example' });
  });

  it('shows the server’s word on a field under that field, and keeps what was typed', async () => {
    const user = userEvent.setup();
    answerSignup(() =>
      HttpResponse.json(
        {
          error: {
            code: 'invalid_input',
            message: 'Some fields are not valid.',
            fields: { email: authCopy.fields.emailTooLong },
          },
        },
        { status: 400 },
      ),
    );
    renderSignup('/signup?plan=essential');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: copy.submit }));
    expect(await screen.findByText(authCopy.fields.emailTooLong)).toBeInTheDocument();
    expect(field(copy.name)).toHaveValue('Nora New');
  });

  it('says so when too many sign-ups came from the network', async () => {
    const user = userEvent.setup();
    answerSignup(() =>
      HttpResponse.json(
        { error: { code: 'too_many_requests', message: copy.tooManyRequests } },
        { status: 429 },
      ),
    );
    renderSignup('/signup?plan=essential');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: copy.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(copy.tooManyRequests);
  });

  it('says sign-up is closed, with no form, where the server closed it', () => {
    document.head.insertAdjacentHTML('beforeend', signupClosedMetaTag);
    renderSignup();
    expect(screen.getByRole('heading', { name: copy.closedTitle })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: copy.submit })).not.toBeInTheDocument();
    const main = screen.getByText(copy.closedBody).parentElement!;
    expect(within(main).getByRole('link', { name: copy.goToLogin })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});
