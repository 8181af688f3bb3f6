// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { helpArticles, helpCopy } from '@shared/help-articles.ts';
import { renderWithProviders } from '@web/testing/render.tsx';
import HelpCenterPage from './help-center-page.tsx';

const articleTitles = () =>
  screen
    .queryAllByRole('article')
    .map((article) => within(article).getByRole('heading').textContent);

describe('HelpCenterPage', () => {
  afterEach(cleanup);

  it('searches titles and descriptions within the chosen category', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HelpCenterPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Help Center' })).toBeInTheDocument();
    expect(articleTitles()).toHaveLength(helpArticles.length);

    await user.type(screen.getByLabelText(helpCopy.searchLabel), 'CALENDAR');
    expect(articleTitles()).toContain('Connect Google or Apple Calendar with your keys');

    await user.click(screen.getByRole('button', { name: helpCopy.categories.billing }));
    expect(screen.getByRole('button', { name: helpCopy.categories.billing })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(articleTitles()).toEqual([]);
    expect(screen.getByText(helpCopy.empty)).toBeInTheDocument();

    await user.clear(screen.getByLabelText(helpCopy.searchLabel));
    expect(articleTitles()).toEqual([
      'Upgrade from Essential to Professional',
      'Billing dates and monthly payments',
    ]);
  });

  it('opens an article to read it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HelpCenterPage />);
    const [first] = helpArticles;
    await user.click(screen.getByRole('button', { name: `${helpCopy.read}: ${first!.title}` }));
    const dialog = screen.getByRole('dialog', { name: first!.title });
    expect(dialog).toHaveTextContent(first!.body[0]!);
  });
});
