import { Hono } from 'hono';
import { generateSpecs } from 'hono-openapi';
import { z } from 'zod';
import { apiDocsPath, apiPaths } from '@shared/api-paths.ts';
import { brand } from '@shared/brand.ts';
import { roleLabels } from '@shared/team.ts';
import { securitySchemes } from '@server/platform/auth/require-account.ts';
import { requiredRole } from '@server/platform/auth/route-roles.ts';
import { apiErrorSchema, errorResponses, routeDocs } from './openapi.ts';

// The JSON Schema dialect of OpenAPI 3.1 is the document's own: no `$schema` inside it.
const { $schema: _dialect, ...errorJsonSchema } = z.toJSONSchema(apiErrorSchema);

const description = `The ${brand.productName} API: the same API the portal uses, for your own programs.

Authenticate with an API key made on the portal's API Keys page, sent as \`Authorization: Bearer sk_live_…\`. A key acts as an admin: it can do everything the portal can except manage API keys, billing and ownership (403). Each route states the role a signed-in person needs (\`x-required-role\`: owner, admin or agent). Errors are JSON: \`{ "error": { "code", "message", "fields"? } }\`. Lists that grow come in pages: pass \`limit\` (at most 100) and the \`nextCursor\` of the previous page as \`cursor\`.`;

type Operation = { description?: string; security?: unknown[]; [key: string]: unknown };

/**
 * Writes into each signed-in operation the role it needs, as `x-required-role` and in its
 * description, from the one table the server enforces (route-roles.ts).
 */
function withRoles<D extends { paths?: Record<string, Record<string, unknown> | undefined> }>(
  document: D,
): D {
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item ?? {})) {
      const op = operation as Operation;
      if (typeof op !== 'object' || op.security?.length === 0 || !op.description?.trim()) continue;
      const role = requiredRole(method, path.replace(/\{(\w+)\}/g, ':$1')) ?? 'admin';
      if (role === 'public') continue;
      op['x-required-role'] = role;
      op.description = `${op.description ?? ''}\n\nRole: ${roleLabels[role]}${role === 'owner' ? ' only' : ' or above'}; a person with a lesser role is refused (403).`;
    }
  }
  return document;
}

/** The OpenAPI 3.1 document of every route `api` declares, from the routes' own parts. */
export async function buildApiDocument(api: Hono) {
  return withRoles(await generateApiDocument(api));
}

function generateApiDocument(api: Hono) {
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
