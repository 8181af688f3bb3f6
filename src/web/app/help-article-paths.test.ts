import { expect, it } from 'vitest';
import { apiDocsPath } from '@shared/api-paths.ts';
import { blockText, helpArticles } from '@shared/help-articles.ts';
import { paths } from '@shared/paths.ts';
import { portalNav } from './portal-nav.ts';

// A reader follows "Group → Item" in an article to the sidebar: each must be there.
it('sends readers only to sidebar entries that exist', () => {
  const groups = new Map(
    portalNav.flatMap((entry) =>
      entry.kind === 'group' ? [[entry.label, entry.items.map((item) => item.label)]] : [],
    ),
  );
  const followed: string[] = [];
  for (const article of helpArticles) {
    const words = article.body.flatMap(blockText).join('\n');
    // An item's name may hold an ampersand (Facebook & Instagram).
    for (const [, before, after] of words.matchAll(/([\w ]+) → ([\w &]+)/g)) {
      const group = [...groups.keys()].find((label) => before!.endsWith(label));
      const item = groups.get(group ?? '')?.find((label) => after!.startsWith(label));
      expect(item, `${article.id}: "${before} → ${after}"`).toBeDefined();
      followed.push(`${group} → ${item}`);
    }
  }
  expect(followed).toContain('AI Agents → Manage Agents');
  expect(followed).toContain('Billing → Usage');
  expect(followed).toContain('Channels → Website Widget');
  expect(followed).toContain('Channels → WhatsApp');
  expect(followed).toContain('Channels → Facebook & Instagram');
  expect(followed).toContain('Conversations → Live');
});

// The buttons under an article open a portal screen, or the API reference the server serves.
it('links only to screens the portal has', () => {
  const screens = new Set<string>([...Object.values(paths.portal), apiDocsPath]);
  const linked = helpArticles.flatMap((article) => article.links.map((link) => link.to));
  for (const to of linked) expect(screens, to).toContain(to);
  expect(linked).toContain(paths.portal.websiteWidget);
  expect(linked).toContain(paths.portal.whatsapp);
  // A screen reached from articles and other screens rather than from the sidebar.
  expect(linked).toContain(paths.portal.personality);
  expect(linked).not.toContain(paths.portal.templates);
});
