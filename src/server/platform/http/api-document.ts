import { Hono } from 'hono';
import { generateSpecs } from 'hono-openapi';
import { z } from 'zod';
import { apiDocsPath, apiPaths } from '@shared/api-paths.ts';
import { brand } from '@shared/brand.ts';
import { securitySchemes } from '@server/platform/auth/require-account.ts';
import { apiErrorSchema, errorResponses, routeDocs } from './openapi.ts';

// The JSON Schema dialect of OpenAPI 3.1 is the document's own: no `$schema` inside it.
const { $schema: _dialect, ...errorJsonSchema } = z.toJSONSchema(apiErrorSchema);

const description = `The ${brand.productName} API: the same API the portal uses, for your own programs.

Authenticate with an API key made on the portal's API Keys page, sent as \`Authorization: Bearer sk_live_…\`. A key can do everything the portal can except manage API keys and change the plan (403). Errors are JSON: \`{ "error": { "code", "message", "fields"? } }\`. Lists that grow come in pages: pass \`limit\` (at most 100) and the \`nextCursor\` of the previous page as \`cursor\`.`;

/** The OpenAPI 3.1 document of every route `api` declares, from the routes' own parts. */
export function buildApiDocument(api: Hono) {
  return generateSpecs(api, {
    defaultValidationErrorResponse: false,
    // The document's own path ends in `.json`: not a static file to leave out.
    excludeStaticFile: false,
    documentation: {
      info: { title: `${brand.productName} API`, version: '1', description },
      security: [{ [securitySchemes.apiKey]: [] }, { [securitySchemes.session]: [] }],
      components: {
        securitySchemes: {
          [securitySchemes.apiKey]: {
            type: 'http',
            scheme: 'bearer',
            description: 'An API key from the portal’s API Keys page: `sk_live_…` or `sk_test_…`.',
          },
          [securitySchemes.session]: {
            type: 'apiKey',
            in: 'cookie',
            name: 'better-auth.session_token',
            description:
              'The portal’s session cookie, set by signing in (`/api/auth/sign-in/email`).',
          },
        },
        schemas: { Error: errorJsonSchema as object },
        responses: Object.fromEntries(
          Object.entries(errorResponses).map(([name, { description }]) => [
            name,
            {
              description,
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
            },
          ]),
        ),
      },
    },
  });
}

const route = routeDocs('API');

/**
 * GET /api/v1/openapi.json: the document, built once on first request (the routes do not
 * change while the server runs). Public: a program reads it before it has a key.
 */
export function apiDocumentRoutes(api: () => Hono) {
  let document: ReturnType<typeof buildApiDocument> | undefined;
  return new Hono().get(
    apiPaths.openApiDocument,
    route({
      operationId: 'getOpenApiDocument',
      summary: 'This document',
      description: `The OpenAPI 3.1 description of this API; no sign-in needed. People read it at ${apiDocsPath}.`,
      answer: { status: 200, schema: z.looseObject({}), description: 'The OpenAPI document.' },
      public: true,
    }),
    async (c) => c.json(await (document ??= buildApiDocument(api()))),
  );
}
