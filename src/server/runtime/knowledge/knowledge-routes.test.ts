import { describe, expect, it } from 'vitest';
import {
  KNOWLEDGE_FILE_MAX_BYTES,
  knowledgeCopy,
  knowledgeLimitBytes,
  knowledgeListSchema,
  knowledgeSourceSchema,
  phrasingCopy,
  QA_PHRASING_MAX_LENGTH,
  QA_PHRASINGS_MAX,
} from '@shared/knowledge.ts';
import { fillKnowledgeBut } from '@server/testing/nearly-full-knowledge.ts';
import { jsonRequest, useTestServer } from '@server/testing/test-server.ts';
import { docxWithText, pdfWithText } from './knowledge-files.fixture.ts';
import { sampleDocuments, sampleQa } from './sample-knowledge.ts';

const server = useTestServer('knowledge-routes');
const base = '/api/v1/knowledge';

async function list(headers: Record<string, string>, query = '') {
  const res = await server.request(`${base}${query}`, { headers });
  expect(res.status).toBe(200);
  return knowledgeListSchema.parse(await res.json());
}

function upload(
  headers: Record<string, string>,
  name: string,
  bytes: Uint8Array,
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name));
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return server.request(`${base}/uploads`, { method: 'POST', headers, body: form });
}

describe('knowledge', () => {
  it('gives a sample account the sample business’s knowledge, indexed, in pages', async () => {
    const { headers } = await server.signIn();
    const first = await list(headers, '?limit=20');
    expect(first.sources).toHaveLength(20);
    const second = await list(headers, `?limit=100&cursor=${first.nextCursor}`);
    const all = [...first.sources, ...second.sources];
    expect(all).toHaveLength(sampleQa.length + sampleDocuments.length);
    expect(all.every((source) => source.state === 'indexed' && source.passageCount > 0)).toBe(true);
    expect(first.usage.usedBytes).toBe(all.reduce((sum, source) => sum + source.size, 0));
    expect(first.usage.limitBytes).toBe(knowledgeLimitBytes.essential);
    const empty = await server.signIn({ sampleData: false });
    expect((await list(empty.headers)).sources).toEqual([]);
  });

  it('adds, reads, changes, re-indexes and deletes a Q&A and a pasted document', async () => {
    const { headers } = await server.signIn({ sampleData: false });
    const qaRes = await server.request(
      `${base}/qa`,
      jsonRequest('POST', { question: 'Do you open on Sundays?', answer: 'No.' }, headers),
    );
    expect(qaRes.status).toBe(201);
    const qa = knowledgeSourceSchema.parse(await qaRes.json());
    expect(qa).toMatchObject({
      kind: 'qa',
      state: 'indexed',
      language: 'English',
      passageCount: 1,
    });
    const docRes = await server.request(
      `${base}/documents`,
      jsonRequest(
        'POST',
        {
          title: 'Returns',
          text: 'Returns within 30 days.\n\nKeep the receipt.',
          language: 'Spanish',
        },
        headers,
      ),
    );
    expect(docRes.status).toBe(201);
    const doc = knowledgeSourceSchema.parse(await docRes.json());
    expect(doc).toMatchObject({ kind: 'document', language: 'Spanish', fileName: null });

    const changed = await server.request(
      `${base}/${qa.id}`,
      jsonRequest('PATCH', { answer: 'Yes, from 10 am to 2 pm.' }, headers),
    );
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({
      title: 'Do you open on Sundays?',
      body: 'Yes, from 10 am to 2 pm.',
    });
    const wrongField = await server.request(
      `${base}/${qa.id}`,
      jsonRequest('PATCH', { title: 'A title' }, headers),
    );
    expect(wrongField.status).toBe(400);
    expect(await wrongField.json()).toEqual({
      error: { code: 'invalid_input', message: knowledgeCopy.wrongFieldsForQa },
    });

    const reindexed = await server.request(`${base}/${doc.id}/reindex`, {
      method: 'POST',
      headers,
    });
    expect(reindexed.status).toBe(200);
    expect(await reindexed.json()).toMatchObject({ id: doc.id, state: 'indexed' });

    const deleted = await server.request(`${base}/${doc.id}`, { method: 'DELETE', headers });
    expect(await deleted.json()).toEqual({ deleted: doc.id });
    expect((await server.request(`${base}/${doc.id}`, { headers })).status).toBe(404);
    expect((await list(headers)).sources.map((source) => source.id)).toEqual([qa.id]);
  });

  it('lists a document as plain words, and keeps its markdown for editing', async () => {
    const { headers } = await server.signIn({ sampleData: false });
    const text =
      '# Harbor Car Rental — Rental terms\n\n## Documents\n- **Licence** held for 2 years';
    const res = await server.request(
      `${base}/documents`,
      jsonRequest('POST', { title: 'Rental terms', text }, headers),
    );
    const { id } = knowledgeSourceSchema.parse(await res.json());
    const [listed] = (await list(headers)).sources;
    expect(listed!.body).toBe(
      'Harbor Car Rental — Rental terms Documents Licence held for 2 years',
    );
    const whole = knowledgeSourceSchema.parse(
      await (await server.request(`${base}/${id}`, { headers })).json(),
    );
    expect(whole.body).toBe(text);
  });

  it('keeps a Q&A’s other ways of asking: saved, counted, listed, replaced on edit, added one by one', async () => {
    const { headers } = await server.signIn({ sampleData: false });
    const qaRes = await server.request(
      `${base}/qa`,
      jsonRequest(
        'POST',
        {
          question: 'Do you open on Sundays?',
          answer: 'No.',
          phrasings: ['  Open this weekend? ', 'Sunday hours?'],
        },
        headers,
      ),
    );
    expect(qaRes.status).toBe(201);
    const qa = knowledgeSourceSchema.parse(await qaRes.json());
    expect(qa).toMatchObject({
      phrasings: ['Open this weekend?', 'Sunday hours?'],
      passageCount: 3,
      size: 'Do you open on Sundays?No.Open this weekend?Sunday hours?'.length,
    });
    const listed = await list(headers);
    expect(listed.sources[0]!.phrasings).toEqual(['Open this weekend?', 'Sunday hours?']);
    expect(listed.usage.usedBytes).toBe(qa.size);

    const changed = await server.request(
      `${base}/${qa.id}`,
      jsonRequest('PATCH', { phrasings: ['Are you open on Sunday morning?'] }, headers),
    );
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({
      title: 'Do you open on Sundays?',
      body: 'No.',
      phrasings: ['Are you open on Sunday morning?'],
      passageCount: 2,
    });
    // Another change leaves them as they are.
    const answered = await server.request(
      `${base}/${qa.id}`,
      jsonRequest('PATCH', { answer: 'Yes, 10 to 2.' }, headers),
    );
    expect(await answered.json()).toMatchObject({
      phrasings: ['Are you open on Sunday morning?'],
      passageCount: 2,
    });

    const add = (id: string, phrasing: string) =>
      server.request(`${base}/${id}/phrasings`, jsonRequest('POST', { phrasing }, headers));
    const added = await add(qa.id, 'r u open sun');
    expect(added.status).toBe(200);
    expect(await added.json()).toMatchObject({
      phrasings: ['Are you open on Sunday morning?', 'r u open sun'],
      passageCount: 3,
    });
    const again = await add(qa.id, 'R U OPEN SUN');
    expect(await again.json()).toMatchObject({
      phrasings: ['Are you open on Sunday morning?', 'r u open sun'],
    });
    const got = await server.request(`${base}/${qa.id}`, { headers });
    expect(await got.json()).toMatchObject({
      phrasings: ['Are you open on Sunday morning?', 'r u open sun'],
    });

    const doc = knowledgeSourceSchema.parse(
      await (
        await server.request(
          `${base}/documents`,
          jsonRequest('POST', { title: 'Returns', text: 'Within 30 days.' }, headers),
        )
      ).json(),
    );
    expect(doc.phrasings).toEqual([]);
    const toDocument = await add(doc.id, 'Can I return it?');
    expect(toDocument.status).toBe(400);
    expect(await toDocument.json()).toMatchObject({ error: { message: phrasingCopy.notQa } });
    const patchDocument = await server.request(
      `${base}/${doc.id}`,
      jsonRequest('PATCH', { phrasings: ['Can I return it?'] }, headers),
    );
    expect(patchDocument.status).toBe(400);
    expect(await patchDocument.json()).toMatchObject({
      error: { message: knowledgeCopy.wrongFieldsForDocument },
    });

    const full = Array.from({ length: QA_PHRASINGS_MAX }, (_, index) => `Way ${index}`);
    await server.request(`${base}/${qa.id}`, jsonRequest('PATCH', { phrasings: full }, headers));
    const beyond = await add(qa.id, 'One more way');
    expect(beyond.status).toBe(400);
    expect(await beyond.json()).toMatchObject({ error: { message: phrasingCopy.full } });
  });

  it('refuses other ways of asking that are empty, too long, repeated or too many, in words', async () => {
    const { headers } = await server.signIn({ sampleData: false });
    const create = async (phrasings: unknown) => {
      const res = await server.request(
        `${base}/qa`,
        jsonRequest('POST', { question: 'Open?', answer: 'Yes.', phrasings }, headers),
      );
      expect(res.status).toBe(400);
      return ((await res.json()) as { error: { fields: Record<string, string> } }).error.fields;
    };
    expect(await create(['Fine', '  '])).toEqual({ 'phrasings.1': phrasingCopy.missing });
    expect(await create(['x'.repeat(QA_PHRASING_MAX_LENGTH + 1)])).toEqual({
      'phrasings.0': phrasingCopy.tooLong,
    });
    expect(await create(['Open today?', 'open TODAY?'])).toEqual({
      'phrasings.1': phrasingCopy.repeated,
    });
    expect(
      await create(Array.from({ length: QA_PHRASINGS_MAX + 1 }, (_, index) => `Way ${index}`)),
    ).toEqual({ phrasings: phrasingCopy.tooMany });
    expect(await create('Open today?')).toEqual({ phrasings: phrasingCopy.notList });
    const one = await server.request(
      `${base}/qa`,
      jsonRequest('POST', { question: 'Open?', answer: 'Yes.' }, headers),
    );
    const { id } = knowledgeSourceSchema.parse(await one.json());
    const empty = await server.request(
      `${base}/${id}/phrasings`,
      jsonRequest('POST', { phrasing: '' }, headers),
    );
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({
      error: { fields: { phrasing: phrasingCopy.missing } },
    });
    expect((await list(headers)).sources.map((source) => source.phrasings)).toEqual([[]]);
  });

  it('reads uploaded .txt, .md, .pdf and .docx files, and says why a file could not be read', async () => {
    const { headers } = await server.signIn({ sampleData: false });
    const uploaded = async (name: string, bytes: Uint8Array) => {
      const res = await upload(headers, name, bytes);
      expect(res.status, name).toBe(201);
      return knowledgeSourceSchema.parse(await res.json());
    };
    const txt = await uploaded('hours.txt', new TextEncoder().encode('We open at nine.'));
    expect(txt).toMatchObject({
      title: 'hours',
      fileName: 'hours.txt',
      state: 'indexed',
      body: 'We open at nine.',
    });
    const md = await uploaded('faq.md', new TextEncoder().encode('# FAQ\n\nParking is free.'));
    expect(md.body).toContain('Parking is free.');
    const pdf = await uploaded('prices.pdf', pdfWithText('An oil change costs 49 dollars.'));
    expect(pdf).toMatchObject({ state: 'indexed', failure: null });
    expect(pdf.body).toContain('An oil change costs 49 dollars.');
    const docx = await uploaded(
      'policy.docx',
      await docxWithText(['Refunds take five days.', 'Keep the receipt.']),
    );
    expect(docx.body).toContain('Refunds take five days.');
    expect(docx.body).toContain('Keep the receipt.');

    const broken = await uploaded('broken.pdf', new TextEncoder().encode('not a pdf at all'));
    expect(broken).toMatchObject({
      state: 'failed',
      failure: knowledgeCopy.unreadablePdf,
      passageCount: 0,
    });
    const latin1 = await uploaded('old.txt', new Uint8Array([0x63, 0x61, 0x66, 0xe9]));
    expect(latin1).toMatchObject({ state: 'failed', failure: knowledgeCopy.notUtf8 });
    const reindexed = await server.request(`${base}/${pdf.id}/reindex`, {
      method: 'POST',
      headers,
    });
    expect(await reindexed.json()).toMatchObject({ state: 'indexed', body: pdf.body });
    const editUploaded = await server.request(
      `${base}/${pdf.id}`,
      jsonRequest('PATCH', { text: 'x' }, headers),
    );
    expect(editUploaded.status).toBe(400);
  });

  it('refuses a file over 5 MB with 413, another type with 415 and a missing file with 400', async () => {
    const { headers } = await server.signIn({ sampleData: false });
    const tooLarge = await upload(
      headers,
      'big.txt',
      new Uint8Array(KNOWLEDGE_FILE_MAX_BYTES + 1).fill(97),
    );
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({
      error: { message: expect.stringContaining('5 MB') },
    });
    const wrongType = await upload(headers, 'photo.png', new Uint8Array([1, 2, 3]));
    expect(wrongType.status).toBe(415);
    expect(await wrongType.json()).toMatchObject({
      error: { message: knowledgeCopy.fileWrongType('photo.png') },
    });
    const form = new FormData();
    form.append('title', 'No file');
    const missing = await server.request(`${base}/uploads`, {
      method: 'POST',
      headers,
      body: form,
    });
    expect(missing.status).toBe(400);
    expect((await list(headers)).sources).toEqual([]);
  });

  it('refuses text beyond the plan’s knowledge limit with 400 in words', async () => {
    const { id, headers } = await server.signIn({ sampleData: false });
    await fillKnowledgeBut(server.database.db, id, 20);
    const refused = await server.request(
      `${base}/qa`,
      jsonRequest('POST', { question: 'Do you open on Sundays?', answer: 'No, never.' }, headers),
    );
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('plan_limit');
    expect(body.error.message).toContain('Essential plan holds 2 MB of knowledge text');
    const small = await server.request(
      `${base}/qa`,
      jsonRequest('POST', { question: 'Open?', answer: 'Yes.' }, headers),
    );
    expect(small.status).toBe(201);
  });
});
