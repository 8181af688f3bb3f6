import { ApiError } from './errors.ts';

/**
 * Text PostgreSQL cannot store: NUL (refused in text and jsonb alike) and a surrogate half
 * without its pair (not Unicode; jsonb refuses it, text would silently mangle it).
 */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const unstorable = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether PostgreSQL can store `text` as it is. */
export const isStorableText = (text: string) => !unstorable.test(text);

export const unstorableTextMessage = 'This text contains characters that cannot be stored.';

/** Where in a parsed JSON value (field paths, `_` for the whole) such text occurs. */
export function unstorableTextFields(value: unknown): string[] {
  const found = new Set<string>();
  // Iterative: a deeply nested body must not exhaust the stack.
  const pending: [unknown, string][] = [[value, '']];
  while (pending.length > 0) {
    const [item, path] = pending.pop()!;
    if (typeof item === 'string') {
      if (!isStorableText(item)) found.add(path || '_');
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        const childPath = path ? `${path}.${key}` : key;
        if (!isStorableText(key)) found.add(childPath);
        pending.push([child, childPath]);
      }
    }
  }
  return [...found];
}

/** Answers 400, naming the fields, when any text in `value` cannot be stored. */
export function assertStorableText(value: unknown) {
  const fields = unstorableTextFields(value);
  if (fields.length > 0) {
    throw new ApiError(
      400,
      'invalid_input',
      'Some fields are not valid.',
      Object.fromEntries(fields.map((field) => [field, unstorableTextMessage])),
    );
  }
}
