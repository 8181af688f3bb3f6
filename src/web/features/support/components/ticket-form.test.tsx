// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ticketCopy } from '@shared/support.ts';
import { TicketForm } from './ticket-form.tsx';

/** Answers every upload with `status` and `body`, after reporting half, then all, sent. */
class FakeXhr {
  static answer = { status: 201, body: {} as unknown };
  static sent: FormData[] = [];
  status = 0;
  statusText = '';
  responseText = '';
  private listeners: Record<string, () => void> = {};
  private uploadListeners: Record<string, (event: ProgressEvent) => void> = {};
  upload = {
    addEventListener: (name: string, listener: (event: ProgressEvent) => void) => {
      this.uploadListeners[name] = listener;
    },
  };
  open() {}
  setRequestHeader() {}
  addEventListener(name: string, listener: () => void) {
    this.listeners[name] = listener;
  }
  send(body: FormData) {
    FakeXhr.sent.push(body);
    setTimeout(() => {
      for (const loaded of [50, 100]) {
        this.uploadListeners.progress?.({
          lengthComputable: true,
          loaded,
          total: 100,
        } as ProgressEvent);
      }
      this.status = FakeXhr.answer.status;
      this.responseText = JSON.stringify(FakeXhr.answer.body);
      this.listeners.load?.();
    }, 0);
  }
}

const ticket = {
  id: 't1',
  subject: 'Help',
  description: 'Please',
  category: 'billing',
  priority: 'medium',
  status: 'open',
  createdAt: new Date().toISOString(),
  attachments: [],
};

function renderForm() {
  const onOutcome = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TicketForm onOutcome={onOutcome} />
    </QueryClientProvider>,
  );
  return onOutcome;
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('TicketForm', () => {
  beforeEach(() => {
    FakeXhr.sent = [];
    FakeXhr.answer = { status: 201, body: ticket };
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says in words what is missing, and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.getByText(ticketCopy.attachmentHint)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: ticketCopy.submit }));
    expect(await screen.findByText(ticketCopy.subjectRequired)).toBeInTheDocument();
    expect(screen.getByText(ticketCopy.descriptionRequired)).toBeInTheDocument();
    expect(screen.getByText(ticketCopy.categoryRequired)).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('refuses a file over 10 MB or of another type as it is chosen', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderForm();
    const big = new File(['x'], 'big.pdf');
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(fileInput(), big);
    expect(screen.getByRole('alert')).toHaveTextContent(ticketCopy.fileTooLarge('big.pdf'));
    await user.upload(fileInput(), new File(['x'], 'notes.txt'));
    expect(screen.getByRole('alert')).toHaveTextContent(ticketCopy.fileWrongType('notes.txt'));
    expect(screen.queryByRole('list', { name: ticketCopy.attachments })).toBeNull();
  });

  it('sends the ticket with its files, medium by default, then resets the form', async () => {
    const user = userEvent.setup();
    const onOutcome = renderForm();
    await user.type(field(ticketCopy.subject), 'Invoice question');
    await user.type(field(ticketCopy.description), 'Our invoice shows the wrong company name.');
    await user.click(field(ticketCopy.category));
    await user.click(screen.getByRole('option', { name: ticketCopy.categories.billing }));
    await user.upload(fileInput(), new File(['%PDF-1.7'], 'invoice.pdf'));
    expect(screen.getByRole('list', { name: ticketCopy.attachments })).toHaveTextContent(
      'invoice.pdf',
    );
    await user.click(screen.getByRole('button', { name: ticketCopy.submit }));

    await waitFor(() => expect(onOutcome).toHaveBeenCalledWith('submitted'));
    const sent = FakeXhr.sent[0]!;
    expect(
      Object.fromEntries([...sent.entries()].filter(([, v]) => typeof v === 'string')),
    ).toEqual({
      subject: 'Invoice question',
      description: 'Our invoice shows the wrong company name.',
      category: 'billing',
      priority: 'medium',
    });
    expect((sent.get('attachments') as File).name).toBe('invoice.pdf');
    expect(field(ticketCopy.subject)).toHaveValue('');
    expect(field(ticketCopy.description)).toHaveValue('');
    expect(screen.queryByRole('list', { name: ticketCopy.attachments })).toBeNull();
  });

  it("shows the server's refusal of a file and reports the failure", async () => {
    const user = userEvent.setup();
    FakeXhr.answer = {
      status: 415,
      body: {
        error: { code: 'unsupported_file_type', message: ticketCopy.fileContentMismatch('a.png') },
      },
    };
    const onOutcome = renderForm();
    await user.type(field(ticketCopy.subject), 'S');
    await user.type(field(ticketCopy.description), 'D');
    await user.click(field(ticketCopy.category));
    await user.click(screen.getByRole('option', { name: ticketCopy.categories.other }));
    await user.upload(fileInput(), new File(['nope'], 'a.png'));
    await user.click(screen.getByRole('button', { name: ticketCopy.submit }));
    await waitFor(() => expect(onOutcome).toHaveBeenCalledWith('failed'));
    expect(screen.getByRole('alert')).toHaveTextContent(ticketCopy.fileContentMismatch('a.png'));
    expect(field(ticketCopy.subject)).toHaveValue('S');
  });
});
