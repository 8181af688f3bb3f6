import { distance } from 'fastest-levenshtein';
import { describe, expect, it } from 'vitest';
import {
  COMPOUND_HEAD_WEIGHT,
  COMPOUND_TAIL_WEIGHT,
  compoundPlace,
  groupCoverage,
  MISSPELLING_CLOSENESS,
  nearSpelling,
  STEM_ENDING_WEIGHT,
  type QuestionGroup,
  reverseCoverage,
  type TextWords,
} from './match-score.ts';

/** A question word alone, its stem its own spelling in the `english` configuration. */
const asked = (word: string, related: { word: string; weight: number }[] = []): QuestionGroup => ({
  word,
  weight: 1,
  variants: [{ word, weight: 1 }, ...related].map((variant) => ({
    weight: variant.weight,
    stems: new Map([['english', [variant.word]]]),
  })),
});
const text = (...words: string[]): TextWords => ({ stems: new Set(words), written: words });

describe('groupCoverage', () => {
  it('counts a word, a related word at its weight, and a near spelling a little less', () => {
    expect(groupCoverage(asked('dog'), text('dog'), 'english')).toBe(1);
    expect(
      groupCoverage(asked('dog', [{ word: 'pet', weight: 0.85 }]), text('pet'), 'english'),
    ).toBe(0.85);
    const typo = groupCoverage(asked('opning'), text('opening'), 'english');
    expect(typo).toBeGreaterThan(0.7);
    expect(typo).toBeLessThan(1);
  });

  it('takes two swapped letters for one typo, and no short word for another', () => {
    expect(groupCoverage(asked('crads'), text('cards'), 'english')).toBeGreaterThan(0.7);
    expect(groupCoverage(asked('cars'), text('card'), 'english')).toBe(0);
  });

  it('takes a letter typed once where it is doubled for a typo, in short words too', () => {
    expect(groupCoverage(asked('bok'), text('book'), 'english')).toBeGreaterThan(0.8);
    expect(groupCoverage(asked('acept'), text('accept'), 'english')).toBeGreaterThan(0.8);
    expect(groupCoverage(asked('untill'), text('until'), 'english')).toBeGreaterThan(0.8);
    expect(groupCoverage(asked('bok'), text('box'), 'english')).toBe(0);
  });
});

describe('nearSpelling', () => {
  it('is 1 less the edit distance over the longer length, within a fifth of it', () => {
    const pairs = [
      ['opning', 'opening'],
      ['colour', 'color'],
      ['bookings', 'booking'],
      ['payment', 'paymant'],
      ['deposit', 'depots'],
      ['deposit', 'reposit'],
      ['garage', 'garages'],
      ['garage', 'carafe'],
      ['reservaton', 'reservation'],
      ['resevaton', 'reservation'],
      ['insurance', 'insurence'],
      ['insurance', 'assurance'],
    ] as const;
    for (const [a, b] of pairs) {
      const closeness = 1 - distance(a, b) / Math.max(a.length, b.length);
      expect(nearSpelling(a, b), `${a}, ${b}`).toBe(
        closeness >= MISSPELLING_CLOSENESS ? closeness : 0,
      );
    }
  });
});

describe('reverseCoverage', () => {
  it('is the share of a Q&A question’s words, weighted, that the customer used', () => {
    const key = [
      { written: 'discounts', stem: 'discount', weight: 2 },
      { written: 'students', stem: 'student', weight: 1 },
      { written: 'do', stem: null, weight: 1 },
    ];
    expect(reverseCoverage([asked('discount')], key, 'english')).toBeCloseTo(2 / 3);
    expect(reverseCoverage([asked('discount'), asked('student')], key, 'english')).toBe(1);
  });

  it('counts the alternative a customer asks about in full, and the others for half', () => {
    // "What if the car breaks down or I have an accident?", asked about a breakdown
    const key = [
      { written: 'breaks', stem: 'break', weight: 2, either: 1 },
      { written: 'accident', stem: 'accident', weight: 2, either: 1 },
      { written: 'car', stem: 'car', weight: 1 },
    ];
    const breakdown = [asked('break'), asked('car')];
    expect(reverseCoverage(breakdown, key, 'english')).toBeCloseTo(3 / 4);
    const unrelated = key.map(({ either: _, ...word }) => word);
    expect(reverseCoverage(breakdown, unrelated, 'english')).toBeCloseTo(3 / 5);
  });
});

describe('compound words', () => {
  /** A question word with its stems in the `german` configuration, as the stemmer gives them. */
  const gefragt = (word: string, stem: string): QuestionGroup => ({
    word,
    weight: 1,
    variants: [{ weight: 1, stems: new Map([['german', [stem]]]) }],
  });

  it('finds a word as the head or the tail of a compound in German knowledge, and the reverse', () => {
    // "Kann ich das Auto vorher fahren?" against "Kann ich eine Probefahrt machen?": a
    // "Probefahrt" is a "Fahrt"
    expect(groupCoverage(gefragt('fahren', 'fahr'), text('probefahrt'), 'german')).toBe(
      COMPOUND_TAIL_WEIGHT,
    );
    // "Habt ihr eine Reifeneinlagerung?" against "Wechseln Sie Reifen…": the head only says
    // which kind, as "Auto" does in "Autoanmeldung"
    expect(
      groupCoverage(gefragt('reifeneinlagerung', 'reifeneinlager'), text('reif'), 'german'),
    ).toBe(COMPOUND_HEAD_WEIGHT);
    expect(COMPOUND_HEAD_WEIGHT).toBeLessThan(COMPOUND_TAIL_WEIGHT);
  });

  it('takes a text with both parts of a compound for the compound', () => {
    // "Teppichreinigung?" against "Reinigen Sie Teppiche?" and "In welchen Bezirken reinigen Sie?"
    const teppichreinigung: QuestionGroup = {
      word: 'teppichreinigung',
      weight: 1,
      variants: [
        { weight: 1, stems: new Map([['german', ['teppichrein']]]) },
        { weight: COMPOUND_TAIL_WEIGHT, stems: new Map([['german', ['reinig']]]), part: 'tail' },
        { weight: COMPOUND_HEAD_WEIGHT, stems: new Map([['german', ['teppich']]]), part: 'head' },
        {
          weight: 0.8 * COMPOUND_HEAD_WEIGHT,
          stems: new Map([['german', ['polst']]]),
          part: 'head',
        },
      ],
    };
    expect(groupCoverage(teppichreinigung, text('reinig', 'teppich'), 'german')).toBe(1);
    expect(groupCoverage(teppichreinigung, text('bezirk', 'reinig'), 'german')).toBe(
      COMPOUND_TAIL_WEIGHT,
    );
    // A related word of a part counts as it does alone
    expect(groupCoverage(teppichreinigung, text('reinig', 'polst'), 'german')).toBeCloseTo(
      (COMPOUND_TAIL_WEIGHT + 0.8 * COMPOUND_HEAD_WEIGHT) /
        (COMPOUND_TAIL_WEIGHT + COMPOUND_HEAD_WEIGHT),
    );
  });

  it('takes a noun for the verb it is made from, whose stems differ by a short ending', () => {
    // "Kann ich finanzieren?" against "Bieten Sie Finanzierungen an?"
    expect(groupCoverage(gefragt('finanzieren', 'finanzi'), text('finanzier'), 'german')).toBe(
      STEM_ENDING_WEIGHT,
    );
    expect(groupCoverage(asked('rent'), text('rental'), 'english')).toBe(STEM_ENDING_WEIGHT);
    expect(groupCoverage(asked('car'), text('care'), 'english')).toBe(0);
  });

  it('takes no English word for another that adds a consonant to its short stem', () => {
    // "Leasing?" against "…lived outside Spain for at least 12 months": "leas" and "least"
    expect(groupCoverage(asked('leas'), text('least'), 'english')).toBe(0);
    expect(groupCoverage(asked('plan'), text('plant'), 'english')).toBe(0);
    // German's stemmer leaves a verb's "-t" ("kauft"), and a longer stem keeps its endings
    expect(groupCoverage(gefragt('kaufen', 'kauf'), text('kauft'), 'german')).toBe(
      STEM_ENDING_WEIGHT,
    );
    expect(groupCoverage(asked('repair'), text('repairs'), 'english')).toBe(STEM_ENDING_WEIGHT);
  });

  it('takes no English word for who or what does it ("-er"): a 9-seater is no seat', () => {
    expect(groupCoverage(asked('seater'), text('seat'), 'english')).toBe(0);
    expect(groupCoverage(asked('seat'), text('seater'), 'english')).toBe(0);
    expect(groupCoverage(asked('rent'), text('rental'), 'english')).toBe(STEM_ENDING_WEIGHT);
  });

  it('takes no short word or ending for a part, and no compound in English', () => {
    expect(compoundPlace('fahr', 'fahrer')).toBeNull();
    expect(compoundPlace('bar', 'bargeld')).toBeNull();
    expect(compoundPlace('fahr', 'gefahrlos')).toBeNull();
    expect(groupCoverage(asked('car'), text('carwash'), 'english')).toBe(0);
  });
});
