import { z } from 'zod';

/** Lists that grow come in pages: at most this many items, this many when not asked. */
export const PAGE_LIMIT_MAX = 100;
export const PAGE_LIMIT_DEFAULT = 50;

export const pageCopy = {
  limitInvalid: `Ask for 1 to ${PAGE_LIMIT_MAX} items.`,
  cursorInvalid: 'This cursor is not valid: send the nextCursor of the previous page.',
} as const;

/** The query of every paginated list: `?limit=50&cursor=…`. */
export const pageQuerySchema = z.object({
  limit: z.coerce
    .number({ error: pageCopy.limitInvalid })
    .int(pageCopy.limitInvalid)
    .min(1, pageCopy.limitInvalid)
    .max(PAGE_LIMIT_MAX, pageCopy.limitInvalid)
    .default(PAGE_LIMIT_DEFAULT)
    .describe(
      `How many items at most, 1 to ${PAGE_LIMIT_MAX}; ${PAGE_LIMIT_DEFAULT} when left out.`,
    ),
  cursor: z
    .string()
    .max(200, pageCopy.cursorInvalid)
    .optional()
    .describe('The `nextCursor` of the previous page; left out for the first page.'),
});
export type PageQuery = z.input<typeof pageQuerySchema>;

/**
 * A page of a list: the items under `key`, and `nextCursor`, the cursor of the next page
 * (null on the last). The cursor is opaque: send it back as it came.
 */
export const pageSchema = <const Key extends string, Item extends z.ZodType>(
  key: Key,
  item: Item,
) =>
  z.object({
    ...({ [key]: z.array(item) } as Record<Key, z.ZodArray<Item>>),
    nextCursor: z
      .string()
      .nullable()
      .describe('The `cursor` of the next page; null when this page is the last.'),
  });

/** The query string of a page: `?limit=…&cursor=…`, each only when given. */
export function pageSearch({ limit, cursor }: PageQuery = {}) {
  const search = new URLSearchParams();
  if (limit !== undefined) search.set('limit', String(limit));
  if (cursor) search.set('cursor', cursor);
  const text = search.toString();
  return text ? `?${text}` : '';
}
