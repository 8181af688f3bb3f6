import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { embeddedDatabaseDir, type Database } from '@server/platform/db/open-database.ts';
import { rawRows } from '@server/platform/db/raw-rows.ts';

// Where given words are kept, found the way a probe would look: every table the database's
// catalogue lists (a table added later is searched too) and every file under DATA_DIR.

/** One place a word was found: `table <schema>.<name>` or `file <path under DATA_DIR>`. */
export type StoredWord = { word: string; place: string };

/** A word as text and as the hex a bytea column shows it in. */
const formsOf = (word: string) => [word, Buffer.from(word, 'utf8').toString('hex')];

const holds = (text: string, word: string) => formsOf(word).some((form) => text.includes(form));

/** Every table of the database outside the system's own schemas. */
export async function everyTable(db: Database) {
  return rawRows<{ schema: string; name: string }>(
    db,
    sql`select table_schema as schema, table_name as name from information_schema.tables
        where table_type = 'BASE TABLE'
          and table_schema not in ('pg_catalog', 'information_schema')
        order by 1, 2`,
  );
}

/** The tables holding each word, any column (a whole row as text, bytea as hex). */
export async function tablesHolding(db: Database, words: readonly string[]) {
  const found: StoredWord[] = [];
  for (const { schema, name } of await everyTable(db)) {
    const rows = await rawRows<{ row: string }>(
      db,
      sql`select t::text as row from ${sql.identifier(schema)}.${sql.identifier(name)} as t`,
    );
    for (const word of words) {
      if (rows.some(({ row }) => holds(row, word))) {
        found.push({ word, place: `table ${schema}.${name}` });
      }
    }
  }
  return found;
}

function decodeQuotedPrintable(text: string) {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** A file's text as stored, and as a mail reader would decode its parts. */
function readableForms(bytes: Buffer) {
  const raw = bytes.toString('utf8');
  const base64Blocks = raw.match(/(?:^[A-Za-z0-9+/]{8,}={0,2}\r?$\n?)+/gm) ?? [];
  return [
    raw,
    decodeQuotedPrintable(raw),
    ...base64Blocks.map((block) => Buffer.from(block, 'base64').toString('utf8')),
  ];
}

/**
 * The files under `dataDir` holding each word (mails decoded). The embedded database's own
 * folder is left out: its rows are searched through SQL by `tablesHolding`.
 */
export async function filesHolding(dataDir: string, words: readonly string[]) {
  const databaseDir = embeddedDatabaseDir(dataDir);
  const entries = await readdir(dataDir, { recursive: true, withFileTypes: true });
  const found: StoredWord[] = [];
  for (const entry of entries) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || file.startsWith(`${databaseDir}${path.sep}`)) continue;
    const forms = readableForms(await readFile(file));
    for (const word of words) {
      if (forms.some((text) => holds(text, word))) {
        found.push({ word, place: `file ${path.relative(dataDir, file)}` });
      }
    }
  }
  return found;
}

/** Every place, table or file, that holds one of the words. */
export async function whereStored(db: Database, dataDir: string, words: readonly string[]) {
  return [...(await tablesHolding(db, words)), ...(await filesHolding(dataDir, words))];
}
