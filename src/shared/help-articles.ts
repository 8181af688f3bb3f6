import { analyticsArticles } from './help/analytics-articles.ts';
import {
  type ArticleBlock,
  type HelpArticle,
  type HelpArticleType,
  type HelpCategory,
} from './help/article-shape.ts';
import { billingArticles } from './help/billing-articles.ts';
import { customizationArticles } from './help/customization-articles.ts';
import { gettingStartedArticles } from './help/getting-started-articles.ts';
import { integrationsArticles } from './help/integrations-articles.ts';

export {
  type ArticleBlock,
  type ArticleCategory,
  type ArticleLink,
  type HelpArticle,
  type HelpArticleType,
  type HelpCategory,
  helpArticleTypes,
  helpCategories,
} from './help/article-shape.ts';

/** The help center (specification §2, §3, §5): one article per task, in the order a new business meets them. */
export const helpArticles: readonly HelpArticle[] = [
  ...gettingStartedArticles,
  ...customizationArticles,
  ...integrationsArticles,
  ...analyticsArticles,
  ...billingArticles,
];

export const helpCopy = {
  subtitle: 'Guides, videos and articles on setting up your agents and getting the most from them.',
  searchLabel: 'Search articles',
  searchPlaceholder: 'Search by title or description',
  categoryLabel: 'Category',
  empty: 'No articles found matching your search.',
  results: (n: number) => (n === 1 ? '1 article' : `${n} articles`),
  read: 'Read',
  close: 'Close',
  stillNeedHelp: 'Still need help?',
  stillNeedHelpText: 'Our support team answers every ticket by email.',
  submitTicket: 'Submit a Ticket',
  /** The heading over an article's links to the screens it explains. */
  whereToFindIt: 'Where to find it',
  categories: {
    all: 'All',
    'getting-started': 'Getting Started',
    customization: 'Customization',
    integrations: 'Integrations',
    analytics: 'Analytics',
    billing: 'Billing',
  } satisfies Record<HelpCategory, string>,
  types: { guide: 'Guide', video: 'Video', article: 'Article' } satisfies Record<
    HelpArticleType,
    string
  >,
} as const;

/** Title or description contains the query, ignoring case, within the chosen category. */
export function searchArticles(
  articles: readonly HelpArticle[],
  query: string,
  category: HelpCategory,
): HelpArticle[] {
  const needle = query.trim().toLowerCase();
  return articles.filter(
    (article) =>
      (category === 'all' || article.category === category) &&
      (needle === '' ||
        article.title.toLowerCase().includes(needle) ||
        article.description.toLowerCase().includes(needle)),
  );
}

/** A block's words, whatever its kind. */
export const blockText = (block: ArticleBlock): string[] => {
  if (typeof block === 'string') return [block];
  if ('heading' in block) return [block.heading];
  return [...('steps' in block ? block.steps : block.points)];
};

/** Every word a reader sees in an article, one paragraph, heading or step a line. */
export const articleText = (article: HelpArticle) =>
  [
    article.title,
    article.description,
    ...article.body.flatMap(blockText),
    ...article.links.map((link) => link.label),
  ].join('\n');
