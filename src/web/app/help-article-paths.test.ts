import { expect, it } from 'vitest';
import { helpArticles } from '@shared/help-articles.ts';
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
    for (const [, before, after] of article.body.join('\n').matchAll(/([\w ]+) → ([\w ]+)/g)) {
      const group = [...groups.keys()].find((label) => before!.endsWith(label));
      const item = groups.get(group ?? '')?.find((label) => after!.startsWith(label));
      expect(item, `${article.id}: "${before} → ${after}"`).toBeDefined();
      followed.push(`${group} → ${item}`);
    }
  }
  expect(followed).toContain('AI Agents → Manage Agents');
  expect(followed).toContain('Billing → Usage');
});
