import { type DescribeRouteOptions, describeRoute, resolver, uniqueSymbol } from 'hono-openapi';
import { z } from 'zod';

/**
 * The API describes itself: each route states its summary, its answer and its refusals here,
 * its validators state what they take (validate.ts), and `api-document.ts` gathers them into
 * the OpenAPI 3.1 document. The schemas are the shared zod schemas that validate requests on
 * the server and answers in the portal.
 */

/** The JSON error shape of every refusal. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string().describe('A stable word a program can tell errors apart by.'),
    message: z.string().describe('What went wrong, in words for a person.'),
    fields: z
      .record(z.string(), z.string())
      .optional()
      .describe('For invalid input: each field that is wrong (a dotted path) and why.'),
  }),
});

/** The refusals the document names, each a response component of the error shape. */
export const errorResponses = {
  BadRequest: { status: 400, description: 'The input is not valid; `fields` says why.' },
  Unauthorized: {
    status: 401,
    description: 'No valid session cookie or API key came with the request.',
  },
  PaymentRequired: { status: 402, description: 'The payment was declined; nothing changed.' },
  Forbidden: {
    status: 403,
    description: 'An API key cannot do this, or the request came from another site.',
  },
  NotFound: {
    status: 404,
    description: 'No such item in this account (unknown, or another account’s).',
  },
  Conflict: { status: 409, description: 'The request is valid but the current state refuses it.' },
  PayloadTooLarge: { status: 413, description: 'The request body is too large.' },
  UnsupportedMediaType: {
    status: 415,
    description: 'The body is not in the media type the route reads.',
  },
  TooManyRequests: { status: 429, description: 'Too many requests. Try again later.' },
} as const;

export type ErrorResponseName = keyof typeof errorResponses;

/** The responses of these refusals, by status, as references to the components. */
export const refusals = (...names: ErrorResponseName[]) =>
  Object.fromEntries(
    names.map((name) => [
      errorResponses[name].status,
      { $ref: `#/components/responses/${name}` } as const,
    ]),
  );

/**
 * Gives a middleware its part of the document (parameters, request body, responses,
 * security): the document merges the parts of every middleware a route runs.
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- any middleware's type, kept
export function described<M extends Function>(middleware: M, spec: DescribeRouteOptions) {
  return Object.assign(middleware, { [uniqueSymbol]: { spec } }) as M;
}

/** A JSON media type of `schema`, for a request body or an answer. */
export const jsonContent = (schema: z.ZodType, example?: unknown) => ({
  'application/json': {
    schema: resolver(schema),
    ...(example === undefined ? {} : { example }),
  },
});

type Answer =
  | {
      status: 200 | 201;
      schema: z.ZodType;
      description: string;
      /** What the route streams instead, as server-sent events, when asked for them. */
      events?: z.ZodType;
    }
  | { status: 204; description: string }
  | {
      status: 200;
      description: string;
      /** A file to download, in one of these media types. */
      files: readonly string[];
    }
  | {
      status: 200;
      description: string;
      /** Server-sent events only: a stream that stays open, each frame one of these. */
      stream: z.ZodType;
    }
  | {
      status: 302;
      description: string;
      /** A browser's step (an OAuth provider sends it back here): answered with a Location. */
      redirect: true;
    };

export type RouteDoc = {
  /** camelCase, unique: what generated clients name the call. */
  operationId: string;
  /** A few words, shown in the reference's list of routes. */
  summary: string;
  /** What the route does and anything a caller must know. */
  description: string;
  /** The success answer. */
  answer: Answer;
  /** Refusals of this route's own rules; validators and sign-in add theirs. */
  refuses?: ErrorResponseName[];
  /** Answers without a session or an API key. */
  public?: true;
};

/** A 200 answer of `schema`. */
export const ok = (schema: z.ZodType, description: string): Answer => ({
  status: 200,
  schema,
  description,
});

/**
 * The server-sent events a route streams with `Accept: text/event-stream`: each frame's
 * `event:` name and `data:` JSON, as `{ event, data }` objects of `events`.
 */
export const eventStreamContent = (events: z.ZodType) => ({
  'text/event-stream': { schema: resolver(events) },
});

/** A 201 answer of `schema`: something was made; `events` when it can also stream them. */
export const created = (schema: z.ZodType, description: string, events?: z.ZodType): Answer => ({
  status: 201,
  schema,
  description,
  events,
});

/** A 200 answer that is a file (`Content-Disposition: attachment`) of one of `types`. */
export const download = (types: readonly string[], description: string): Answer => ({
  status: 200,
  files: types,
  description,
});

/** A 200 answer that is a stream of server-sent events, open until the client leaves. */
export const eventStream = (events: z.ZodType, description: string): Answer => ({
  status: 200,
  stream: events,
  description,
});

/** A 302 answer: the browser is sent on (`Location`), as after an OAuth consent page. */
export const redirect = (description: string): Answer => ({
  status: 302,
  description,
  redirect: true,
});

/** A 204 answer: done, nothing to say. */
export const noContent = (description: string): Answer => ({ status: 204, description });

/**
 * The document's entry of one route, as the route's first middleware:
 * `.get('/', route({ operationId, summary, description, answer: ok(schema, '…') }), handler)`.
 * `tag` groups the area's routes in the reference.
 */
export const routeDocs =
  (tag: string) =>
  ({ operationId, summary, description, answer, refuses = [], public: open }: RouteDoc) =>
    describeRoute({
      ...(open ? { security: [] } : {}),
      tags: [tag],
      operationId,
      summary,
      description,
      responses: {
        [answer.status]:
          'schema' in answer
            ? {
                description: answer.description,
                content: {
                  ...jsonContent(answer.schema),
                  ...(answer.events ? eventStreamContent(answer.events) : {}),
                },
              }
            : 'stream' in answer
              ? { description: answer.description, content: eventStreamContent(answer.stream) }
              : 'redirect' in answer
                ? {
                    description: answer.description,
                    headers: {
                      Location: {
                        description: 'Where the browser goes next.',
                        schema: { type: 'string' },
                      },
                    },
                  }
                : 'files' in answer
                  ? {
                      description: answer.description,
                      content: Object.fromEntries(
                        answer.files.map((type) => [
                          type,
                          { schema: { type: 'string', format: 'binary' } },
                        ]),
                      ),
                    }
                  : { description: answer.description },
        ...refusals(...refuses),
      },
    });
