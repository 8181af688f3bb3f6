/**
 * Builds the product: the app's client bundle; the landing page, rendered to HTML on the server
 * and written into `index.html` (so `/` is complete before any script runs) with a client of
 * its own; the empty app shell `app.html` for every other path; gzip/brotli copies of every
 * text asset; and the server compiled to `dist/server/index.js`.
 */
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { build } from 'vite';
import { buildLanding, type LandingClient } from './build-landing.ts';
import { buildServiceWorker } from './build-service-worker.ts';
import { buildWidget } from './build-widget.ts';
import { signupClosedMetaTag } from '../src/shared/signup-availability.ts';
import { htmlPages } from '../src/server/platform/http/html-pages.ts';
import { generateAvatars } from './generate-avatars.ts';
import { generateWebApp } from './generate-web-app.ts';

const root = path.resolve(import.meta.dirname, '..');
const clientDir = path.join(root, 'dist/client');
const ssrDir = path.join(root, 'dist/ssr');
const serverDir = path.join(root, 'dist/server');

const entryScript = /<script type="module" crossorigin src="[^"]+"><\/script>\s*/;
const modulePreload = /<link rel="modulepreload" crossorigin href="[^"]+">\s*/g;
const stylesheet = /<link rel="stylesheet" crossorigin href="[^"]+">\s*/g;

/** The page as built for closed sign-up: it says so in its head, where the app reads it. */
const withSignupClosed = (page: string) =>
  page.replace(/\s*<\/head>/, () => `\n    ${signupClosedMetaTag}\n  </head>`);

/**
 * The landing page is complete HTML, so the browser paints it before any script runs: its
 * stylesheet is inlined (no request stands before the first paint), and its own small client
 * (scripts/build-landing.ts) loads once the page is on screen, in place of the app's entry. The
 * empty shell of every other path keeps loading the app's entry at once, since it shows
 * nothing without it. Each is written twice, for open and for closed sign-up: SIGNUP is read
 * when the server starts, and the server serves the matching pair.
 */
async function prerenderLanding({ loader, stylesheets }: LandingClient) {
  const entry = pathToFileURL(path.join(ssrDir, 'entry-server.js')).href;
  const { render, renderShellStyles } = (await import(entry)) as {
    render: (options: { signupOpen: boolean }) => Promise<{ html: string; styles: string }>;
    renderShellStyles: () => string;
  };
  const shell = await readFile(path.join(clientDir, 'index.html'), 'utf8');
  if (!entryScript.test(shell)) throw new Error('The built index.html has no module entry script.');
  const appShell = shell
    .replace(/\s*<\/head>/, () => `\n    ${renderShellStyles()}\n  </head>`)
    .replace('<!--app-html-->', '');
  await writeFile(path.join(clientDir, htmlPages.open.shell), appShell);
  await writeFile(path.join(clientDir, htmlPages.closed.shell), withSignupClosed(appShell));
  for (const [signupOpen, pages] of [
    [true, htmlPages.open],
    [false, htmlPages.closed],
  ] as const) {
    const landing = await prerenderedLanding(shell, await render({ signupOpen }), {
      loader,
      stylesheets,
    });
    await writeFile(
      path.join(clientDir, pages.landing),
      signupOpen ? landing : withSignupClosed(landing),
    );
  }
}

async function prerenderedLanding(
  shell: string,
  { html, styles }: { html: string; styles: string },
  { loader, stylesheets }: LandingClient,
) {
  const css = await Promise.all(
    stylesheets.map((file) => readFile(path.join(clientDir, file), 'utf8')),
  );
  const head = [
    `<script type="module" src="/${loader}"></script>`,
    ...css.map((sheet) => `<style>${sheet}</style>`),
    styles,
  ].join('\n    ');
  return shell
    .replace(entryScript, '')
    .replace(modulePreload, '')
    .replace(stylesheet, '')
    .replace(/\s*<\/head>/, () => `\n    ${head}\n  </head>`)
    .replace('<!--app-html-->', () => html);
}

const compressible = /\.(js|css|html|svg|json|txt|xml|map)$/;
const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

async function precompress(dir: string) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  await Promise.all(
    entries
      .filter((entry) => entry.isFile() && compressible.test(entry.name))
      .map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        const data = await readFile(file);
        if (data.length < 1024) return;
        await writeFile(`${file}.gz`, await gzip(data, { level: 9 }));
        await writeFile(
          `${file}.br`,
          await brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }),
  );
}

await rm(path.join(root, 'dist'), { recursive: true, force: true });
// The testimonial portraits and the installed app's manifest, icons and offline page live in
// public/, which the client build copies.
await generateAvatars();
await generateWebApp();
await build({ root, logLevel: 'warn' });
await build({
  root,
  logLevel: 'warn',
  build: {
    ssr: 'src/web/entry-server.tsx',
    outDir: ssrDir,
    emptyOutDir: true,
    copyPublicDir: false,
  },
  ssr: { noExternal: ['@mui/material', '@mui/icons-material', '@mui/system', 'swiper'] },
});
await prerenderLanding(await buildLanding(clientDir));
await buildWidget(clientDir);
await buildServiceWorker(clientDir);
await precompress(clientDir);

// The server as one JavaScript module (its packages stay in node_modules): started with plain
// node, it neither compiles TypeScript at start nor keeps a compiler in memory.
await build({
  root,
  logLevel: 'warn',
  build: {
    ssr: true,
    outDir: serverDir,
    emptyOutDir: true,
    copyPublicDir: false,
    rollupOptions: {
      // The embedded database's thread and the document reader's are modules of their own,
      // started beside the server's (platform/workers/module-worker.ts).
      input: {
        index: 'src/server/index.ts',
        'embedded-database-worker': 'src/server/platform/db/embedded/embedded-database-worker.ts',
        'document-reader-worker': 'src/server/runtime/knowledge/document-reader-worker.ts',
      },
      output: { entryFileNames: '[name].js' },
    },
  },
});
// open-database.ts finds its SQL migrations beside the module.
await cp(path.join(root, 'src/server/platform/db/migrations'), path.join(serverDir, 'migrations'), {
  recursive: true,
});
console.log('Built the front end into dist/client and the server into dist/server');
