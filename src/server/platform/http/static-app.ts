import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
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

/**
 * The page with `html` added at the end of its body, compressed again (once, at start) as the
 * build compresses it.
 */
function withBodyEnd(page: HtmlPage, html: string): HtmlPage {
  const text = page.plain.toString('utf8');
  const at = text.lastIndexOf('</body>');
  if (at < 0) throw new Error('The built landing page has no </body>.');
  const plain = Buffer.from(`${text.slice(0, at)}${html}\n  ${text.slice(at)}`);
  const encoded = new Map<string, Buffer>();
  if (page.encoded.has('br')) {
    encoded.set(
      'br',
      zlib.brotliCompressSync(plain, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  }
  if (page.encoded.has('gzip')) encoded.set('gzip', zlib.gzipSync(plain, { level: 9 }));
  return { plain, encoded };
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
 * `landingBodyEnd`: HTML the landing carries at the end of its body (the product's own chat
 * widget, whose key the database holds, so the build cannot write it in).
 */
export function createStaticApp(
  clientDir: string,
  { signupOpen, landingBodyEnd }: { signupOpen: boolean; landingBodyEnd?: string | undefined },
) {
  const pages = signupOpen ? htmlPages.open : htmlPages.closed;
  const landingFile = path.join(clientDir, pages.landing);
  const shellFile = path.join(clientDir, pages.shell);
  if (!existsSync(landingFile) || !existsSync(shellFile)) {
    throw new Error(`The front end is not built in ${clientDir}. Run "npm run build" first.`);
  }
  // Read once: HTML is served on every navigation and never changes while the server runs.
  const built = readHtmlPage(landingFile);
  const landing = landingBodyEnd ? withBodyEnd(built, landingBodyEnd) : built;
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
