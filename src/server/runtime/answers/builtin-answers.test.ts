import { expect, it } from 'vitest';
import { answerCopy, type MessageAnswer } from '@shared/answers.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import { agentChat } from '@server/testing/agent-chat.ts';
import { useTestServer } from '@server/testing/test-server.ts';
import { createKnowledgeSource } from '@server/runtime/knowledge/knowledge-store.ts';

const server = useTestServer('builtin-answers');

const rentalTerms = `# Rental terms

## Deposit
A **deposit of 300 €** is held on a credit card at pick-up and released when the car comes back undamaged.

## Fuel
Cars leave with a full tank and must come back full; otherwise refuelling costs 2.50 € a litre plus a 25 € service fee.

## Drivers
Drivers must be **21 or older** and have held a licence for two years. Each extra driver costs 8 € a day.

## Borders
Driving to Spain is allowed with the cross-border cover, 45 € per rental.`;

async function ask(question: string) {
  const owner = await server.signIn({ sampleData: false });
  const accountId = owner.id as AccountId;
  const db = server.database.db;
  await createKnowledgeSource(accountId, db, {
    kind: 'document',
    title: 'Rental terms',
    body: rentalTerms,
  });
  await createKnowledgeSource(accountId, db, {
    kind: 'qa',
    title: '¿Se admiten mascotas?',
    body: 'Sí, los perros pequeños viajan gratis en su transportín.',
    language: 'Spanish',
  });
  const chat = agentChat(server, owner.headers);
  const agent = await chat.newAgent();
  const { id } = await chat.started(agent.id, 'api');
  const res = await chat.send(id, question);
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as MessageAnswer).answer!;
}

it('answers from a document with the sentences that answer, as plain text', async () => {
  const answer = await ask('Is there a fee for an extra driver?');
  expect(answer.sources[0]?.title).toBe('Rental terms');
  expect(answer.text).toContain('Each extra driver costs 8 € a day.');
  expect(answer.text).not.toMatch(/[#*]/);
  expect(answer.text).not.toContain('full tank');
});

it('says so, in the customer’s language, before knowledge written in another', async () => {
  const answer = await ask('Are dogs allowed?');
  expect(answer.sources[0]?.title).toBe('¿Se admiten mascotas?');
  expect(answer.text).toBe(
    'Our information on this is in Spanish:\nSí, los perros pequeños viajan gratis en su transportín.',
  );
});

it('passes a question on in the customer’s language, not only in English', async () => {
  const portuguese = await ask('Aceitam pagamento em bitcoin?');
  expect(portuguese.sources).toEqual([]);
  expect(portuguese.text).toBe(answerCopy.passingOn.pt.professional);
  const german = await ask('Verkaufen Sie auch Winterreifen für Motorräder?');
  expect(german.text).toBe(answerCopy.passingOn.de.professional);
  const english = await ask('Do you sell winter tyres for motorbikes?');
  expect(english.text).toBe(answerCopy.passingOn.en.professional);
});

it('brings in a person in the customer’s language', async () => {
  const spanish = await ask('Quiero hablar con una persona, por favor');
  expect(spanish.text).toBe(answerCopy.connecting.es.professional);
  const french = await ask('Je voudrais parler à un conseiller');
  expect(french.text).toBe(answerCopy.connecting.fr.professional);
});
