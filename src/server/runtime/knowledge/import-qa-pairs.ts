import type { Language } from '@shared/briefing.ts';
import { qaInputSchema } from '@shared/knowledge.ts';
import {
  languageOfCell,
  OTHER_WAYS_SEPARATOR,
  QA_IMPORT_MAX_OTHER_WAYS,
  type QaImportResult,
  qaImportCopy as copy,
} from '@shared/qa-import.ts';
import { type AccountId, lockAccount } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { InvalidInput } from '@server/platform/errors/domain-errors.ts';
import {
  assertWithinLimit,
  defaultLanguage,
  insertIndexedSources,
  sizeOf,
  storedQaAnswers,
} from './knowledge-store.ts';
import type { QaCsvRow } from './read-qa-csv.ts';

type Pair = {
  row: number;
  question: string;
  answer: string;
  phrasings: string[];
  language: Language;
};

/**
 * Each row's problems in words, keyed `row.field` ("4.answer": "Row 4: Write the answer."),
 * as a 400's `fields` names what is wrong.
 */
class RowProblems {
  private readonly byKey = new Map<string, { row: number; message: string }>();
  add(row: number, field: string, message: string) {
    const key = `${row}.${field}`;
    if (!this.byKey.has(key)) this.byKey.set(key, { row, message: copy.row(row, message) });
  }
  /** Refuses the whole file when any row has a problem, listing them in the file's order. */
  throwAny() {
    if (this.byKey.size === 0) return;
    const entries = [...this.byKey].sort(([, a], [, b]) => a.row - b.row);
    const refusedRows = new Set(entries.map(([, { row }]) => row)).size;
    throw new InvalidInput(
      copy.rowsRefused(refusedRows),
      'invalid_rows',
      Object.fromEntries(entries.map(([key, { message }]) => [key, message])),
    );
  }
}

/**
 * A row as a Q&A pair, checked by the Q&A form's own schema; its language, when the cell is
 * empty, is the briefing's first, as for a pair added on the form.
 */
function pairOf(
  { row, cells, overflows }: QaCsvRow,
  fallback: Language,
  problems: RowProblems,
): Pair | undefined {
  // Its cells are shifted: what else is wrong with them follows from that.
  if (overflows) {
    problems.add(row, 'cells', copy.extraCells);
    return undefined;
  }
  const languageCell = cells.language?.trim() ?? '';
  const language = languageCell ? languageOfCell(languageCell) : fallback;
  if (!language) problems.add(row, 'language', copy.unknownLanguage(languageCell));
  const phrasings = (cells.phrasings ?? '')
    .split(OTHER_WAYS_SEPARATOR)
    .map((phrasing) => phrasing.trim())
    .filter((phrasing) => phrasing !== '');
  const parsed = qaInputSchema.safeParse({
    question: cells.question ?? '',
    answer: cells.answer ?? '',
    phrasings,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      problems.add(row, issue.path.join('.'), issue.message);
    }
    return undefined;
  }
  if (!language) return undefined;
  const { question, answer } = parsed.data;
  return { row, question, answer, phrasings: parsed.data.phrasings ?? [], language };
}

/**
 * Adds a CSV file's rows as Q&A pairs, all of them or none: every row is checked as the Q&A
 * form checks a pair, a question asked twice in the file is refused, and so is one the
 * knowledge base holds with another answer; a pair it holds already, answer and all, is left
 * as it is (so a file imported again adds only its new rows). Any refusal refuses the file,
 * naming each row and why. The pairs are written in one transaction, within the plan's
 * knowledge text as any Q&A, indexed at once; a file's passages are bounded (qa-import.ts) so
 * that transaction stays short.
 */
export async function importQaPairs(
  accountId: AccountId,
  db: Database,
  rows: readonly QaCsvRow[],
): Promise<QaImportResult> {
  const fallback = await defaultLanguage(accountId, db);
  const problems = new RowProblems();
  const pairs: Pair[] = [];
  const rowOfQuestion = new Map<string, number>();
  for (const row of rows) {
    const pair = pairOf(row, fallback, problems);
    if (!pair) continue;
    const key = pair.question.toLocaleLowerCase();
    const first = rowOfQuestion.get(key);
    if (first === undefined) {
      rowOfQuestion.set(key, pair.row);
      pairs.push(pair);
    } else {
      problems.add(pair.row, 'question', copy.sameQuestionAs(first));
    }
  }
  const otherWays = pairs.reduce((sum, pair) => sum + pair.phrasings.length, 0);
  if (otherWays > QA_IMPORT_MAX_OTHER_WAYS) {
    problems.throwAny();
    throw new InvalidInput(copy.tooManyOtherWays(otherWays), 'too_many_rows');
  }
  return db.transaction(async (tx) => {
    // In the account's turn: another import or Q&A added meanwhile is counted and compared.
    await lockAccount(tx, accountId);
    const stored = await storedQaAnswers(accountId, tx);
    const fresh: Pair[] = [];
    let alreadyThere = 0;
    for (const pair of pairs) {
      const answers = stored.get(pair.question.toLocaleLowerCase());
      if (!answers) fresh.push(pair);
      else if (answers.includes(pair.answer)) alreadyThere += 1;
      else problems.add(pair.row, 'question', copy.storedWithOtherAnswer);
    }
    problems.throwAny();
    const added = fresh.reduce(
      (sum, pair) => sum + sizeOf(pair.question, pair.answer, pair.phrasings),
      0,
    );
    await assertWithinLimit(accountId, tx, added);
    const ids =
      fresh.length === 0
        ? []
        : await insertIndexedSources(
            tx,
            accountId,
            fresh.map(({ question, answer, phrasings, language }) => ({
              kind: 'qa' as const,
              title: question,
              body: answer,
              phrasings,
              language,
            })),
          );
    return { added: ids.length, alreadyThere, ids };
  });
}
