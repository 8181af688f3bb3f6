// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '@shared/api-paths.ts';
import { emailRuleCopy, phoneRuleCopy } from '@shared/contact-rules.ts';
import { demoCopy } from '@shared/landing/copy.ts';
import {
  demoFormCopy,
  demoFormFields,
  demoFormResetDelayMs,
  type DemoRequestInput,
} from '@shared/landing/demo-request.ts';
import { apiServer } from '@web/testing/api-server.ts';
import { renderWithProviders } from '@web/testing/render.tsx';
import { DemoSection } from './demo-section.tsx';

const visitor: DemoRequestInput = {
  name: 'Ana Costa',
  phone: '+351 912 345 678',
  email: 'ana@example.com',
  company: 'Costa Cars',
};

const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
const submitButton = () => screen.getByRole('button', { name: demoFormCopy.submit });

/** Clicks 'Schedule a Demo' and waits for the form, whose code loads on demand. */
async function openForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: demoCopy.scheduleDemo }));
  return screen.findByRole('form', { name: demoFormCopy.title });
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: DemoRequestInput) {
  for (const { name, label } of demoFormFields) {
    if (values[name]) await user.type(field(label), values[name]);
  }
}

/** The server's answer to every demo request; the bodies it received, in order. */
function answerDemoRequests(answer: () => Response | Promise<Response>) {
  const received: unknown[] = [];
  apiServer.use(
    http.post(apiPaths.demoRequests, async ({ request }) => {
      received.push(await request.json());
      return answer();
    }),
  );
  return received;
}

const stored = () =>
  HttpResponse.json({ id: 'r1', ...visitor, createdAt: new Date().toISOString() }, { status: 201 });

const setUp = () => {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return { user, ...renderWithProviders(<DemoSection />) };
};

describe('DemoSection', () => {
  // Loaded once up front: the first lazy load takes real time that fake timers do not pass.
  beforeAll(async () => {
    await import('./demo-request-form.tsx');
  });
  beforeEach(() => {
    vi.useFakeTimers();
    // Testing Library waits on a zero-delay timer after each user event and only advances it
    // itself when it sees Jest's fake timers; this lets it see Vitest's.
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('sends the request, confirms once stored, and after the delay collapses with every field empty', async () => {
    const received = answerDemoRequests(stored);
    const { user } = setUp();

    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(await openForm(user)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: demoCopy.scheduleDemo })).not.toBeInTheDocument();
    expect(field('Full Name')).toHaveFocus();
    for (const { label, type } of demoFormFields) {
      expect(field(label)).toBeRequired();
      expect(field(label)).toHaveAttribute('type', type);
    }
    await fill(user, visitor);
    expect(screen.getByRole('status')).toHaveTextContent('');

    await user.click(submitButton());
    expect(await screen.findByText(demoFormCopy.success)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(demoFormCopy.success);
    expect(received).toEqual([{ ...visitor, phone: '+351912345678' }]);

    act(() => vi.advanceTimersByTime(demoFormResetDelayMs - 1));
    expect(screen.getByRole('status')).toHaveTextContent(demoFormCopy.success);

    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByText(demoFormCopy.success)).not.toBeInTheDocument();
    const scheduleDemo = screen.getByRole('button', { name: demoCopy.scheduleDemo });
    expect(scheduleDemo).toHaveFocus();

    await openForm(user);
    for (const { label } of demoFormFields) expect(field(label)).toHaveValue('');
  });

  it('shows the success message only after the server answers, the button busy meanwhile', async () => {
    let answer!: (response: Response) => void;
    const answered = new Promise<Response>((resolve) => (answer = resolve));
    answerDemoRequests(() => answered);
    const { user } = setUp();
    await openForm(user);
    await fill(user, visitor);

    await user.click(submitButton());
    const busy = await screen.findByRole('button', { name: demoFormCopy.busy });
    expect(busy).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('');

    answer(stored());
    expect(await screen.findByText(demoFormCopy.success)).toBeInTheDocument();
  });

  it('says under each empty field what it needs, and sends nothing', async () => {
    const received = answerDemoRequests(stored);
    const { user } = setUp();
    await openForm(user);

    await user.click(submitButton());
    expect(await screen.findByText(demoFormCopy.nameRequired)).toBeInTheDocument();
    expect(field('Full Name')).toHaveAccessibleDescription(demoFormCopy.nameRequired);
    expect(field('Phone Number')).toHaveAccessibleDescription(phoneRuleCopy.required);
    expect(field('Email Address')).toHaveAccessibleDescription(emailRuleCopy.required);
    expect(field('Company Name')).toHaveAccessibleDescription(demoFormCopy.companyRequired);
    expect(field('Full Name')).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(received).toEqual([]);
  });

  it('refuses a phone number that is not international, in words, until it is corrected', async () => {
    const received = answerDemoRequests(stored);
    const { user } = setUp();
    await openForm(user);
    await fill(user, { ...visitor, phone: '912 345 678', email: 'ana@example' });

    await user.click(submitButton());
    expect(await screen.findByText(phoneRuleCopy.invalid)).toBeInTheDocument();
    expect(field('Phone Number')).toHaveAccessibleDescription(phoneRuleCopy.invalid);
    expect(field('Phone Number')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Email Address')).toHaveAccessibleDescription(emailRuleCopy.invalid);
    expect(received).toEqual([]);

    await user.clear(field('Phone Number'));
    await user.type(field('Phone Number'), visitor.phone);
    await user.clear(field('Email Address'));
    await user.type(field('Email Address'), visitor.email);
    expect(screen.queryByText(phoneRuleCopy.invalid)).not.toBeInTheDocument();
    await user.click(submitButton());
    expect(await screen.findByText(demoFormCopy.success)).toBeInTheDocument();
    expect(received).toHaveLength(1);
  });

  it('says in words when the request failed, and keeps what was typed', async () => {
    answerDemoRequests(() => HttpResponse.error());
    const { user } = setUp();
    await openForm(user);
    await fill(user, visitor);

    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(demoFormCopy.failed);
    expect(screen.getByRole('status')).toHaveTextContent('');
    for (const { name, label } of demoFormFields) expect(field(label)).toHaveValue(visitor[name]);

    // Typing again clears the message; the visitor tries again.
    await user.type(field('Company Name'), ' Ltd');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when too many requests came from the visitor’s network', async () => {
    answerDemoRequests(() =>
      HttpResponse.json(
        { error: { code: 'too_many_requests', message: demoFormCopy.tooMany } },
        { status: 429 },
      ),
    );
    const { user } = setUp();
    await openForm(user);
    await fill(user, visitor);

    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(demoFormCopy.tooMany);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('shows a field the server refused under that field', async () => {
    answerDemoRequests(() =>
      HttpResponse.json(
        {
          error: {
            code: 'invalid_input',
            message: 'Some fields are not valid.',
            fields: { company: demoFormCopy.companyTooLong },
          },
        },
        { status: 400 },
      ),
    );
    const { user } = setUp();
    await openForm(user);
    await fill(user, visitor);

    await user.click(submitButton());
    expect(await screen.findByText(demoFormCopy.companyTooLong)).toBeInTheDocument();
    expect(field('Company Name')).toHaveAccessibleDescription(demoFormCopy.companyTooLong);
    expect(field('Company Name')).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('cancels the pending reset when the section unmounts', async () => {
    answerDemoRequests(stored);
    const { user, unmount } = setUp();
    await openForm(user);
    await fill(user, visitor);
    await user.click(submitButton());
    await screen.findByText(demoFormCopy.success);

    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
