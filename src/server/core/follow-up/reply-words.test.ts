import { describe, expect, it } from 'vitest';
import { replyWords } from './reply-words.ts';

describe('the customer’s words in a mail answering ours', () => {
  it('takes Postmark’s stripped reply when it found one', () => {
    expect(replyWords('  Sunday works.\n', 'Sunday works.\n\n> quoted')).toBe('Sunday works.');
  });

  it('cuts the text where “On … wrote:” starts the quoted mail, even over two lines', () => {
    expect(
      replyWords(
        '',
        'Sunday works.\nSee you then.\n\nOn Mon, 30 Nov 2026 at 10:00, Front Desk <no-reply@example.com> wrote:\n> We deliver on Sunday.',
      ),
    ).toBe('Sunday works.\nSee you then.');
    expect(
      replyWords(
        undefined,
        'Yes please.\n\nOn Mon, 30 Nov 2026 at 10:00, Front Desk\n<no-reply@example.com> wrote:\n> We deliver.',
      ),
    ).toBe('Yes please.');
  });

  it('cuts at Outlook’s “-----Original Message-----” and leaves out quoted lines', () => {
    expect(
      replyWords(undefined, 'Thanks!\n-----Original Message-----\nFrom: Front Desk\nWe deliver.'),
    ).toBe('Thanks!');
    expect(replyWords(undefined, '> We deliver on Sunday?\nYes, Sunday.\n>> older')).toBe(
      'Yes, Sunday.',
    );
  });

  it('keeps a line that only begins with “On” as the customer’s own', () => {
    expect(replyWords(undefined, 'On Sunday I am home all day.')).toBe(
      'On Sunday I am home all day.',
    );
  });

  it('answers nothing for a mail of quotes alone', () => {
    expect(replyWords(undefined, '> only the quote')).toBe('');
  });
});
