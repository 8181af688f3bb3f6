// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { helpArticles, helpCopy, searchArticles } from '@shared/help-articles.ts';
import { paths } from '@shared/paths.ts';
import { renderWithProviders } from '@web/testing/render.tsx';
import HelpCenterPage from './help-center-page.tsx';

const articleTitles = () =>
  screen
    .queryAllByRole('article')
    .map((article) => within(article).getByRole('heading').textContent);

const titlesOf = (query: string, category: Parameters<typeof searchArticles>[2]) =>
  searchArticles(helpArticles, query, category).map((article) => article.title);

const article = (id: string) => helpArticles.find((a) => a.id === id)!;

describe('HelpCenterPage', () => {
  afterEach(cleanup);

  it('searches titles and descriptions within the chosen category', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HelpCenterPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Help Center' })).toBeInTheDocument();
    expect(articleTitles()).toHaveLength(helpArticles.length);

    await user.type(screen.getByLabelText(helpCopy.searchLabel), 'CALENDAR');
    expect(articleTitles()).toContain(article('connect-google-apple-calendar').title);

    await user.click(screen.getByRole('button', { name: helpCopy.categories.integrations }));
    expect(articleTitles()).toEqual(titlesOf('calendar', 'integrations'));

    await user.click(screen.getByRole('button', { name: helpCopy.categories.billing }));
    expect(screen.getByRole('button', { name: helpCopy.categories.billing })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(articleTitles()).toEqual([]);
    expect(screen.getByText(helpCopy.empty)).toBeInTheDocument();

    await user.clear(screen.getByLabelText(helpCopy.searchLabel));
    expect(articleTitles()).toEqual(titlesOf('', 'billing'));
    expect(articleTitles()).toContain('Upgrade from Essential to Professional');
  });

  it('reads an article as headings, paragraphs and numbered steps', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HelpCenterPage />);
    const knowledge = article('add-knowledge-qa-documents');
    await user.click(screen.getByRole('button', { name: `${helpCopy.read}: ${knowledge.title}` }));
    const dialog = screen.getByRole('dialog', { name: knowledge.title });

    expect(within(dialog).getByRole('heading', { name: 'Add a document' })).toBeInTheDocument();
    const [qaSteps] = within(dialog).getAllByRole('list');
    expect(
      within(qaSteps!)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([
      'Choose Add Q&A.',
      'Write the Question as a customer would ask it, and the Answer as you want agents to give it.',
      'Choose Save. The page confirms: “Saved and indexed.”',
    ]);
    expect(dialog).toHaveTextContent('.txt, .md, .pdf or .docx, up to 5 MB');
  });

  it('takes the reader to the screen an article explains', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Routes>
        <Route path={paths.portal.helpCenter} element={<HelpCenterPage />} />
        <Route path={paths.portal.websiteWidget} element={<h1>Website widget screen</h1>} />
      </Routes>,
      { route: paths.portal.helpCenter },
    );
    const website = article('put-agent-on-website');
    await user.click(screen.getByRole('button', { name: `${helpCopy.read}: ${website.title}` }));
    const links = within(screen.getByRole('dialog')).getByRole('navigation', {
      name: helpCopy.whereToFindIt,
    });
    await user.click(within(links).getByRole('link', { name: 'Open Website Widget' }));
    expect(screen.getByRole('heading', { name: 'Website widget screen' })).toBeInTheDocument();
  });

  it('opens the API reference as a page of its own', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HelpCenterPage />);
    const keys = article('api-keys-bearer-auth');
    await user.click(screen.getByRole('button', { name: `${helpCopy.read}: ${keys.title}` }));
    expect(
      within(screen.getByRole('dialog')).getByRole('link', { name: 'Read the API reference' }),
    ).toHaveAttribute('href', '/api/docs');
  });
});
