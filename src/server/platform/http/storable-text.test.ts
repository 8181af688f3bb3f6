import { describe, expect, it } from 'vitest';
import { unstorableTextFields } from './storable-text.ts';

describe('text the database cannot store', () => {
  it('finds NUL and unpaired surrogate halves, wherever they are', () => {
    expect(
      unstorableTextFields({
        name: 'a\u0000b',
        fine: 'emoji 😀 and accents é',
        list: ['ok', 'x\ud800'],
        nested: { deep: { text: '\udc00y' } },
        'key\u0000': 'value',
      }),
    ).toEqual(expect.arrayContaining(['name', 'list.1', 'nested.deep.text', 'key\u0000']));
    expect(unstorableTextFields('\u0000')).toEqual(['_']);
  });

  it('accepts every other text, and a body nested far deeper than a stack allows', () => {
    expect(unstorableTextFields({ a: 'plain', b: ['😀', '\u0001\u001f'], c: 1, d: null })).toEqual(
      [],
    );
    let deep: unknown = 'end';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(unstorableTextFields(deep)).toEqual([]);
  });
});
