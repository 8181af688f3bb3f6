import { validator } from 'hono/validator';
import type { z } from 'zod';
import { ApiError } from './errors.ts';
import { isJsonContentType, unsupportedMediaType } from './json-only.ts';
import { assertStorableText } from './storable-text.ts';

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

/**
 * Route middleware: the JSON body, validated by `schema`; routes read `c.req.valid('json')`.
 * A body that is not JSON is 415 (Hono would otherwise validate `{}` in its place).
 */
export const jsonBody = <S extends z.ZodType>(schema: S) =>
  validator('json', (value, c) => {
    if (!isJsonContentType(c.req.header('content-type'))) throw unsupportedMediaType();
    assertStorableText(value);
    return parseOrThrow(schema, value);
  });

/** Every row id the API hands out is a UUID (randomUUID); anything else names no row. */
const rowIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Route middleware: the `:id` of a row; routes read `c.req.valid('param').id`. What is not
 * an id the API made is answered 404 like an unknown one, before it reaches a query.
 */
export const rowIdParam = (notFound: () => ApiError) =>
  validator('param', (params: Record<string, string>) => {
    const id = params.id ?? '';
    if (!rowIdPattern.test(id)) throw notFound();
    return { ...params, id: id.toLowerCase() };
  });
