import type { z } from 'zod';
import { pageCopy, pageQuerySchema } from '@shared/pagination.ts';
import { decodeCursor, type PageRequest } from '@server/platform/db/keyset-page.ts';
import { invalidInput, queryOf } from './validate.ts';

/**
 * Route middleware of every paginated list: `?limit` and `?cursor`; routes read
 * `c.req.valid('query')`, a PageRequest for the store. A cursor this API did not make is 400.
 */
export const pageQuery = queryOf(pageQuerySchema, (query) => pageRequestOf(query));

/** A valid `?limit&cursor` as a store's PageRequest; a cursor this API did not make is 400. */
export function pageRequestOf({ limit, cursor }: z.output<typeof pageQuerySchema>): PageRequest {
  if (cursor === undefined) return { limit };
  const after = decodeCursor(cursor);
  if (!after) throw invalidInput({ cursor: pageCopy.cursorInvalid });
  return { limit, after };
}
