import { describe, expect, it } from 'vitest';
import { helpArticles, helpCategories, searchArticles } from './help-articles.ts';

const ids = (query: string, category: Parameters<typeof searchArticles>[2]) =>
  searchArticles(helpArticles, query, category).map((article) => article.id);

describe('help articles', () => {
  it('has at least two articles in every category, with unique ids', () => {
    for (const category of helpCategories.filter((c) => c !== 'all')) {
      expect(helpArticles.filter((a) => a.category === category).length).toBeGreaterThan(1);
    }
    expect(new Set(helpArticles.map((a) => a.id)).size).toBe(helpArticles.length);
  });

  it('lists everything for an empty query in All', () => {
    expect(ids('  ', 'all')).toHaveLength(helpArticles.length);
  });

  it('matches the title or the description, ignoring case', () => {
    expect(ids('WHATSAPP', 'all')).toContain('connect-whatsapp-qr');
    // Only in a description: "Bearer".
    expect(ids('bearer', 'all')).toEqual(['api-keys-bearer-auth']);
  });

  it('combines the query with the category', () => {
    expect(ids('', 'billing')).toEqual(['upgrade-to-professional', 'billing-dates-and-payments']);
    expect(ids('calendar', 'integrations')).toEqual(['connect-google-apple-calendar']);
    expect(ids('calendar', 'billing')).toEqual([]);
  });

  it('finds nothing for an unknown word', () => {
    expect(ids('zebra crossing', 'all')).toEqual([]);
  });
});
