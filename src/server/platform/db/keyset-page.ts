import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * Pages newest first, by `(created_at, id)`: a page starts after the last row of the one
 * before, so rows added meanwhile neither repeat nor push others off a page (as an offset
 * would). The cursor carries that row's creation time in microseconds (the database's own
 * precision: a JavaScript Date would round it away) and its id, base64url-encoded.
 */
export type PageCursor = { micros: string; id: string };

/** What a store takes: how many rows, after which one. */
export type PageRequest = { limit: number; after?: PageCursor };

type Keyed = { createdAt: PgColumn; id: PgColumn };

const micros = /^\d{1,18}$/;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const encodeCursor = ({ micros, id }: PageCursor) =>
  Buffer.from(`${micros}.${id}`).toString('base64url');

/** The cursor, or undefined when the text is not one this API made. */
export function decodeCursor(text: string): PageCursor | undefined {
  const [time, id, ...rest] = Buffer.from(text, 'base64url').toString().split('.');
  if (rest.length > 0 || !time || !id || !micros.test(time) || !uuid.test(id)) return undefined;
  return { micros: time, id };
}

/** Select it beside a row: the row's place in the order, for the next page's cursor. */
export const pageKey = (table: Keyed) =>
  sql<string>`(extract(epoch from ${table.createdAt}) * 1000000)::bigint::text`;

/** The WHERE condition of rows after the cursor; undefined on the first page. */
export function afterCursor(table: Keyed, after: PageCursor | undefined): SQL | undefined {
  if (!after) return undefined;
  const at = sql`timestamptz 'epoch' + ${after.micros}::bigint * interval '1 microsecond'`;
  return sql`(${table.createdAt}, ${table.id}) < (${at}, ${after.id})`;
}

/** ORDER BY of the pages: newest first, the id breaking ties. */
export const newestFirst = (table: Keyed) => [sql`${table.createdAt} desc`, sql`${table.id} desc`];

/**
 * Rows fetched with `limit + 1` (to learn whether more follow) as a page: at most `limit`
 * of them, and the cursor after the last when more follow.
 */
export function toPage<Row extends { id: string; pageKey: string }>(rows: Row[], limit: number) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  const nextCursor =
    rows.length > limit && last ? encodeCursor({ micros: last.pageKey, id: last.id }) : null;
  return { items, nextCursor };
}
