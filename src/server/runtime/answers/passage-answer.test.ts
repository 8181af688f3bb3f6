import { describe, expect, it } from 'vitest';
import { plainText } from '@server/runtime/knowledge/plain-text.ts';
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
