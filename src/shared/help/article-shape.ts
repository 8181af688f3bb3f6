import { paths } from '../paths.ts';
import { navCopy, screenTitles, type PortalScreen } from '../portal-copy.ts';

/** The help center's categories and article types (specification §3, §5). */
export const helpCategories = [
  'all',
  'getting-started',
  'customization',
  'integrations',
  'analytics',
  'billing',
] as const;
export type HelpCategory = (typeof helpCategories)[number];
export type ArticleCategory = Exclude<HelpCategory, 'all'>;

export const helpArticleTypes = ['guide', 'video', 'article'] as const;
export type HelpArticleType = (typeof helpArticleTypes)[number];

/** A paragraph, a heading over the blocks after it, numbered steps, or a bulleted list. */
export type ArticleBlock =
  string | { heading: string } | { steps: readonly string[] } | { points: readonly string[] };

/** A screen the article is about, offered as a way to go there; `label` is the button's text. */
export type ArticleLink = { label: string; to: string };

export type HelpArticle = {
  id: string;
  title: string;
  /** One line: what the reader can do after reading. Searched with the title. */
  description: string;
  category: ArticleCategory;
  type: HelpArticleType;
  body: readonly ArticleBlock[];
  links: readonly ArticleLink[];
};

/** A portal screen, named by its title, as a link. */
export const screenLink = (screen: PortalScreen): ArticleLink => ({
  label: `Open ${screenTitles[screen]}`,
  to: paths.portal[screen],
});

type NavGroup =
  | 'businessSetup'
  | 'aiAgents'
  | 'channels'
  | 'conversations'
  | 'integrations'
  | 'billing'
  | 'support';
type NavItem = Exclude<keyof typeof navCopy, NavGroup | 'label' | 'waitingCount' | 'dashboard'>;

/** 'Billing → Usage': how a reader finds a screen in the sidebar. */
export const nav = (group: NavGroup, item: NavItem) => `${navCopy[group]} → ${navCopy[item]}`;

/** 'a, b and c' (or 'a, b or c'). */
export const listOf = (items: readonly string[], conjunction: 'and' | 'or' = 'and') =>
  items.length < 2
    ? items.join('')
    : `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;

/** A text the screen shows, quoted as the reader will see it. */
export const quoted = (text: string) => `“${text}”`;
