import { z } from 'zod';
import { type Language, languageCodes, languageOptions } from './briefing.ts';
import { formatBytes, QA_PHRASINGS_MAX } from './knowledge.ts';

/**
 * Q&A pairs imported from a CSV file (a spreadsheet saved as CSV): one pair a row, under a
 * header row naming the columns. The file is imported whole or not at all: any row that
 * cannot be added is named with its reason, and nothing is added until the file is right.
 */

/** The form field that carries the file. */
export const qaImportFileField = 'file';

/**
 * A file of at most 1 MB, 500 pairs and 1,500 other ways of asking: a small business's
 * questions fit many times over. The pairs are written and indexed in one transaction, which
 * the embedded database's other requests wait for: each pair and each way of asking is a
 * passage, about a third of a millisecond each to index, so a file's 2,000 passages at most
 * keep others waiting under a second.
 */
export const QA_IMPORT_MAX_BYTES = 1024 * 1024;
export const QA_IMPORT_MAX_ROWS = 500;
export const QA_IMPORT_MAX_OTHER_WAYS = 1_500;
/** The multipart request around the file: the file and its boundaries. */
export const QA_IMPORT_REQUEST_MAX_BYTES = QA_IMPORT_MAX_BYTES + 64 * 1024;

/** What spreadsheets save a CSV file as. */
export const qaImportFileExtensions = ['csv', 'txt'] as const;

/** Separates a row's other ways of asking in their one cell. */
export const OTHER_WAYS_SEPARATOR = '|';

/**
 * The columns, each with the header names it is known by (read without letter case and with
 * spaces, hyphens and underscores alike). `question` and `answer` are required.
 */
export const qaImportColumns = {
  question: ['question'],
  answer: ['answer'],
  language: ['language'],
  phrasings: ['other ways', 'other ways customers ask this', 'other ways of asking', 'phrasings'],
} as const;
export type QaImportColumn = keyof typeof qaImportColumns;

/** A header cell as it is compared with the names above. */
export const headerKey = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');

/**
 * A language cell: the product's name of a language or its code, letter case aside; a
 * region after the code is ignored ("pt-BR" is Portuguese).
 */
export function languageOfCell(cell: string): Language | undefined {
  const key = cell.trim().toLowerCase();
  const code = key.split(/[-_]/)[0];
  return languageOptions.find(
    (language) => language.toLowerCase() === key || languageCodes[language] === code,
  );
}

/** POST /api/v1/knowledge/qa-imports: what the import added. */
export const qaImportResultSchema = z.object({
  added: z.number().int().describe('How many Q&A pairs were added.'),
  alreadyThere: z
    .number()
    .int()
    .describe(
      'Rows whose question and answer the knowledge base had already: left as they are, not added again.',
    ),
  ids: z.array(z.string()).describe('The ids of the Q&A pairs added, in the file’s order.'),
});
export type QaImportResult = z.infer<typeof qaImportResultSchema>;

/** The example file the portal offers, and the test that it imports as it reads. */
export const qaImportTemplate = [
  'question,answer,language,other ways',
  'Do you open on Sundays?,"No, we are closed on Sundays. We open Monday to Saturday, 9 am to 6 pm.",English,Are you open this weekend?|Sunday hours?',
  'How can I pay?,"By card, in cash or by bank transfer.",,Do you take cards?',
  '¿Hacen presupuestos gratis?,"Sí, el presupuesto es gratis y sin compromiso.",es,',
  '',
].join('\r\n');
export const qaImportTemplateName = 'qa-pairs-example.csv';

const list = (items: readonly string[]) =>
  `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
const pairs = (count: number) => (count === 1 ? '1 Q&A pair' : `${count} Q&A pairs`);
const rows = (count: number) => (count === 1 ? '1 row' : `${count} rows`);
const importAgain = 'Correct the file and import it again.';

/** The import's texts: the portal's dialog, and every refusal in words. */
export const qaImportCopy = {
  open: 'Import from CSV',
  title: 'Import Q&A pairs from a CSV file',
  intro:
    'Save your spreadsheet as CSV with one Q&A pair a row, under a header row that names the columns:',
  columns: [
    { name: 'question', hint: 'required' },
    { name: 'answer', hint: 'required' },
    {
      name: 'language',
      hint: 'optional: a language such as English or Spanish, or its code such as en or es; empty for your briefing’s first language',
    },
    {
      name: 'other ways',
      hint: `optional: other ways customers ask the question, separated by ${OTHER_WAYS_SEPARATOR} (up to ${QA_PHRASINGS_MAX})`,
    },
  ],
  separators: 'Commas or semicolons both work; a text with either goes in double quotes.',
  wholeFile: `Up to ${QA_IMPORT_MAX_ROWS} pairs, ${QA_IMPORT_MAX_OTHER_WAYS.toLocaleString('en-US')} other ways of asking and ${formatBytes(QA_IMPORT_MAX_BYTES)} a file. If any row cannot be added, nothing is, and each such row is listed.`,
  template: 'Download an example file',
  choose: 'Choose a CSV file',
  chooseAnother: 'Choose another file',
  noFile: 'No file chosen',
  importing: 'Importing…',
  import: 'Import',
  cancel: 'Cancel',
  rowErrorsTitle: 'Rows to correct',
  failed: 'The file could not be imported. Try again.',
  added: (added: number, alreadyThere: number) =>
    `${pairs(added)} added.` +
    (alreadyThere === 0
      ? ''
      : ` ${rows(alreadyThere)} ${alreadyThere === 1 ? 'was' : 'were'} in the knowledge base already.`),
  // The file as a whole.
  fileMissing: 'Choose a CSV file to import.',
  fileTooLarge: (name: string) =>
    `${name} is larger than ${formatBytes(QA_IMPORT_MAX_BYTES)}, the most a file of Q&A pairs can be. Split it into smaller files.`,
  requestTooLarge: `The upload is too large: a file of Q&A pairs can be at most ${formatBytes(QA_IMPORT_MAX_BYTES)}.`,
  fileWrongType: (name: string) => `${name} is not a .csv file.`,
  workbook: (name: string) =>
    `${name} is a spreadsheet workbook, not CSV. Save it as “CSV UTF-8” from your spreadsheet and import that file.`,
  notText: (name: string) => `${name} is not a text file. Save your spreadsheet as CSV.`,
  quoteNotClosed: (row: number) =>
    `A double quote in row ${row} is never closed, so the rest of the file cannot be read. ${importAgain}`,
  unreadable: (row: number) => `The file cannot be read as CSV at row ${row}. ${importAgain}`,
  noHeader: 'The file is empty. Its first row names the columns: question, answer.',
  missingColumns: (missing: readonly string[]) =>
    `The first row must name the columns; it has no ${list(missing.map((name) => `“${name}”`))} column. Write question and answer (and optionally language and other ways) in the first row.`,
  repeatedColumn: (name: string) => `The first row names the “${name}” column twice.`,
  noRows: 'The file has no Q&A pairs under its header row.',
  tooManyRows: `The file has more than ${QA_IMPORT_MAX_ROWS} Q&A pairs; import at most ${QA_IMPORT_MAX_ROWS} at a time. Split it into smaller files.`,
  tooManyOtherWays: (count: number) =>
    `The file’s pairs have ${count.toLocaleString('en-US')} other ways of asking; import at most ${QA_IMPORT_MAX_OTHER_WAYS.toLocaleString('en-US')} at a time. Split it into smaller files.`,
  rowsRefused: (count: number) =>
    `${rows(count)} cannot be added, so nothing was imported. ${importAgain}`,
  // One row: "Row 4: Write the answer."
  row: (row: number, message: string) => `Row ${row}: ${message}`,
  extraCells:
    'It has more cells than the header row. Put a text that holds a comma or semicolon in double quotes.',
  unknownLanguage: (cell: string) =>
    `“${cell}” is not one of the languages: write ${list(languageOptions)}, or a code such as en or es, or leave it empty.`,
  sameQuestionAs: (row: number) => `The same question as row ${row}: keep one of them.`,
  storedWithOtherAnswer:
    'Your knowledge base has this question already, with another answer. Change it there, or remove this row.',
} as const;
