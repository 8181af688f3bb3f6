// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '@shared/api-paths.ts';
import { qaImportCopy as copy, qaImportTemplateName } from '@shared/qa-import.ts';
import { apiServer } from '@web/testing/api-server.ts';
import { renderWithProviders } from '@web/testing/render.tsx';
import { KnowledgeBaseCard } from './knowledge-base-card.tsx';

const csv = (name = 'faq.csv') => new File(['question,answer\nOpen?,Yes.\n'], name);

/** An empty knowledge base whose import answers each file with the next of `answers`. */
function renderCard(answers: Response[]) {
  const calls = { lists: 0, imports: 0 };
  apiServer.use(
    http.get(apiPaths.knowledge, () => {
      calls.lists += 1;
      return HttpResponse.json({
        sources: [],
        nextCursor: null,
        usage: { usedBytes: 0, limitBytes: 2e6 },
      });
    }),
    http.post(apiPaths.knowledgeQaImports, () => answers[calls.imports++]!),
  );
  renderWithProviders(<KnowledgeBaseCard />);
  return calls;
}

async function openImport(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: copy.open }));
  return screen.findByRole('dialog', { name: copy.title });
}

// jsdom lays nothing out, and has no scrolling to bring the refusal into sight.
beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(cleanup);

describe('Import from CSV', () => {
  it('says which columns a file needs and offers an example of one', async () => {
    const user = userEvent.setup();
    renderCard([]);
    const dialog = await openImport(user);
    for (const column of copy.columns) expect(within(dialog).getByText(column.name)).toBeVisible();
    expect(within(dialog).getByRole('link', { name: copy.template })).toHaveAttribute(
      'download',
      qaImportTemplateName,
    );
    await user.click(within(dialog).getByRole('button', { name: copy.import }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(copy.fileMissing);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists each row to correct of a refused file, then says how many pairs a corrected one added', async () => {
    const user = userEvent.setup();
    const rows = { '3.answer': 'Row 3: Write the answer.', '5.language': 'Row 5: “xx” is not…' };
    const calls = renderCard([
      HttpResponse.json(
        { error: { code: 'invalid_rows', message: copy.rowsRefused(2), fields: rows } },
        { status: 400 },
      ),
      HttpResponse.json({ added: 12, alreadyThere: 0, ids: [] }, { status: 201 }),
    ]);
    const dialog = await openImport(user);
    await user.upload(within(dialog).getByLabelText(copy.choose), csv());
    expect(within(dialog).getByText('faq.csv')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: copy.import }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(copy.rowsRefused(2));
    const listed = within(alert).getByRole('list', { name: copy.rowErrorsTitle });
    expect(
      within(listed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(Object.values(rows));

    await user.upload(within(dialog).getByLabelText(copy.choose), csv('faq-corrected.csv'));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    const listsBefore = calls.lists;
    await user.click(within(dialog).getByRole('button', { name: copy.import }));
    expect(await screen.findByText(copy.added(12, 0))).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.lists).toBeGreaterThan(listsBefore);
  });
});
