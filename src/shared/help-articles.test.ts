import { describe, expect, it } from 'vitest';
import { helpArticles, helpCategories, searchArticles } from './help-articles.ts';
import { DEFAULT_FAREWELL, DEFAULT_GREETING, personalityCopy, sliderKeys } from './personality.ts';

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

  describe('say only what the portal does', () => {
    const text = (id: string) => {
      const article = helpArticles.find((a) => a.id === id)!;
      return [article.title, article.description, ...article.body].join('\n');
    };

    it('names the four personality sliders the settings page has, and only those', () => {
      const personality = text('tune-personality-sliders');
      for (const key of sliderKeys) {
        expect(personality).toContain(personalityCopy.sliderLabels[key]);
        expect(personality).toContain(personalityCopy.sliderHints[key].toLowerCase());
      }
      expect(personality).not.toMatch(/enthusiasm|detail|preview/i);
    });

    it('leads to the personality settings from an agent card, as the portal does', () => {
      for (const id of ['tune-personality-sliders', 'greeting-and-farewell']) {
        expect(text(id)).toContain('AI Agents → Manage Agents, then Edit on any agent card');
        expect(text(id)).not.toContain('AI Agents → Personality Settings');
      }
    });

    it('quotes the default greeting and farewell as the product has them', () => {
      expect(text('greeting-and-farewell')).toContain(DEFAULT_GREETING);
      expect(text('greeting-and-farewell')).toContain(DEFAULT_FAREWELL);
    });

    it('offers no video: the help center shows every article as text', () => {
      expect(helpArticles.filter((a) => a.type === 'video')).toEqual([]);
    });
  });
});
