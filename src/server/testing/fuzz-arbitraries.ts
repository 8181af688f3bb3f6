import fc from 'fast-check';

/**
 * Generators of hostile input for the API fuzzer: text with every kind of code point (NUL,
 * control characters, lone surrogate halves), JSON of every shape, broken JSON, path segments
 * and query strings with invalid percent-encodings.
 */

const surrogateHalf = fc
  .integer({ min: 0xd800, max: 0xdfff })
  .map((code) => String.fromCharCode(code));

const awkwardCharacter = fc.constantFrom(
  '\u0000',
  '\u0001',
  '\u001f',
  '\u007f',
  '\u2028',
  '\u202e',
  '\ufeff',
  '\uffff',
  '"',
  "'",
  '\\',
  '%',
  '<',
  '{',
  '$',
  ' ',
);

/** Text of any code point, with NUL, control characters and lone surrogates often. */
export const nastyString = fc.string({
  unit: fc.oneof(
    { weight: 4, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
    { weight: 1, arbitrary: surrogateHalf },
    { weight: 2, arbitrary: awkwardCharacter },
  ),
  maxLength: 40,
});

/** A short text a free-text field accepts, with something awkward inside it. */
const acceptableLookingText = fc
  .tuple(fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 10 }), nastyString)
  .map(([plain, nasty]) => `x${plain}${nasty}x`);

export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  acceptableLookingText,
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, 2 ** 53 + 2, '', ' ', [], {}, '__proto__'),
  fc.string({ minLength: 2000, maxLength: 3000 }),
  fc.array(nastyString, { maxLength: 5 }),
);

type Json = Record<string, unknown>;

/** The string leaves of a JSON value, in a fixed order. */
function countStrings(value: unknown): number {
  if (typeof value === 'string') return 1;
  if (Array.isArray(value)) return value.reduce<number>((n, item) => n + countStrings(item), 0);
  if (value && typeof value === 'object') {
    return Object.values(value).reduce<number>((n, item) => n + countStrings(item), 0);
  }
  return 0;
}

function replaceStrings(value: unknown, texts: (string | undefined)[]): unknown {
  if (typeof value === 'string') return texts.shift() ?? value;
  if (Array.isArray(value)) return value.map((item) => replaceStrings(item, texts));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, replaceStrings(item, texts)]),
    );
  }
  return value;
}

/** Bodies near a valid one: a field changed, dropped or added, or its texts made awkward. */
export function mutatedBody(valid: Json): fc.Arbitrary<unknown> {
  const keys = Object.keys(valid);
  const leaves = countStrings(valid);
  const anyObject = fc.dictionary(nastyString, nastyValue, { maxKeys: 5 });
  if (keys.length === 0) return anyObject;
  return fc.oneof(
    fc.tuple(fc.constantFrom(...keys), nastyValue).map(([key, value]) => ({
      ...valid,
      [key]: value,
    })),
    // Some texts replaced while the rest stays valid, so awkward text reaches the store.
    fc
      .array(fc.option(fc.oneof(acceptableLookingText, nastyString), { nil: undefined }), {
        minLength: leaves,
        maxLength: leaves,
      })
      .map((texts) => replaceStrings(valid, texts)),
    fc.constantFrom(...keys).map((key) => {
      const rest = { ...valid };
      delete rest[key];
      return rest;
    }),
    fc.tuple(nastyString, nastyValue).map(([key, value]) => ({ ...valid, [key]: value })),
    anyObject,
    fc.constant(valid),
  );
}

const deep = (open: string, close: string, depth: number) =>
  open.repeat(depth) + close.repeat(depth);

/** A request body as text: mostly near-valid JSON, sometimes any JSON or no JSON at all. */
export function jsonBodyText(valid: Json | undefined): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: mutatedBody(valid ?? {}).map((body) => JSON.stringify(body)) },
    { weight: 1, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '',
        '{',
        '{"a":',
        'null',
        '[]',
        '"\\ud800"',
        '{"name":"\\u0000"}',
        '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
        '\ufeff{}',
        '{"a":1,"a":2}',
        '[' + '1,'.repeat(5000) + '1]',
        deep('[', ']', 5000),
        deep('{"a":', '}', 3000).replace(/:}/, ':1}'),
        '['.repeat(5000),
      ),
    },
  );
}

const percentEncoded = (bytes: Uint8Array) =>
  [...bytes].map((byte) => `%${byte.toString(16).padStart(2, '0').toUpperCase()}`).join('');

/**
 * A path segment: a UUID, encoded text, raw bytes (invalid UTF-8, NUL), thousands of
 * characters, or a classic trick.
 */
export const pathSegment = fc.oneof(
  fc.uuid(),
  fc.string({ unit: 'binary', maxLength: 40 }).map(encodeURIComponent),
  fc.uint8Array({ minLength: 1, maxLength: 24 }).map(percentEncoded),
  fc.constantFrom(
    '%00',
    'a%00b',
    '%ED%A0%80',
    '%C0%AF',
    '%',
    '%zz',
    '..',
    '%2e%2e',
    '%2F',
    '-1',
    '0',
    '99999999999999999999',
    'null',
    'undefined',
    '__proto__',
    'constructor',
    "'%20or%201=1--",
    '%FF',
    'wc_%FF%FE',
    '%00%00%00',
    'x'.repeat(5000),
    `wc_${'%00'.repeat(2000)}`,
  ),
);

/** A query string (or none): keys and values of any bytes. */
export const queryString = fc.option(
  fc
    .array(fc.tuple(pathSegment, pathSegment), { minLength: 1, maxLength: 4 })
    .map((pairs) => `?${pairs.map(([key, value]) => `${key}=${value}`).join('&')}`),
  { nil: '' },
);

/** Content types a client might send, JSON most often. */
export const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant<string | undefined>('application/json') },
  {
    weight: 3,
    arbitrary: fc.constantFrom<string | undefined>(
      undefined,
      'text/plain',
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=xyz',
      'multipart/form-data',
      'application/json; charset=utf-16',
      'application/vnd.api+json',
      'application/xml',
      '*/*',
      'application/json;',
      'garbage',
      '',
    ),
  },
);

/** Files for the ticket form: any name, any bytes, sometimes the right first bytes. */
export const attachment = fc.record({
  name: fc.oneof(
    fc.constantFrom('a.pdf', 'b.PNG', 'c.jpg', 'd.docx', 'e.doc', 'f.exe', '.pdf', 'pdf', ''),
    fc.tuple(nastyString, fc.constantFrom('.pdf', '.png', '.jpeg', '.txt')).map(([n, e]) => n + e),
  ),
  bytes: fc.oneof(
    fc.uint8Array({ maxLength: 64 }),
    fc
      .uint8Array({ maxLength: 32 })
      .map((rest) => new Uint8Array([...Buffer.from('%PDF-'), ...rest])),
  ),
});
