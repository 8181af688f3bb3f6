// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { apiPaths } from '@shared/api-paths.ts';
import { type Note, noteCopy as copy } from '@shared/notes.ts';
import { apiServer } from '@web/testing/api-server.ts';
import { renderWithProviders } from '@web/testing/render.tsx';
import { NoteForm } from './note-form.tsx';

afterEach(cleanup);

const stored = (text: string): Note => ({
  id: 'n1',
  conversationId: 'c1',
  authorName: 'Dana',
  text,
  createdAt: '2026-11-29T10:00:00.000Z',
});

describe('the note form', () => {
  it('says only the team sees notes, posts the note and empties the field', async () => {
    const posted: unknown[] = [];
    apiServer.use(
      http.post(apiPaths.conversationNotes, async ({ request, params }) => {
        const body = (await request.json()) as { text: string };
        posted.push({ id: params.id, ...body });
        return HttpResponse.json(stored(body.text), { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<NoteForm id="c1" />);

    expect(screen.getByText(copy.onlyTeam)).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: copy.noteLabel });
    await user.type(field, 'Prefers email');
    await user.click(screen.getByRole('button', { name: copy.add }));

    await waitFor(() => expect(field).toHaveValue(''));
    expect(posted).toEqual([{ id: 'c1', text: 'Prefers email' }]);
  });

  it('shows the server’s words under the field and keeps the text', async () => {
    apiServer.use(
      http.post(apiPaths.conversationNotes, () =>
        HttpResponse.json(
          {
            error: {
              code: 'invalid_input',
              message: 'Write the note.',
              fields: { text: 'Write the note.' },
            },
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<NoteForm id="c1" />);

    await user.type(screen.getByRole('textbox', { name: copy.noteLabel }), '   ');
    await user.click(screen.getByRole('button', { name: copy.add }));

    expect(await screen.findByText('Write the note.')).toBeInTheDocument();
    expect(screen.queryByText(copy.onlyTeam)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: copy.noteLabel })).toHaveValue('   ');
  });
});
