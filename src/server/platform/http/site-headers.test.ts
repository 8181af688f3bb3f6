import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { describe, expect, it } from 'vitest';
import { seo } from '@shared/seo.ts';
import { useTestServer } from '@server/testing/test-server.ts';

const server = useTestServer('site');

const routes = ['/api/health', '/api/v1/me', '/robots.txt', '/api/no-such-endpoint'];

function expectSecurityHeaders(res: Response) {
  const csp = res.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
}

describe('every answer', () => {
  it.each(routes)('%s carries the security headers', async (route) => {
    expectSecurityHeaders(await server.request(route));
  });

  // The Node adapter answers HEAD differently from an in-process request: test it on a socket.
  it('carries them over a real socket, for GET and for HEAD', async () => {
    const listening = serve({ fetch: server.app().fetch, hostname: '127.0.0.1', port: 0 });
    await new Promise<void>((resolve) => listening.once('listening', () => resolve()));
    const { port } = listening.address() as AddressInfo;
    try {
      for (const route of routes) {
        for (const method of ['GET', 'HEAD']) {
          const res = await fetch(`http://127.0.0.1:${port}${route}`, { method });
          expectSecurityHeaders(res);
        }
      }
    } finally {
      await new Promise((resolve) => listening.close(resolve));
    }
  });
});

describe('the health endpoint', () => {
  it('answers ok', async () => {
    const res = await server.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('an unknown API path is a JSON 404, not the app shell', async () => {
    const res = await server.request('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: 'not_found' } });
  });
});

describe('crawlers', () => {
  it('robots.txt allows the public site, keeps the portal out and names the sitemap', async () => {
    const text = await (await server.request('/robots.txt')).text();
    expect(text).toContain('Disallow: /portal/');
    expect(text).toContain(`Sitemap: http://127.0.0.1:${server.env.PORT}/sitemap.xml`);
  });

  it('sitemap.xml lists the public pages with absolute addresses', async () => {
    const res = await server.request('/sitemap.xml');
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();
    for (const path of seo.indexedPaths) {
      expect(xml).toContain(`<loc>http://127.0.0.1:${server.env.PORT}${path}</loc>`);
    }
  });
});

describe('the HTML pages', () => {
  it('carry the security headers too: the landing page and the app shell', async () => {
    const clientDir = await mkdtemp(path.join(os.tmpdir(), 'site-headers-client-'));
    try {
      await writeFile(path.join(clientDir, 'index.html'), '<html><body>Landing</body></html>');
      await writeFile(
        path.join(clientDir, 'app.html'),
        '<html><body><div id="root"></div></body></html>',
      );
      const withClient = server.app({}, { clientDir });
      for (const page of ['/', '/login', '/portal/dashboard']) {
        const res = await withClient.request(page);
        expect(res.headers.get('content-type')).toContain('text/html');
        expectSecurityHeaders(res);
      }
    } finally {
      await rm(clientDir, { recursive: true, force: true });
    }
  });
});
