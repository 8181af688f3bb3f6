// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '@shared/api-paths.ts';
import { ticketCopy } from '@shared/support.ts';
import { apiServer } from '@web/testing/api-server.ts';
import { renderWithProviders } from '@web/testing/render.tsx';
import { TicketForm } from './ticket-form.tsx';

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

/** Answers every ticket upload with `status` and `body`, keeping what was sent. */
function answerTickets(status: number, body: JsonBodyType) {
  const sent: FormData[] = [];
  apiServer.use(
    http.post(apiPaths.tickets, async ({ request }) => {
      sent.push(await request.formData());
      return HttpResponse.json(body, { status });
    }),
  );
  return sent;
}

function renderForm() {
  const onOutcome = vi.fn();
  renderWithProviders(<TicketForm onOutcome={onOutcome} />);
  return onOutcome;
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('TicketForm', () => {
  afterEach(cleanup);

  it('says in words what is missing, and sends nothing', async () => {
    const user = userEvent.setup();
    const sent = answerTickets(201, ticket);
    renderForm();
    expect(screen.getByText(ticketCopy.attachmentHint)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: ticketCopy.submit }));
    expect(await screen.findByText(ticketCopy.subjectRequired)).toBeInTheDocument();
    expect(screen.getByText(ticketCopy.descriptionRequired)).toBeInTheDocument();
    expect(screen.getByText(ticketCopy.categoryRequired)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
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
    const sent = answerTickets(201, ticket);
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
    const [form] = sent;
    expect(
      Object.fromEntries([...form!.entries()].filter(([, v]) => typeof v === 'string')),
    ).toEqual({
      subject: 'Invoice question',
      description: 'Our invoice shows the wrong company name.',
      category: 'billing',
      priority: 'medium',
    });
    // jsdom's File loses its name on the way into Node's FormData; the name is covered by the
    // API and browser tests.
    expect(await (form!.get('attachments') as File).text()).toBe('%PDF-1.7');
    expect(field(ticketCopy.subject)).toHaveValue('');
    expect(field(ticketCopy.description)).toHaveValue('');
    expect(screen.queryByRole('list', { name: ticketCopy.attachments })).toBeNull();
  });

  it("shows the server's refusal of a file and reports the failure", async () => {
    const user = userEvent.setup();
    answerTickets(415, {
      error: { code: 'unsupported_file_type', message: ticketCopy.fileContentMismatch('a.png') },
    });
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
