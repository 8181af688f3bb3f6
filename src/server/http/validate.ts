import { validator } from 'hono/validator';
import type { z } from 'zod';
import { ApiError } from './errors.ts';

/** zod's issues as `{ field: message }`, the `fields` of a 400 answer. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Parses with a shared schema or answers 400 with the field errors in words. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new ApiError(
      400,
      'invalid_input',
      'Some fields are not valid.',
      fieldErrors(parsed.error),
    );
  }
  return parsed.data;
}

/** Route middleware: the JSON body, validated by `schema`; routes read `c.req.valid('json')`. */
export const jsonBody = <S extends z.ZodType>(schema: S) =>
  validator('json', (value) => parseOrThrow(schema, value));
