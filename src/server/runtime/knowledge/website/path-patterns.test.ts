import { describe, expect, it } from 'vitest';
import { pathFilter } from './path-patterns.ts';

const site = 'https://www.estrela.example';
const reads = (patterns: Parameters<typeof pathFilter>[0], paths: readonly string[]) => {
  const wants = pathFilter(patterns);
  return paths.filter((path) => wants(`${site}${path}`));
};

describe('include and exclude patterns', () => {
  const paths = ['/', '/blog/', '/blog/spring', '/blog/2026/summer', '/blogger', '/shop?page=2'];

  it('reads every page when the owner gives none', () => {
    expect(reads({}, paths)).toEqual(paths);
  });

  it('reads with /blog/* the blog and its pages, not those in folders under it', () => {
    expect(reads({ include: ['/blog/*'] }, paths)).toEqual(['/blog/', '/blog/spring']);
    expect(reads({ include: ['/blog/**'] }, paths)).toEqual([
      '/blog/',
      '/blog/spring',
      '/blog/2026/summer',
    ]);
  });

  it('leaves out what is excluded, even when it is included', () => {
    expect(reads({ include: ['/blog/**'], exclude: ['/blog/2026/*'] }, paths)).toEqual([
      '/blog/',
      '/blog/spring',
    ]);
    expect(reads({ exclude: ['blog/*', ' '] }, paths)).toEqual([
      '/',
      '/blog/2026/summer',
      '/blogger',
      '/shop?page=2',
    ]);
  });

  it('matches the path as a person writes it, query aside', () => {
    expect(reads({ include: ['/shop'] }, paths)).toEqual(['/shop?page=2']);
    expect(reads({ include: ['/menú/*'] }, ['/men%C3%BA/bolos'])).toEqual(['/men%C3%BA/bolos']);
  });
});
