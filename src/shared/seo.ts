import { brand } from './brand.ts';

/** What search engines and link previews show for the public site. */
export const seo = {
  title: `${brand.productName} — AI customer service and sales agents for small businesses`,
  description:
    'An autonomous AI agent for your website and messaging channels: give it a briefing, and it answers customers, books appointments and sells for you 24/7, with live escalation to your team.',
  ogImage: '/og-image.png',
  /** Public pages worth indexing; the portal is private. */
  indexedPaths: ['/', '/login'],
} as const;
