import { describe, expect, it } from 'vitest';
import { apiPaths } from '@shared/api-paths.ts';
import { knowledgeCopy, knowledgeSourceSchema } from '@shared/knowledge.ts';
import { accountPlan } from '@server/platform/db/schema.ts';
import {
  docxBomb,
  flateBombPdf,
  manyPagesPdf,
  oneWordText,
  paragraphsText,
  slowPdf,
} from '@server/testing/crafted-documents.ts';
import { type TestApp, useTestServer } from '@server/testing/test-server.ts';

/**
 * Files crafted to exhaust whoever reads them, uploaded as an attacker would: each is stored
 * as failed with the reason in words, and meanwhile other accounts are answered as usual.
 */
const server = useTestServer('crafted-uploads');
const MB = 1024 * 1024;

type Headers = Record<string, string>;
const encode = (text: string) => new TextEncoder().encode(text);

function upload(headers: Headers, name: string, bytes: Uint8Array, app?: TestApp) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name));
  form.append('language', 'English');
  const init = { method: 'POST', headers, body: form };
  return (app ?? server).request(apiPaths.knowledgeUploads, init);
}

function reindex(headers: Headers, id: string) {
  return server.request(apiPaths.knowledgeReindex.replace(':id', id), {
    method: 'POST',
    headers,
  });
}

async function stored(answer: Response | Promise<Response>) {
  const res = await answer;
  expect(res.status).toBe(201);
  return knowledgeSourceSchema.parse(await res.json());
}

async function professional(app?: TestApp) {
  const account = await server.signIn({ sampleData: false }, app);
  await server.database.db
    .insert(accountPlan)
    .values({ accountId: account.id, planId: 'professional' });
  return account;
}

/**
 * Another account's agents list, asked again and again until `reading` settles: how many
 * answers came while it was still being read.
 */
async function answeredWhile(reading: Promise<unknown>, headers: Headers, app?: TestApp) {
  let settled = false;
  const done = reading.then(
    () => (settled = true),
    () => (settled = true),
  );
  let answered = 0;
  while (!settled) {
    const res = await (app ?? server).request(apiPaths.agents, { headers });
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    if (!settled) answered++;
  }
  await done;
  return answered;
}

describe('uploads crafted to exhaust the server', () => {
  it('stores a .docx that unpacks to 50 MB as failed, in words, while another account is answered', async () => {
    const { headers } = await professional();
    const other = await server.signIn({ sampleData: false });
    const uploading = stored(upload(headers, 'bomb.docx', docxBomb(50 * MB)));
    expect(await answeredWhile(uploading, other.headers)).toBeGreaterThan(0);
    const source = await uploading;
    expect(source).toMatchObject({
      state: 'failed',
      failure: knowledgeCopy.unpacksTooLarge,
      passageCount: 0,
    });
    const again = await reindex(headers, source.id);
    expect(await again.json()).toMatchObject({
      state: 'failed',
      failure: knowledgeCopy.unpacksTooLarge,
    });
  });

  it('stores a PDF of 45,000 pages as failed, in words', async () => {
    const { headers } = await professional();
    const source = await stored(upload(headers, 'pages.pdf', manyPagesPdf(45_000)));
    expect(source).toMatchObject({
      state: 'failed',
      failure: knowledgeCopy.tooManyPages(45_000),
    });
  });

  it('stores a PDF whose stream inflates to 50 MB as failed, in words, and again when re-indexed', async () => {
    const { headers } = await professional();
    const source = await stored(upload(headers, 'inflates.pdf', flateBombPdf(50 * MB)));
    expect(source).toMatchObject({ state: 'failed', failure: knowledgeCopy.pdfUnpacksTooLarge });
    const again = await reindex(headers, source.id);
    expect(await again.json()).toMatchObject({
      state: 'failed',
      failure: knowledgeCopy.pdfUnpacksTooLarge,
    });
  });

  it('indexes a 5 MB one-word .txt on Professional while another account is answered, and refuses it beyond Essential in words', async () => {
    const { headers } = await professional();
    const other = await server.signIn({ sampleData: false });
    const uploading = stored(upload(headers, 'word.txt', oneWordText(5 * MB - 1024)));
    expect(await answeredWhile(uploading, other.headers)).toBeGreaterThanOrEqual(5);
    expect(await uploading).toMatchObject({ state: 'indexed' });

    const essential = await server.signIn({ sampleData: false });
    const refused = await upload(essential.headers, 'word.txt', oneWordText(5 * MB - 1024));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: { code: 'plan_limit', message: expect.stringContaining('Essential plan holds 2 MB') },
    });
  });

  it('indexes a valid 4.9 MB .txt of 22,000 paragraphs on Professional, every paragraph a passage', async () => {
    const { headers } = await professional();
    const source = await stored(upload(headers, 'paragraphs.txt', paragraphsText(22_000)));
    expect(source).toMatchObject({ state: 'indexed', failure: null, passageCount: 22_000 });
  });

  it('stops a document that reads for too long; meanwhile others are answered and the same account waits its turn', async () => {
    const app = server.app({}, { documentReading: { timeLimitMs: 4000 } });
    const { headers } = await professional(app);
    const other = await professional(app);
    const answers: string[] = [];
    const answered = (name: string, res: Promise<Response>) =>
      res.then((answer) => (answers.push(name), answer));
    const slow = answered('slow', upload(headers, 'slow.pdf', slowPdf(), app));
    const othersUpload = await stored(
      answered('other', upload(other.headers, 'hours.txt', encode('We close at six.'), app)),
    );
    expect(othersUpload.state).toBe('indexed');
    expect(answers).toEqual(['other']);

    // One document of the account is read at a time, and four wait: of five more, one is refused.
    const more = [1, 2, 3, 4, 5].map((n) =>
      answered(`more ${n}`, upload(headers, `more-${n}.txt`, encode(`Note ${n}.`), app)),
    );
    expect(await answeredWhile(slow, other.headers, app)).toBeGreaterThanOrEqual(5);
    expect(await stored(slow)).toMatchObject({
      state: 'failed',
      failure: knowledgeCopy.readTooLong(4),
    });
    const statuses = await Promise.all(more.map(async (res) => (await res).status));
    expect(statuses.filter((status) => status === 201)).toHaveLength(4);
    const refused = await more[statuses.indexOf(429)]!;
    expect(await refused.json()).toMatchObject({
      error: { message: knowledgeCopy.readingQueueFull },
    });
    expect(answers.slice(0, 3)).toEqual(['other', expect.stringMatching(/^more/), 'slow']);
  });

  it('stops a document that needs more memory than a document may use', async () => {
    const app = server.app({}, { documentReading: { memoryLimitMb: 64 } });
    const { headers } = await professional(app);
    const source = await stored(upload(headers, 'heavy.docx', docxBomb(8 * MB), app));
    expect(source).toMatchObject({ state: 'failed', failure: knowledgeCopy.readTooLarge });
  });
});
