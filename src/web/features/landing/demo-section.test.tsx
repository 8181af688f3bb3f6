// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoCopy } from '@shared/landing/copy.ts';
import {
  demoFormCopy,
  demoFormFields,
  demoFormResetDelayMs,
} from '@shared/landing/demo-request.ts';
import { renderWithProviders } from '@web/testing/render.tsx';
import { DemoSection } from './demo-section.tsx';

const visitor = {
  name: 'Ana Costa',
  phone: '+351912345678',
  email: 'ana@example.com',
  company: 'Costa Cars',
} as const;

const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });

/** Clicks 'Schedule a Demo' and waits for the form, whose code loads on demand. */
async function openForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: demoCopy.scheduleDemo }));
  return screen.findByRole('form', { name: demoFormCopy.title });
}

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

  it('opens, submits, confirms, and after the delay collapses with every field empty', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<DemoSection />);

    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(await openForm(user)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: demoCopy.scheduleDemo })).not.toBeInTheDocument();
    expect(field('Full Name')).toHaveFocus();

    for (const { name, label, type } of demoFormFields) {
      const input = field(label);
      expect(input).toBeRequired();
      expect(input).toHaveAttribute('type', type);
      await user.type(input, visitor[name]);
    }
    expect(screen.getByRole('status')).toHaveTextContent('');

    await user.click(screen.getByRole('button', { name: demoFormCopy.submit }));
    expect(screen.getByRole('status')).toHaveTextContent(demoFormCopy.success);

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

  it('does not submit while a required field is empty', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<DemoSection />);
    await openForm(user);
    await user.type(field('Full Name'), visitor.name);

    await user.click(screen.getByRole('button', { name: demoFormCopy.submit }));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('cancels the pending reset when the section unmounts', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { unmount } = renderWithProviders(<DemoSection />);
    await openForm(user);
    for (const { name, label } of demoFormFields) await user.type(field(label), visitor[name]);
    await user.click(screen.getByRole('button', { name: demoFormCopy.submit }));

    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
