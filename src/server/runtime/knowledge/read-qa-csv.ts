import { Readable } from 'node:stream';
import iconv from 'iconv-lite';
import { CsvError, parse } from 'csv-parse';
import {
  headerKey,
  QA_IMPORT_MAX_ROWS,
  type QaImportColumn,
  qaImportColumns,
  qaImportCopy as copy,
} from '@shared/qa-import.ts';
import { InvalidInput } from '@server/platform/errors/domain-errors.ts';

/** One row of the file as written: its number as a spreadsheet shows it, and its cells. */
export type QaCsvRow = {
  row: number;
  cells: Partial<Record<QaImportColumn, string>>;
  /** It has more cells than the header: a separator left unquoted in a text, most often. */
  overflows: boolean;
};

const refused = (message: string, code = 'invalid_file') => new InvalidInput(message, code);

const utf16 = (bytes: Uint8Array) =>
  (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
// A .xlsx or .ods workbook is a zip file.
const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/**
 * The file's text. Spreadsheets save CSV as UTF-8 (with or without a byte order mark), as
 * UTF-16 ("Unicode text"), or, in older versions, in the Windows code page of Western Europe;
 * text that is not UTF-8 is read as that code page, where every byte is a character.
 */
function decode(bytes: Uint8Array, name: string): string {
  if (isZip(bytes)) throw refused(copy.workbook(name), 'not_csv');
  let text: string;
  if (utf16(bytes)) {
    text = new TextDecoder(bytes[0] === 0xff ? 'utf-16le' : 'utf-16be').decode(bytes);
  } else {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      text = iconv.decode(Buffer.from(bytes), 'windows-1252');
    }
  }
  // NUL is in no spreadsheet's text, and the database cannot store it: another kind of file.
  if (text.includes('\u0000')) throw refused(copy.notText(name), 'not_csv');
  return text;
}

/**
 * The separator, as the header row uses it: a comma, or a semicolon as spreadsheets write
 * CSV where the comma is the decimal mark, or a tab. The header names no text with them.
 */
function separatorOf(text: string) {
  const header = text.slice(0, text.search(/\r|\n|$/));
  const counts = [',', ';', '\t'].map((separator) => ({
    separator,
    count: header.split(separator).length,
  }));
  return counts.reduce((best, next) => (next.count > best.count ? next : best)).separator;
}

/** Which column each header cell is, or refuses a header without the required ones. */
function columnsOf(header: readonly string[]): (QaImportColumn | undefined)[] {
  const columns = header.map((cell) => {
    const key = headerKey(cell);
    return (Object.keys(qaImportColumns) as QaImportColumn[]).find((column) =>
      (qaImportColumns[column] as readonly string[]).includes(key),
    );
  });
  const missing = (['question', 'answer'] as const).filter((name) => !columns.includes(name));
  if (missing.length > 0) throw refused(copy.missingColumns(missing));
  const repeated = columns.find((column, index) => column && columns.indexOf(column) !== index);
  if (repeated) throw refused(copy.repeatedColumn(qaImportColumns[repeated][0]));
  return columns;
}

// Parsed a slice at a time, so the thread answers other requests between slices.
const SLICE_CHARACTERS = 64 * 1024;
function* slices(text: string) {
  for (let at = 0; at < text.length; at += SLICE_CHARACTERS) {
    yield text.slice(at, at + SLICE_CHARACTERS);
  }
}

/** The error of the CSV reader, in words, with the row it stopped at. */
function unreadable(error: CsvError) {
  const row = Number(error.records ?? 0) + 1;
  return refused(
    error.code === 'CSV_QUOTE_NOT_CLOSED' ? copy.quoteNotClosed(row) : copy.unreadable(row),
  );
}

/**
 * The rows of a CSV file of Q&A pairs, each with its number as a spreadsheet shows it (the
 * header is row 1), rows with no text left out. Refuses, in words, a file that is not CSV
 * text, has no header naming the question and answer columns, no pairs, or more than the
 * most a file may hold (reading stops there).
 */
export async function readQaCsv(bytes: Uint8Array, name: string): Promise<QaCsvRow[]> {
  const text = decode(bytes, name);
  const parser = Readable.from(slices(text)).pipe(
    parse({
      delimiter: separatorOf(text),
      bom: true,
      // A row may stop short of the last columns; one with more is told apart below.
      relax_column_count: true,
      // A quote inside a text that is not itself quoted (He said "hi") is only a character.
      relax_quotes: true,
    }),
  );
  let columns: (QaImportColumn | undefined)[] | undefined;
  let records = 0;
  const rows: QaCsvRow[] = [];
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      records += 1;
      if (!columns) {
        columns = columnsOf(record);
        continue;
      }
      if (record.every((cell) => cell.trim() === '')) continue;
      if (rows.length === QA_IMPORT_MAX_ROWS) throw refused(copy.tooManyRows, 'too_many_rows');
      const cells: QaCsvRow['cells'] = {};
      columns.forEach((column, index) => {
        if (column) cells[column] = record[index] ?? '';
      });
      rows.push({ row: records, cells, overflows: record.length > columns.length });
    }
  } catch (error) {
    parser.destroy();
    if (error instanceof CsvError) throw unreadable(error);
    throw error;
  }
  if (!columns) throw refused(copy.noHeader);
  if (rows.length === 0) throw refused(copy.noRows);
  return rows;
}
