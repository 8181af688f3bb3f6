// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { aiConfigCopy as copy } from '@shared/ai-config.ts';
import { apiPaths } from '@shared/api-paths.ts';
import { type KnowledgeSource, phrasingCopy, QA_PHRASINGS_MAX } from '@shared/knowledge.ts';
import { apiServer } from '@web/testing/api-server.ts';
import { renderWithProviders } from '@web/testing/render.tsx';
import { KnowledgeBaseCard } from './knowledge-base-card.tsx';

const sundays: KnowledgeSource = {
  id: 'k1',
  kind: 'qa',
  title: 'Do you open on Sundays?',
  body: 'No, we are closed on Sundays.',
  phrasings: ['Open this weekend?', 'Sunday hours?'],
  language: 'English',
  fileName: null,
  address: null,
  size: 80,
  state: 'indexed',
  failure: null,
  passageCount: 3,
  indexedAt: '2026-05-20T10:00:00.000Z',
  createdAt: '2026-05-20T10:00:00.000Z',
  updatedAt: '2026-05-20T10:00:00.000Z',
};

/** The knowledge base of one Q&A; each PATCH is kept and answered with `answer`. */
function renderCard(
  answer?: (patch: Record<string, unknown>) => Response,
  source: KnowledgeSource = sundays,
) {
  const patches: Record<string, unknown>[] = [];
  apiServer.use(
    http.get(apiPaths.knowledge, () =>
      HttpResponse.json({
        sources: [source],
        nextCursor: null,
        usage: { usedBytes: 80, limitBytes: 2e6 },
      }),
    ),
    http.get(apiPaths.knowledgeSource, () => HttpResponse.json(source)),
    http.patch(apiPaths.knowledgeSource, async ({ request }) => {
      const patch = (await request.json()) as Record<string, unknown>;
      patches.push(patch);
      return answer?.(patch) ?? HttpResponse.json({ ...source, ...patch });
    }),
  );
  renderWithProviders(<KnowledgeBaseCard />);
  return patches;
}

async function openEdit(user: ReturnType<typeof userEvent.setup>) {
  const row = await screen.findByRole('listitem', { name: sundays.title });
  await user.click(within(row).getByRole('button', { name: copy.actionsFor(sundays.title) }));
  await user.click(screen.getByRole('menuitem', { name: copy.edit }));
  return screen.findByRole('dialog', { name: copy.qaTitleEdit });
}

afterEach(cleanup);

describe('a Q&A’s other ways of asking', () => {
  it('are edited, removed and added line by line, and saved with the Q&A', async () => {
    const user = userEvent.setup();
    const patches = renderCard();
    const row = await screen.findByRole('listitem', { name: sundays.title });
    expect(row).toHaveTextContent(phrasingCopy.count(2));
    const dialog = await openEdit(user);
    const ways = within(dialog).getByRole('group', { name: phrasingCopy.label });
    const line = (index: number) =>
      within(ways).getByRole('textbox', { name: phrasingCopy.line(index) });
    expect(line(0)).toHaveValue('Open this weekend?');
    expect(line(1)).toHaveValue('Sunday hours?');

    await user.click(within(ways).getByRole('button', { name: phrasingCopy.remove(0) }));
    expect(line(0)).toHaveValue('Sunday hours?');
    await user.clear(line(0));
    await user.type(line(0), 'What time on Sunday?');
    await user.click(within(ways).getByRole('button', { name: phrasingCopy.add }));
    expect(line(1)).toHaveFocus();
    await user.type(line(1), 'r u open sun');

    await user.click(within(dialog).getByRole('button', { name: copy.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patches).toEqual([
      {
        question: sundays.title,
        answer: sundays.body,
        phrasings: ['What time on Sunday?', 'r u open sun'],
      },
    ]);
  });

  it('says beside a line what is wrong with it, from the form and from the server', async () => {
    const user = userEvent.setup();
    const patches = renderCard(() =>
      HttpResponse.json(
        {
          error: {
            code: 'invalid_input',
            message: 'Some fields are not valid.',
            fields: { 'phrasings.1': phrasingCopy.tooLong },
          },
        },
        { status: 400 },
      ),
    );
    const dialog = await openEdit(user);
    const ways = within(dialog).getByRole('group', { name: phrasingCopy.label });
    await user.click(within(ways).getByRole('button', { name: phrasingCopy.add }));
    await user.click(within(dialog).getByRole('button', { name: copy.save }));
    const empty = within(ways).getByRole('textbox', { name: phrasingCopy.line(2) });
    expect(await within(ways).findByText(phrasingCopy.missing)).toBeInTheDocument();
    expect(empty).toHaveAttribute('aria-invalid', 'true');
    expect(patches).toEqual([]);

    await user.click(within(ways).getByRole('button', { name: phrasingCopy.remove(2) }));
    await user.click(within(dialog).getByRole('button', { name: copy.save }));
    expect(await within(ways).findByText(phrasingCopy.tooLong)).toBeInTheDocument();
    expect(within(ways).getByRole('textbox', { name: phrasingCopy.line(1) })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it(`stops adding at ${QA_PHRASINGS_MAX}`, async () => {
    const user = userEvent.setup();
    const phrasings = Array.from({ length: QA_PHRASINGS_MAX - 1 }, (_, index) => `Way ${index}`);
    renderCard(undefined, { ...sundays, phrasings });
    const dialog = await openEdit(user);
    const ways = within(dialog).getByRole('group', { name: phrasingCopy.label });
    const add = within(ways).getByRole('button', { name: phrasingCopy.add });
    await user.click(add);
    expect(within(ways).getAllByRole('textbox')).toHaveLength(QA_PHRASINGS_MAX);
    expect(add).toBeDisabled();
  });
});

describe('adding Q&A pairs', () => {
  it('saves one and starts the next in the same dialog, then saves the last and closes', async () => {
    const user = userEvent.setup();
    const added: unknown[] = [];
    renderCard();
    apiServer.use(
      http.post(apiPaths.knowledgeQa, async ({ request }) => {
        const body = (await request.json()) as { question: string; answer: string };
        added.push(body);
        return HttpResponse.json(
          { ...sundays, id: `k${added.length + 1}`, title: body.question, body: body.answer },
          { status: 201 },
        );
      }),
    );
    await user.click(await screen.findByRole('button', { name: copy.addQa }));
    const dialog = await screen.findByRole('dialog', { name: copy.qaTitleNew });
    const question = within(dialog).getByLabelText(new RegExp(`^${copy.question}`));
    const answer = within(dialog).getByLabelText(new RegExp(`^${copy.answer}`));
    await user.type(question, 'Are pets allowed?');
    await user.type(answer, 'Yes, small dogs travel in a carrier.');
    await user.click(within(dialog).getByRole('button', { name: copy.saveAndAddAnother }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(copy.savedAddNext);
    await waitFor(() => expect(question).toHaveValue(''));
    expect(answer).toHaveValue('');
    expect(question).toHaveFocus();
    await user.type(question, 'Do you have child seats?');
    await user.type(answer, 'Yes, for every age, at €5 a day.');
    await user.click(within(dialog).getByRole('button', { name: copy.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(added).toEqual([
      {
        question: 'Are pets allowed?',
        answer: 'Yes, small dogs travel in a carrier.',
        phrasings: [],
      },
      {
        question: 'Do you have child seats?',
        answer: 'Yes, for every age, at €5 a day.',
        phrasings: [],
      },
    ]);
  });
});
