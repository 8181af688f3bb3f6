import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Hono } from 'hono';
import { apiDocsPath, apiPaths } from '@shared/api-paths.ts';
import { brand } from '@shared/brand.ts';

/**
 * The API reference for people at /api/docs: Swagger UI, served by the product from its own
 * npm package (no CDN), started by a script file of ours, so the CSP's `script-src 'self'`
 * holds: the page has no inline script.
 */
const swaggerUiDir = path.dirname(
  createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'),
);

const assets = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
} as const;

const startScript = `window.ui = SwaggerUIBundle(${JSON.stringify({
  url: apiPaths.openApiDocument,
  dom_id: '#api-reference',
  deepLinking: true,
  // Each area opens on a click: with every operation of every area laid out at once, Swagger UI
  // stopped rendering a document of this size part-way through the third area.
  docExpansion: 'none',
  // Swagger UI would otherwise send the document to a validator on the internet.
  validatorUrl: null,
})});\n`;

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${brand.productName} API reference</title>
    <link rel="stylesheet" href="${apiDocsPath}/swagger-ui.css" />
  </head>
  <body>
    <main id="api-reference"></main>
    <script src="${apiDocsPath}/swagger-ui-bundle.js"></script>
    <script src="${apiDocsPath}/start.js"></script>
  </body>
</html>
`;

const HOURLY = 'public, max-age=3600';

export function apiReferenceRoutes() {
  const files = new Map<string, Promise<Buffer>>();
  const asset = (name: keyof typeof assets) => {
    let file = files.get(name);
    if (!file) files.set(name, (file = readFile(path.join(swaggerUiDir, name))));
    return file;
  };
  return new Hono()
    .get(apiDocsPath, (c) => c.html(page, 200, { 'cache-control': 'no-cache' }))
    .get(`${apiDocsPath}/start.js`, (c) =>
      c.body(startScript, 200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': HOURLY,
      }),
    )
    .get(`${apiDocsPath}/:file{swagger-ui\\.css|swagger-ui-bundle\\.js}`, async (c) => {
      const name = c.req.param('file') as keyof typeof assets;
      return c.body(new Uint8Array(await asset(name)), 200, {
        'content-type': assets[name],
        'cache-control': HOURLY,
      });
    });
}
