import { describe, expect, it } from 'vitest';
import type { MessageAnswer } from '@shared/answers.ts';
import {
  knowledgeListSchema,
  type KnowledgeSource,
  QA_ANSWER_MAX_LENGTH,
} from '@shared/knowledge.ts';
import {
  QA_IMPORT_MAX_BYTES,
  QA_IMPORT_MAX_OTHER_WAYS,
  QA_IMPORT_MAX_ROWS,
  qaImportCopy as copy,
  qaImportResultSchema,
  qaImportTemplate,
} from '@shared/qa-import.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import { agentChat } from '@server/testing/agent-chat.ts';
import { fillKnowledgeBut } from '@server/testing/nearly-full-knowledge.ts';
import { useTestServer } from '@server/testing/test-server.ts';
import { countKnowledge } from './knowledge-store.ts';

const server = useTestServer('qa-import');
const base = '/api/v1/knowledge';

type Headers = Record<string, string>;

function importFile(headers: Headers, content: string | Uint8Array, name = 'faq.csv') {
  const form = new FormData();
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  form.append('file', new File([new Uint8Array(bytes)], name, { type: 'text/csv' }));
  return server.request(`${base}/qa-imports`, { method: 'POST', headers, body: form });
}

async function imported(headers: Headers, content: string | Uint8Array) {
  const res = await importFile(headers, content);
  expect(res.status, await res.clone().text()).toBe(201);
  return qaImportResultSchema.parse(await res.json());
}

async function refusal(res: Response, status = 400) {
  expect(res.status).toBe(status);
  return ((await res.json()) as { error: { code: string; message: string; fields?: object } })
    .error;
}

/** The account's Q&A pairs by question. */
async function pairs(headers: Headers) {
  const res = await server.request(`${base}?limit=100`, { headers });
  const { sources } = knowledgeListSchema.parse(await res.json());
  return new Map<string, KnowledgeSource>(sources.map((source) => [source.title, source]));
}

describe('importing Q&A pairs from a CSV file', () => {
  it('adds the example file’s pairs with their languages and other ways of asking', async () => {
    const { headers } = await server.signIn({ sampleData: false });
    const result = await imported(headers, qaImportTemplate);
    expect(result).toMatchObject({ added: 3, alreadyThere: 0 });
    expect(result.ids).toHaveLength(3);
    const stored = await pairs(headers);
    expect(stored.get('Do you open on Sundays?')).toMatchObject({
      kind: 'qa',
      body: 'No, we are closed on Sundays. We open Monday to Saturday, 9 am to 6 pm.',
      language: 'English',
      phrasings: ['Are you open this weekend?', 'Sunday hours?'],
      state: 'indexed',
      passageCount: 3,
    });
    // An empty language cell is the briefing's first language (English without a briefing).
    expect(stored.get('How can I pay?')).toMatchObject({ language: 'English' });
    expect(stored.get('¿Hacen presupuestos gratis?')).toMatchObject({
      language: 'Spanish',
      phrasings: [],
    });
  });

  it('reads quotes, commas and line breaks in a field, a byte order mark and Windows line ends', async () => {
    const { headers } = await server.signIn({ sampleData: false });
    const csv =
      '\uFEFFQuestion,Answer\r\n' +
      '"Where do I park, and is it free?","Behind the shop.\r\nIt is free for customers, and ""free"" means free."\r\n' +
      '\r\n' +
      'Do you sell gift cards?,Yes: ask at the desk.\r\n';
    const { ids } = await imported(headers, csv);
    const whole = await Promise.all(
      ids.map(async (id) => (await server.request(`${base}/${id}`, { headers })).json()),
    );
    expect(whole).toMatchObject([
      {
        title: 'Where do I park, and is it free?',
        body: 'Behind the shop.\r\nIt is free for customers, and "free" means free.',
      },
      { title: 'Do you sell gift cards?', body: 'Yes: ask at the desk.' },
    ]);
  });

  it('reads a file a European spreadsheet saves: semicolons, Windows-1252 and columns in any order', async () => {
    const { headers } = await server.signIn({ sampleData: false });
    const csv =
      'LANGUAGE;Other Ways;answer;QUESTION\n' +
      'fr;Ouvert le samedi ?|Horaires du samedi;Oui, de 9 h à 12 h, 5,50 € le café.;Êtes-vous ouverts le samedi ?\n' +
      'German;;Ja, gerne.;Können Sie das Auto abholen?\n';
    // Windows-1252 writes each of these characters as one byte, as Latin-1 does.
    const bytes = Uint8Array.from(
      [...csv].map((char) => (char === '€' ? 0x80 : char.charCodeAt(0))),
    );
    expect(await imported(headers, bytes)).toMatchObject({ added: 2 });
    const stored = await pairs(headers);
    expect(stored.get('Êtes-vous ouverts le samedi ?')).toMatchObject({
      body: 'Oui, de 9 h à 12 h, 5,50 € le café.',
      language: 'French',
      phrasings: ['Ouvert le samedi ?', 'Horaires du samedi'],
    });
    expect(stored.get('Können Sie das Auto abholen?')).toMatchObject({ language: 'German' });
  });

  it('refuses the whole file when any row is wrong, naming every such row and why', async () => {
    const { headers } = await server.signIn({ sampleData: false });
    const csv = [
      'question,answer,language,other ways',
      'Do you open on Sundays?,No.,English,',
      'Do you repair bikes?,,,',
      ',Yes.,,',
      'Do you deliver?,Yes,Klingon,',
      'Do you open on sundays?,Yes.,,',
      `Is it long?,${'x'.repeat(QA_ANSWER_MAX_LENGTH + 1)},,`,
      'Do you sell tyres?,Yes, all brands.,,',
      'Fine?,Yes.,,one way|one way',
      '',
    ].join('\n');
    const error = await refusal(await importFile(headers, csv));
    expect(error).toEqual({
      code: 'invalid_rows',
      message: copy.rowsRefused(7),
      fields: {
        '3.answer': 'Row 3: Write the answer.',
        '4.question': 'Row 4: Write the question.',
        '5.language': `Row 5: ${copy.unknownLanguage('Klingon')}`,
        '6.question': 'Row 6: The same question as row 2: keep one of them.',
        '7.answer': `Row 7: Keep the answer under ${QA_ANSWER_MAX_LENGTH + 1} characters.`,
        '8.cells': `Row 8: ${copy.extraCells}`,
        '9.phrasings.1': 'Row 9: This way of asking is already in the list.',
      },
    });
    expect((await pairs(headers)).size).toBe(0);
  });

  it('leaves pairs the knowledge base has already, and refuses a question it has with another answer', async () => {
    const { headers } = await server.signIn({ sampleData: false });
    await imported(headers, qaImportTemplate);
    const again = await imported(
      headers,
      `${qaImportTemplate}Do you have parking?,"Yes, behind the shop.",,\r\n`,
    );
    expect(again).toMatchObject({ added: 1, alreadyThere: 3 });
    expect((await pairs(headers)).size).toBe(4);

    const changed = await refusal(
      await importFile(headers, 'question,answer\nHOW CAN I PAY?,Only by card.\n'),
    );
    expect(changed.fields).toEqual({ '2.question': `Row 2: ${copy.storedWithOtherAnswer}` });
    expect((await pairs(headers)).get('How can I pay?')?.body).toBe(
      'By card, in cash or by bank transfer.',
    );
  });

  it('refuses a file that is too large, too long, of another type or not CSV, in words', async () => {
    const { id, headers } = await server.signIn({ sampleData: false });
    const row = 'Is this a question?,It is an answer.\n';
    const tooLarge = await importFile(
      headers,
      `question,answer\n${row.repeat(QA_IMPORT_MAX_BYTES / row.length + 1)}`,
    );
    expect(await refusal(tooLarge, 413)).toMatchObject({
      message: copy.fileTooLarge('faq.csv'),
    });
    const manyRows = Array.from({ length: QA_IMPORT_MAX_ROWS + 1 }, (_, i) => `Q${i}?,A${i}.`);
    expect(
      await refusal(await importFile(headers, `question,answer\n${manyRows.join('\n')}`)),
    ).toEqual({ code: 'too_many_rows', message: copy.tooManyRows });
    // The most a file may hold is imported.
    expect(
      await imported(headers, `question,answer\n${manyRows.slice(1).join('\n')}`),
    ).toMatchObject({ added: QA_IMPORT_MAX_ROWS });

    const wordy = Array.from({ length: QA_IMPORT_MAX_OTHER_WAYS / 10 + 1 }, (_, i) => {
      const ways = Array.from({ length: 10 }, (_, way) => `Way ${way} of ${i}?`);
      return `Wordy ${i}?,Yes.,,${ways.join('|')}`;
    });
    expect(
      await refusal(
        await importFile(headers, `question,answer,language,other ways\n${wordy.join('\n')}`),
      ),
    ).toEqual({
      code: 'too_many_rows',
      message: copy.tooManyOtherWays(QA_IMPORT_MAX_OTHER_WAYS + 10),
    });

    const other = await importFile(headers, '%PDF-1.7', 'faq.pdf');
    expect(await refusal(other, 415)).toMatchObject({ message: copy.fileWrongType('faq.pdf') });
    const workbook = await importFile(headers, new Uint8Array([0x50, 0x4b, 3, 4, 20, 0]));
    expect(await refusal(workbook)).toMatchObject({ message: copy.workbook('faq.csv') });
    const binary = await importFile(headers, new Uint8Array([113, 0, 1, 2, 0, 255]));
    expect(await refusal(binary)).toMatchObject({ message: copy.notText('faq.csv') });
    const noHeader = await importFile(headers, 'Do you open?,Yes.\n');
    expect(await refusal(noHeader)).toMatchObject({
      message: copy.missingColumns(['question', 'answer']),
    });
    const onlyHeader = await importFile(headers, 'question,answer\n,\n');
    expect(await refusal(onlyHeader)).toMatchObject({ message: copy.noRows });
    const unclosed = await importFile(headers, 'question,answer\nOpen?,Yes.\n"Closed?,No.\n');
    expect(await refusal(unclosed)).toMatchObject({ message: copy.quoteNotClosed(3) });
    const empty = await importFile(headers, '');
    expect(await refusal(empty)).toMatchObject({ message: copy.fileMissing });
    const notForm = await server.request(`${base}/qa-imports`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'text/csv' },
      body: qaImportTemplate,
    });
    expect(notForm.status).toBe(415);
    expect(await countKnowledge(id as AccountId, server.database.db)).toEqual({
      qa: QA_IMPORT_MAX_ROWS,
    });
  });

  it('refuses pairs beyond the plan’s knowledge text as adding one does', async () => {
    const { id, headers } = await server.signIn({ sampleData: false });
    await fillKnowledgeBut(server.database.db, id, 100);
    const error = await refusal(await importFile(headers, qaImportTemplate));
    expect(error.code).toBe('plan_limit');
    expect(error.message).toContain('Essential plan holds 2 MB of knowledge text');
    expect((await pairs(headers)).size).toBe(1);
  });

  it('gives an imported pair’s answer to a customer who asks its question', async () => {
    const { headers } = await server.signIn({ sampleData: false });
    await imported(
      headers,
      'question,answer\nDo you fit winter tyres?,"Yes, from 40 € a set, in about an hour."\n',
    );
    const chat = agentChat(server, headers);
    const agent = await chat.newAgent();
    const conversation = await chat.started(agent.id);
    const res = await chat.send(conversation.id, 'do you fit winter tyres');
    expect(res.status).toBe(201);
    const { answer } = (await res.json()) as MessageAnswer;
    expect(answer?.text).toBe('Yes, from 40 € a set, in about an hour.');
  });
});
