import { describe, expect, it } from 'vitest';
import { plainText } from '@server/runtime/knowledge/plain-text.ts';
import { passagesOf } from '@server/runtime/knowledge/split-passages.ts';
import { passageAnswer } from './passage-answer.ts';

describe('plainText', () => {
  it('leaves markdown’s marks out', () => {
    expect(
      plainText('## Deposits\n- **Card** holds: *300 €* on [our site](https://x.test)\n| A | B |'),
    ).toBe('Deposits Card holds: 300 € on our site A B');
  });
});

describe('passageAnswer', () => {
  const policies =
    'Policies Cancellations are free up to 24 hours before the appointment. A late cancellation or a missed appointment costs $25. Cars left more than 3 days after they are ready pay $10 a day for storage. We accept cards, cash and bank transfers. Diagnostics are free when you go ahead with the repair. Children under 12 must stay with an adult in the workshop.';

  it('says the sentences that answer, in their order, without the title', () => {
    const answer = passageAnswer('What happens if I miss my appointment?', 'Policies', policies);
    expect(answer).toContain('A late cancellation or a missed appointment costs $25.');
    expect(answer).not.toMatch(/^Policies/);
    expect(answer).not.toContain('Children');
    expect(answer.length).toBeLessThan(policies.length / 2);
  });

  it('says a short passage whole', () => {
    expect(passageAnswer('parking?', 'Parking', 'Parking **Free** parking behind the shop.')).toBe(
      'Free parking behind the shop.',
    );
  });
});

describe('passageAnswer on a document with headings', () => {
  const services = `Oil changes
A conventional oil change costs $49 and a full synthetic oil change $79.

Brakes
Front or rear brake pads cost $149 per axle, fitted. Pads and discs together cost $329 per axle.

## Tyres
Tyre fitting and balancing cost $25 per tyre. A four-wheel alignment costs $119. Puncture repairs cost $30.

Payment
- Card
- Cash`;
  const answerFrom = (question: string, body: string) => {
    const passages = passagesOf('document', 'Services and prices', body);
    const words = question.replace('?', '').toLowerCase().split(' ');
    const passage = passages.find((text) =>
      words.some((word) => text.toLowerCase().includes(word)),
    );
    return passageAnswer(question, 'Services and prices', passage ?? '');
  };

  it('says what each sentence is about instead of running the heading into it', () => {
    const answer = answerFrom('brakes?', services);
    expect(answer).toContain('Brakes: Front or rear brake pads cost $149 per axle, fitted.');
    expect(answer).not.toContain('Brakes Front');
    expect(answer).not.toMatch(/^Services and prices/);
    expect(answerFrom('tyre?', services)).toContain('Tyres: Tyre fitting');
  });

  it('adds no colon to a heading that asks or ends a sentence', () => {
    expect(
      answerFrom('deliver?', '## Do you deliver?\nYes, anywhere in Lisbon for a fee of 20 €.'),
    ).toBe('Do you deliver? Yes, anywhere in Lisbon for a fee of 20 €.');
  });

  it('keeps a list, and the lines of a wrapped paragraph, as they were', () => {
    expect(answerFrom('payment?', 'Payment\n- Card\n- Cash')).toBe('Payment: Card Cash');
    expect(
      answerFrom(
        'tank?',
        'Cars leave with a full tank and must come\nback with a full tank\nor a fee applies.',
      ),
    ).toBe('Cars leave with a full tank and must come back with a full tank or a fee applies.');
  });
});

it('says the sentences about what was asked, not every one that names a price', () => {
  const prices =
    'Tyre fitting and balancing cost $25 per tyre when you bring your own tyres. A four-wheel alignment costs $119. An air conditioning recharge costs $129 and includes a leak test. Puncture repairs cost $30, and a wheel bearing costs $180 fitted.';
  expect(passageAnswer('how much is an alignment', 'Prices', prices)).toBe(
    'A four-wheel alignment costs $119.',
  );
});
