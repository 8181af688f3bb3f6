import { Validator } from '@seriousme/openapi-schema-validator';
import { Hono } from 'hono';
import type { OpenAPIV3_1 } from 'openapi-types';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiDocsPath, apiPaths } from '@shared/api-paths.ts';
import { apiDocument, apiRoutes } from '@server/testing/api-routes.ts';
import { useTestServer } from '@server/testing/test-server.ts';
import { buildApiDocument } from './api-document.ts';
import { ok, routeDocs } from './openapi.ts';

const server = useTestServer('api-document');

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** What is missing from the document of `app`'s /api/v1 routes, one line per problem. */
async function undocumented(app: Hono, document: OpenAPIV3_1.Document) {
  const problems: string[] = [];
  const declared = new Set(
    app.routes
      .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/v1/'))
      .map((route) => `${route.method.toLowerCase()} ${route.path}`),
  );
  for (const route of declared) {
    const [method, path] = route.split(' ') as [(typeof methods)[number], string];
    const operation = document.paths?.[path.replace(/:(\w+)/g, '{$1}')]?.[method];
    if (!operation) {
      problems.push(`${route} is not in the document`);
      continue;
    }
    if (!operation.summary?.trim()) problems.push(`${route} has no summary`);
    if (!operation.description?.trim()) problems.push(`${route} has no description`);
    if (!operation.operationId || /^(get|post|put|patch|delete)ApiV1/.test(operation.operationId)) {
      problems.push(`${route} has no operationId of its own`);
    }
    // A browser's step (Google's way back after its consent page) succeeds with a redirect.
    const answers = Object.keys(operation.responses ?? {}).filter((status) => /^[23]/.test(status));
    if (answers.length === 0) problems.push(`${route} has no success answer`);
  }
  return problems;
}

describe('the OpenAPI document', () => {
  it('is served at /api/v1/openapi.json without signing in, as the catalogue reads it', async () => {
    const res = await server.request(apiPaths.openApiDocument);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual(JSON.parse(JSON.stringify(apiDocument)));
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(
      structuredClone(apiDocument) as unknown as Parameters<Validator['validate']>[0],
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('describes every /api/v1 route of the app: summary, description, operationId, answer', async () => {
    expect(await undocumented(server.app() as unknown as Hono, apiDocument)).toEqual([]);
    const operationIds = Object.values(apiDocument.paths ?? {}).flatMap((item) =>
      methods.flatMap((method) => item?.[method]?.operationId ?? []),
    );
    expect(operationIds).toHaveLength(apiRoutes.length);
    expect(new Set(operationIds).size).toBe(operationIds.length);
  });

  it('fails a route added without a description, or with none at all', async () => {
    const route = routeDocs('Test');
    const app = new Hono()
      .get(
        '/api/v1/described',
        route({
          operationId: 'described',
          summary: 'Described',
          description: 'Has everything.',
          answer: ok(z.object({}), 'Nothing.'),
        }),
        (c) => c.json({}),
      )
      .get('/api/v1/bare', (c) => c.json({}))
      .get(
        '/api/v1/summary-only',
        route({
          operationId: 'summaryOnly',
          summary: 'Summary only',
          description: ' ',
          answer: ok(z.object({}), 'Nothing.'),
        }),
        (c) => c.json({}),
      );
    const document = (await buildApiDocument(app)) as OpenAPIV3_1.Document;
    expect(await undocumented(app, document)).toEqual([
      'get /api/v1/bare is not in the document',
      'get /api/v1/summary-only has no description',
    ]);
  });

  it('names the error shape, the API key and the session cookie', () => {
    const schemes = apiDocument.components?.securitySchemes ?? {};
    expect(schemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(schemes.session).toMatchObject({ type: 'apiKey', in: 'cookie' });
    expect(apiDocument.security).toEqual([{ apiKey: [] }, { session: [] }]);
    expect(apiDocument.components?.schemas?.Error).toMatchObject({
      properties: { error: { required: ['code', 'message'] } },
    });
    const notFound = apiDocument.paths?.['/api/v1/agents/{id}']?.get?.responses?.['404'];
    expect(notFound).toEqual({ $ref: '#/components/responses/NotFound' });
  });

  it('says which routes an API key cannot call, and that the document needs no sign-in', () => {
    const keys = apiDocument.paths?.['/api/v1/api-keys']?.get;
    expect(keys?.security).toEqual([{ session: [] }]);
    expect(apiDocument.paths?.['/api/v1/openapi.json']?.get?.security).toEqual([]);
    expect(apiDocument.paths?.['/api/v1/agents']?.get?.security).toBeUndefined();
  });

  it('describes the answer a message can stream, event by event', () => {
    const answer = apiDocument.paths?.['/api/v1/conversations/{id}/messages']?.post?.responses?.[
      '201'
    ] as { content?: Record<string, { schema?: { oneOf?: unknown[] } }> } | undefined;
    expect(Object.keys(answer?.content ?? {})).toEqual(['application/json', 'text/event-stream']);
    expect(JSON.stringify(answer?.content?.['text/event-stream'])).toMatch(
      /"start".*"delta".*"sources".*"handover".*"done".*"error"/,
    );
  });

  it('states the pagination of the lists that grow', () => {
    for (const path of ['/api/v1/tickets', '/api/v1/notifications', '/api/v1/knowledge']) {
      const list = apiDocument.paths?.[path]?.get;
      expect(list?.parameters).toEqual([
        expect.objectContaining({
          in: 'query',
          name: 'limit',
          schema: expect.objectContaining({ maximum: 100, default: 50 }),
        }),
        expect.objectContaining({ in: 'query', name: 'cursor' }),
      ]);
    }
  });
});

describe('the API reference page', () => {
  it('is served by the product, with its scripts from our own origin and none inline', async () => {
    const res = await server.request(apiDocsPath);
    expect(res.status).toBe(200);
    const html = await res.text();
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(body?.trim()).toBe('');
      const src = /src="([^"]+)"/.exec(attributes ?? '')?.[1] ?? '';
      expect(src.startsWith(`${apiDocsPath}/`)).toBe(true);
      const script = await server.request(src);
      expect(script.status, src).toBe(200);
      expect(script.headers.get('content-type')).toContain('javascript');
    }
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
  });
});
