import { describe, expect, it } from 'vitest';
import { useTestServer } from '@server/testing/test-server.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import { savePersonality } from '@server/features/personality/personality-store.ts';
import { defaultPersonality } from '@shared/personality.ts';
import { findKnowledge } from './find-knowledge.ts';
import { createKnowledgeSource } from './knowledge-store.ts';

const server = useTestServer('find-knowledge');

async function accountWithKnowledge() {
  const { id: accountId } = await server.signIn({ sampleData: false });
  const id = accountId as AccountId;
  const db = server.database.db;
  await createKnowledgeSource(id, db, {
    kind: 'qa',
    title: 'What are your opening hours?',
    body: 'We are open Monday to Friday from 8 am to 6 pm.',
  });
  await createKnowledgeSource(id, db, {
    kind: 'document',
    title: 'Warranty policy',
    body: 'Every repair carries a 12-month warranty on parts and labour.\n\nThe warranty does not cover tyres worn by normal use.',
  });
  await createKnowledgeSource(id, db, {
    kind: 'qa',
    title: '¿Cuál es el horario de apertura?',
    body: 'Abrimos de lunes a viernes de 8:00 a 18:00.',
    language: 'Spanish',
  });
  return id;
}

describe('findKnowledge', () => {
  it('finds a Q&A by its words, a misspelling, and in Spanish; a passage of a document', async () => {
    const id = await accountWithKnowledge();
    const db = server.database.db;
    const [hours] = await findKnowledge(db, id, 'What are your opening hours?', 3);
    expect(hours).toMatchObject({ kind: 'qa', title: 'What are your opening hours?' });
    expect(hours!.score).toBeGreaterThan(0.9);
    const [typo] = await findKnowledge(db, id, 'wat are you opning howrs?', 3);
    expect(typo?.title).toBe('What are your opening hours?');
    const [spanish] = await findKnowledge(db, id, 'horario de apertura', 3);
    expect(spanish?.title).toBe('¿Cuál es el horario de apertura?');
    const [warranty] = await findKnowledge(db, id, 'Is there a guarantee on repairs?', 3);
    expect(warranty).toMatchObject({ kind: 'document', title: 'Warranty policy' });
    expect(warranty!.excerpt).toContain('12-month warranty');
  });

  it('searches the custom responses, and only the account’s own knowledge', async () => {
    const id = await accountWithKnowledge();
    const db = server.database.db;
    await savePersonality(id, db, {
      ...defaultPersonality,
      customResponses: [{ scenario: 'Parking', response: 'Park behind the building for free.' }],
    });
    const [parking] = await findKnowledge(db, id, 'Where can I park?', 3);
    expect(parking).toMatchObject({ kind: 'custom_response', sourceId: null, title: 'Parking' });
    const { id: otherId } = await server.signIn({ sampleData: false });
    const other = await findKnowledge(db, otherId as AccountId, 'What are your opening hours?', 3);
    expect(other.every((match) => match.kind !== 'qa')).toBe(true);
  });
});
