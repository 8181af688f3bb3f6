import { describe, expect, it } from 'vitest';
import { formatDollars } from './billing.ts';
import { articleText, helpArticles, helpCategories, searchArticles } from './help-articles.ts';
import { DEFAULT_FAREWELL, DEFAULT_GREETING, personalityCopy, sliderKeys } from './personality.ts';
import { planIds, plans } from './plans.ts';

const ids = (query: string, category: Parameters<typeof searchArticles>[2]) =>
  searchArticles(helpArticles, query, category).map((article) => article.id);

const text = (id: string) => articleText(helpArticles.find((a) => a.id === id)!);

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
    expect(ids('telegram', 'all')).toEqual(['connect-telegram-bot']);
    // Only in a description: "Bearer".
    expect(ids('bearer', 'all')).toEqual(['api-keys-bearer-auth']);
  });

  it('combines the query with the category', () => {
    expect(ids('', 'billing')).toEqual([
      'billing-dates-and-payments',
      'upgrade-to-professional',
      'read-usage-meters',
      'monthly-conversation-limit',
    ]);
    expect(ids('calendar', 'integrations')).toEqual(['connect-google-apple-calendar']);
    expect(ids('calendar', 'billing')).toEqual([]);
  });

  it('finds nothing for an unknown word', () => {
    expect(ids('zebra crossing', 'all')).toEqual([]);
  });

  it('walks through every guide in numbered steps and leads to the screen it explains', () => {
    for (const article of helpArticles) {
      if (article.type === 'guide') {
        expect(
          article.body.some((block) => typeof block === 'object' && 'steps' in block),
          article.id,
        ).toBe(true);
      }
      expect(article.links.length, article.id).toBeGreaterThan(0);
    }
  });

  describe('speak to a business owner, not about the code', () => {
    it.each(helpArticles.map((article) => [article.id, articleText(article)]))(
      '%s quotes no implementation detail',
      (id, words) => {
        // A template that lost its value, or an internal name, reads as nonsense to a reader.
        expect(words).not.toMatch(/undefined|NaN|\[object|\bnull\b|\btrue\b|\bfalse\b/);
        expect(words).not.toMatch(/steps of \d/i);
        expect(words).not.toMatch(/\b0\.\d+/);
        expect(words).not.toMatch(
          /\/api\/v1|LLM_|PGlite|PostgreSQL|pg_trgm|\bSSE\b|endpoint|payload|agent_unsure|customer_asked/,
        );
        // 'bot' is a conversation state's internal name, except where Telegram's bots are meant.
        if (id !== 'connect-telegram-bot') expect(words).not.toMatch(/\bbot\b/);
        // An amount of money always carries its currency.
        expect(words).not.toMatch(/(?<![$\d.,])\d[\d,.]*\s*(?:per month|a month|\/month|\/mo)\b/);
        for (const plan of planIds) {
          const price = String(plans[plan].monthlyPrice);
          expect(words).not.toMatch(new RegExp(`(?<![$\\d])${price}(?![\\d,])`));
        }
      },
    );

    it('gives each plan its price in dollars', () => {
      for (const plan of planIds) {
        expect(text('billing-dates-and-payments')).toContain(
          `${plans[plan].name}, ${formatDollars(plans[plan].monthlyPrice)} a month`,
        );
      }
    });
  });

  describe('say only what the portal does', () => {
    it('names the four personality traits the settings page has, and only those', () => {
      const personality = text('tune-personality-sliders');
      for (const key of sliderKeys) {
        expect(personality).toContain(personalityCopy.sliderLabels[key]);
        expect(personality).toContain(personalityCopy.sliderHints[key].toLowerCase());
      }
      expect(personality).not.toMatch(/enthusiasm|detail|preview/i);
    });

    it('leads to an agent’s personality from its card, as the portal does', () => {
      for (const id of ['tune-personality-sliders', 'greeting-and-farewell', 'custom-responses']) {
        expect(text(id)).toContain(
          "AI Agents → Manage Agents, then Edit on the agent's card (or Settings in its menu)",
        );
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
