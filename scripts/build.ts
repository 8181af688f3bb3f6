/**
 * Builds the product: the client bundle, a server-side render of the landing page that is
 * written into `index.html` (so `/` is complete HTML before any script runs), the empty app
 * shell `app.html` for every other path, gzip/brotli copies of every text asset, and the
 * server compiled to `dist/server/index.js`.
 */
import { createHash } from 'node:crypto';
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { build } from 'vite';
import { buildWidget } from './build-widget.ts';
import { generateAvatars } from './generate-avatars.ts';

const root = path.resolve(import.meta.dirname, '..');
const clientDir = path.join(root, 'dist/client');
const ssrDir = path.join(root, 'dist/ssr');
const serverDir = path.join(root, 'dist/server');

const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const modulePreload = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const stylesheet = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;

/**
 * The landing page is complete HTML, so the browser should paint it before any script runs:
 * its stylesheet is inlined (no request stands before the first paint), and a small loader
 * fetches the app's entry and the modules it needs once the page is on screen; the app then
 * hydrates it (time-sliced, see main.tsx). The empty shell of other paths keeps loading the
 * entry at once, since it shows nothing without it.
 */
async function paintLandingFirst(page: string) {
  const entry = entryScript.exec(page)?.[1];
  if (!entry) throw new Error('The built index.html has no module entry script.');
  const modules = [...page.matchAll(modulePreload)].map((match) => match[1]);
  const loader = [
    `// Built by scripts/build.ts: the landing is on screen before its app loads, and each`,
    `// module is evaluated in a task of its own, so no single task blocks a tap for long.`,
    `const modules = ${JSON.stringify(modules)};`,
    `const nextTask = () => new Promise((resolve) => setTimeout(resolve));`,
    `requestAnimationFrame(async () => {`,
    `  await nextTask();`,
    `  for (const href of modules) {`,
    `    const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href });`,
    `    link.crossOrigin = '';`,
    `    document.head.append(link);`,
    `  }`,
    `  for (const href of modules) {`,
    `    await import(href);`,
    `    await nextTask();`,
    `  }`,
    `  await import(${JSON.stringify(entry)});`,
    `});`,
    ``,
  ].join('\n');
  const loaderName = `assets/landing-${createHash('sha256').update(loader).digest('base64url').slice(0, 8)}.js`;
  await writeFile(path.join(clientDir, loaderName), loader);

  let inlined = page;
  for (const [link, href] of page.matchAll(stylesheet)) {
    const css = await readFile(path.join(clientDir, href!), 'utf8');
    inlined = inlined.replace(link, () => `<style>${css}</style>`);
  }
  return inlined
    .replace(modulePreload, '')
    .replace(entryScript, `<script type="module" src="/${loaderName}"></script>\n    `);
}

async function prerenderLanding() {
  const entry = pathToFileURL(path.join(ssrDir, 'entry-server.js')).href;
  const { render } = (await import(entry)) as {
    render: (url: string) => Promise<{ html: string; styles: string }>;
  };
  const shell = await readFile(path.join(clientDir, 'index.html'), 'utf8');
  const { html, styles } = await render('/');
  await writeFile(path.join(clientDir, 'app.html'), shell.replace('<!--app-html-->', ''));
  await writeFile(
    path.join(clientDir, 'index.html'),
    await paintLandingFirst(
      shell.replace('</head>', `${styles}\n  </head>`).replace('<!--app-html-->', html),
    ),
  );
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
// The testimonial portraits live in public/, which the client build copies.
await generateAvatars();
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
await prerenderLanding();
await buildWidget(clientDir);
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
      // The embedded database's thread is a module of its own, started beside the server's.
      input: {
        index: 'src/server/index.ts',
        'embedded-database-worker': 'src/server/platform/db/embedded/embedded-database-worker.ts',
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
