// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { apiPaths } from '@shared/api-paths.ts';
import {
  type Website,
  websiteCopy,
  websiteFormCopy,
  websiteKnowledgeCopy,
  type WebsitePage,
} from '@shared/website-knowledge.ts';
import { apiServer } from '@web/testing/api-server.ts';
import { renderWithProviders } from '@web/testing/render.tsx';
import { WebsiteCard } from './website-card.tsx';

const site: Website = {
  id: 'w1',
  address: 'https://www.mirador.example/',
  include: [],
  exclude: ['/blog/*'],
  depth: 3,
  schedule: 'weekly',
  crawl: {
    state: 'running',
    progress: { found: 12, indexed: 4, skipped: 1 },
    limitReached: false,
    failure: null,
    startedAt: '2026-05-20T10:00:00.000Z',
    finishedAt: null,
  },
  nextCrawlAt: null,
  pageLimit: 100,
  createdAt: '2026-05-20T10:00:00.000Z',
};

const shell: WebsitePage = {
  id: 'p1',
  address: 'https://www.mirador.example/book',
  title: 'Book',
  state: 'needsJavaScript',
  change: null,
  stateSentence: 'This page shows its text only with JavaScript.',
  duplicateOf: null,
  sourceId: null,
  crawledAt: '2026-05-20T10:00:00.000Z',
};

afterEach(cleanup);

describe('the website card', () => {
  it('shows the running crawl’s counts, its pages’ states in words, and cancels it', async () => {
    let cancelled = false;
    apiServer.use(
      http.get(apiPaths.websites, () => HttpResponse.json({ websites: [site] })),
      http.get(apiPaths.websitePages, () =>
        HttpResponse.json({ websiteId: site.id, pages: [shell], nextCursor: null }),
      ),
      http.delete(apiPaths.websiteCrawl, () => {
        cancelled = true;
        return HttpResponse.json({ ...site, crawl: { ...site.crawl, state: 'cancelling' } });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<WebsiteCard />);
    const crawl = await screen.findByRole('status', { name: websiteCopy.crawlStatus });
    expect(crawl).toHaveTextContent(websiteCopy.crawlStateLabels.running);
    expect(crawl).toHaveTextContent(websiteCopy.progress(site.crawl.progress));
    const page = await screen.findByRole('listitem', { name: 'Book' });
    expect(within(page).getByText(websiteKnowledgeCopy.stateLabels.needsJavaScript)).toBeVisible();
    expect(within(page).getByText(shell.stateSentence)).toBeVisible();
    await user.click(screen.getByRole('button', { name: websiteCopy.cancel }));
    await waitFor(() => expect(cancelled).toBe(true));
  });

  it('adds a website: each field says what is wrong in words, the server’s refusal of a path included', async () => {
    const sent: unknown[] = [];
    apiServer.use(
      http.get(apiPaths.websites, () => HttpResponse.json({ websites: [] })),
      http.post(apiPaths.websites, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          {
            error: {
              code: 'invalid_input',
              message: 'Check the fields.',
              fields: { 'exclude.1': websiteFormCopy.patternTooLong },
            },
          },
          { status: 400 },
        );
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<WebsiteCard />);
    await user.click(await screen.findByRole('button', { name: websiteCopy.add }));
    const dialog = await screen.findByRole('dialog', { name: websiteFormCopy.title });
    const address = within(dialog).getByRole('textbox', { name: /Website address/ });
    const exclude = within(dialog).getByRole('textbox', { name: websiteFormCopy.exclude });
    expect(within(dialog).getByText(websiteKnowledgeCopy.patternsHelp)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: websiteCopy.addAndCrawl }));
    expect(await within(dialog).findByText(websiteFormCopy.addressMissing)).toBeVisible();
    expect(sent).toEqual([]);

    await user.type(address, 'https://www.mirador.example');
    await user.type(exclude, '/blog/*{enter}/private/**');
    await user.click(within(dialog).getByRole('button', { name: websiteCopy.addAndCrawl }));
    expect(await within(dialog).findByText(websiteFormCopy.patternTooLong)).toBeVisible();
    expect(sent).toEqual([
      {
        address: 'https://www.mirador.example',
        include: [],
        exclude: ['/blog/*', '/private/**'],
        depth: 3,
        schedule: 'off',
      },
    ]);
  });
});
