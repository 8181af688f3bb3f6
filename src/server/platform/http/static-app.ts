import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { webAppFiles } from '@shared/web-app.ts';
import { htmlPages } from './html-pages.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const HOURLY = 'public, max-age=3600';

/** The encodings the build writes beside each text file, best first. */
const encodings = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

type HtmlPage = { plain: Buffer; encoded: Map<string, Buffer> };

function readHtmlPage(file: string): HtmlPage {
  const encoded = new Map<string, Buffer>();
  for (const { name, suffix } of encodings) {
    if (existsSync(file + suffix)) encoded.set(name, readFileSync(file + suffix));
  }
  return { plain: readFileSync(file), encoded };
}

function acceptedEncoding(acceptEncoding: string | undefined, page: HtmlPage) {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  return encodings.find(({ name }) => accepted.includes(name) && page.encoded.has(name))?.name;
}

/**
 * Serves the built front end: hashed assets forever, HTML always revalidated, every text file
 * in its precompressed brotli or gzip form when the browser takes it.
 * `/` is the prerendered landing page; every other path gets the empty app shell so the
 * client router can show the page or redirect an unknown path. Both as built for SIGNUP.
 */
export function createStaticApp(clientDir: string, { signupOpen }: { signupOpen: boolean }) {
  const pages = signupOpen ? htmlPages.open : htmlPages.closed;
  const landingFile = path.join(clientDir, pages.landing);
  const shellFile = path.join(clientDir, pages.shell);
  if (!existsSync(landingFile) || !existsSync(shellFile)) {
    throw new Error(`The front end is not built in ${clientDir}. Run "npm run build" first.`);
  }
  // Read once: HTML is served on every navigation and never changes while the server runs.
  const landing = readHtmlPage(landingFile);
  const shell = readHtmlPage(shellFile);

  const app = new Hono();
  const html =
    (page: HtmlPage) => (c: { req: { header: (name: string) => string | undefined } }) => {
      const encoding = acceptedEncoding(c.req.header('accept-encoding'), page);
      const headers: Record<string, string> = {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': REVALIDATE,
        vary: 'Accept-Encoding',
      };
      if (encoding) headers['content-encoding'] = encoding;
      const body = encoding ? page.encoded.get(encoding)! : page.plain;
      return new Response(new Uint8Array(body), { headers });
    };

  app.get('/', html(landing));
  app.get('/index.html', html(landing));
  app.get('/app.html', html(shell));
  // Hashed file names change with their content, so a found asset can be kept forever.
  app.use('*', async (c, next) => {
    await next();
    if (c.res.status === 200 && !c.res.headers.has('cache-control')) {
      // The service worker's address never changes: a browser asks again for each new version.
      const policy =
        c.req.path === webAppFiles.serviceWorker
          ? REVALIDATE
          : c.req.path.startsWith('/assets/')
            ? IMMUTABLE
            : HOURLY;
      c.res.headers.set('cache-control', policy);
    }
  });
  app.use('*', serveStatic({ root: clientDir, precompressed: true }));
  app.get('*', html(shell));
  return app;
}
