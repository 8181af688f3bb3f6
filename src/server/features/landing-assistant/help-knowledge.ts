import { type ArticleBlock, type HelpArticle, helpArticles } from '@shared/help-articles.ts';
import type { Language } from '@shared/briefing.ts';
import type { SourceDraft } from '@server/runtime/knowledge/knowledge-store.ts';

export type HelpDocument = SourceDraft & { kind: 'document'; language: Language };

/** A block as the paragraph a reader sees: steps numbered, points one a line. */
function paragraphOf(block: ArticleBlock): string {
  if (typeof block === 'string') return block;
  if ('heading' in block) return block.heading;
  if ('steps' in block) return block.steps.map((step, index) => `${index + 1}. ${step}`).join('\n');
  return block.points.map((point) => `- ${point}`).join('\n');
}

/**
 * A help article as a document of the knowledge store: its title, then its one-line summary
 * and its blocks, a paragraph each, so the store cuts it into passages where the article's
 * own paragraphs and headings are. The buttons to screens are left out: they lead nowhere
 * from a chat on the landing.
 */
export const helpDocumentOf = (article: HelpArticle): HelpDocument => ({
  kind: 'document',
  title: article.title,
  body: [article.description, ...article.body.map(paragraphOf)].join('\n\n'),
  language: 'English',
});

/** The product's help center as the knowledge the landing's chat answers from. */
export const helpKnowledge = (articles: readonly HelpArticle[] = helpArticles) =>
  articles.map(helpDocumentOf);
