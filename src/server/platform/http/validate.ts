import type { MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import { validator } from 'hono/validator';
import { z } from 'zod';
import { ApiError } from './errors.ts';
import { isJsonContentType, jsonRequest, unsupportedMediaType } from './json-only.ts';
import { described, jsonContent, refusals } from './openapi.ts';
import { assertStorableText } from './storable-text.ts';

// Validate at the edge: each validator parses one part of the request with a shared zod
// schema, answers 400 with the field errors in words, and states in the API document what
// it takes and how it refuses.

/** zod's issues as `{ field: message }`, the `fields` of a 400 answer. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

export const invalidInput = (fields: Record<string, string>) =>
  new ApiError(400, 'invalid_input', 'Some fields are not valid.', fields);

/** Parses with a shared schema or answers 400 with the field errors in words. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw invalidInput(fieldErrors(parsed.error));
  return parsed.data;
}

/**
 * Route middleware: the JSON body, validated by `schema`; routes read `c.req.valid('json')`.
 * The body limit (413) and JSON-only rule (415) come first; text the database cannot store is
 * refused whole. `example`, a body the route accepts, is shown in the reference (and sent by
 * the fuzzer and the isolation suite, which read it from the document).
 */
export const jsonBody = <S extends z.ZodType>(schema: S, example: z.input<S>) => {
  const validate = validator('json', (value, c) => {
    // Hono validates `{}` in place of a body that is not JSON: refuse it instead.
    if (!isJsonContentType(c.req.header('content-type'))) throw unsupportedMediaType();
    assertStorableText(value);
    return parseOrThrow(schema, value);
  });
  const guarded = every(jsonRequest, validate as MiddlewareHandler) as unknown as typeof validate;
  return described(guarded, {
    requestBody: { required: true, content: jsonContent(schema, example) },
    responses: refusals('BadRequest', 'PayloadTooLarge', 'UnsupportedMediaType'),
  });
};

type QueryParameter = { in: 'query'; name: string; required: boolean; schema: object };

/** The query parameters a flat object schema reads, as the document states them. */
function queryParameters(schema: z.ZodObject): QueryParameter[] {
  const json = z.toJSONSchema(schema, { io: 'input' }) as {
    properties?: Record<string, { description?: string }>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, { description, ...property }]) => ({
    in: 'query',
    name,
    required: json.required?.includes(name) ?? false,
    schema: property,
    ...(description ? { description } : {}),
  }));
}

/**
 * Route middleware: the query string, validated by `schema` and then by `refine` (which may
 * throw a 400 of its own); routes read `c.req.valid('query')`.
 */
export const queryOf = <S extends z.ZodObject, T = z.output<S>>(
  schema: S,
  refine: (parsed: z.output<S>) => T = (parsed) => parsed as T,
) =>
  described(
    validator('query', (query) => refine(parseOrThrow(schema, query))),
    { parameters: queryParameters(schema), responses: refusals('BadRequest') },
  );

/** Every row id the API hands out is a UUID (randomUUID); anything else names no row. */
const rowIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Route middleware: the `:id` of a row; routes read `c.req.valid('param').id`. What is not
 * an id the API made is answered 404 like an unknown one, before it reaches a query.
 */
export const rowIdParam = (notFound: () => Error) =>
  described(
    validator('param', (params: Record<string, string>) => {
      const id = params.id ?? '';
      if (!rowIdPattern.test(id)) throw notFound();
      return { ...params, id: id.toLowerCase() };
    }),
    {
      parameters: [
        {
          in: 'path',
          name: 'id',
          required: true,
          description: 'The id the API gave the item.',
          schema: { type: 'string', format: 'uuid' },
        },
      ],
      responses: refusals('NotFound'),
    },
  );

/**
 * Route middleware: a path parameter that names one of a fixed set (`/calendars/:provider`);
 * anything else is answered 404, like a path that does not exist.
 */
export const choiceParam = <const Name extends string, const Choice extends string>(
  name: Name,
  choices: readonly [Choice, ...Choice[]],
  notFound: () => Error,
  description: string,
) => {
  const schema = z.enum(choices);
  return described(
    validator('param', (params: Record<string, string>) => {
      const parsed = schema.safeParse(params[name]);
      if (!parsed.success) throw notFound();
      return { [name]: parsed.data } as Record<Name, Choice>;
    }),
    {
      parameters: [
        {
          in: 'path',
          name,
          required: true,
          description,
          schema: { type: 'string', enum: [...choices] },
        },
      ],
      responses: refusals('NotFound'),
    },
  );
};
