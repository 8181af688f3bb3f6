import picomatch from 'picomatch';

/**
 * The owner's include and exclude patterns, matched against a page's path (its query aside).
 * A pattern is a glob over the path: `/blog/*` matches `/blog/spring-menu`, `/blog/**` any depth
 * under `/blog/`, and `*` never crosses a `/`. A pattern that ends in `/*` also matches the folder
 * itself (`/blog/*` matches `/blog/`), since owners write it meaning "the blog". Letter case
 * counts, as it does in paths.
 */
export type PathPatterns = { include?: readonly string[]; exclude?: readonly string[] };

const matcherOf = (patterns: readonly string[]) => {
  const globs = patterns
    .map((pattern) => pattern.trim())
    .filter(Boolean)
    .map((pattern) => (pattern.startsWith('/') ? pattern : `/${pattern}`))
    .flatMap((pattern) => (pattern.endsWith('/*') ? [pattern, pattern.slice(0, -1)] : [pattern]));
  return globs.length > 0 ? picomatch(globs, { dot: true }) : null;
};

/** Whether the owner's patterns let the crawl read the page at `address`. */
export function pathFilter({ include = [], exclude = [] }: PathPatterns) {
  const included = matcherOf(include);
  const excluded = matcherOf(exclude);
  return (address: string) => {
    const { pathname } = new URL(address);
    const path = safeDecode(pathname);
    return (!included || included(path)) && !(excluded && excluded(path));
  };
}

function safeDecode(path: string) {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
