/**
 * Builds the prerendered landing page's own client (src/web/landing-main.tsx), apart from the
 * app, with Preact's compatibility layer in React's place: it hydrates only the page's islands,
 * so the landing downloads a fraction of what the app needs. Also writes the small loader that
 * `index.html` runs once the page is on screen.
 */
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Rolldown } from 'vite';
import { alias } from '../vite.config.ts';

const root = path.resolve(import.meta.dirname, '..');

/** React's entry points, each as Preact's compatibility layer provides it (exact names only). */
const preactForReact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

export type LandingClient = {
  /** The module `index.html` loads, relative to the client folder. */
  loader: string;
  /** The stylesheets the page needs from the start, relative to the client folder. */
  stylesheets: string[];
};

/** The entry's static imports, each after the modules it imports: the order they evaluate in. */
function evaluationOrder(
  chunks: Map<string, Rolldown.OutputChunk>,
  file: string,
  seen: Set<string>,
) {
  if (seen.has(file)) return [];
  seen.add(file);
  const chunk = chunks.get(file);
  if (!chunk) throw new Error(`The landing build has no chunk ${file}.`);
  const order: string[] = chunk.imports.flatMap((dependency) =>
    evaluationOrder(chunks, dependency, seen),
  );
  return [...order, file];
}

/** The script `index.html` runs: it waits for the first paint, then loads the client's modules. */
function loaderFor(modules: string[]) {
  return [
    `// Built by scripts/build-landing.ts: the landing is on screen before its script loads, and`,
    `// each module is evaluated in a task of its own, so no single task blocks a tap for long.`,
    `const modules = ${JSON.stringify(modules.map((file) => `/${file}`))};`,
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
    `});`,
    ``,
  ].join('\n');
}

export async function buildLanding(clientDir: string): Promise<LandingClient> {
  const output = (await build({
    configFile: false,
    root,
    logLevel: 'warn',
    // JSX compiled as for the app; the aliases below then lead it to Preact.
    plugins: [react()],
    resolve: {
      alias: [
        ...preactForReact,
        ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })),
      ],
    },
    build: {
      outDir: clientDir,
      // The app's build is in the same folder already.
      emptyOutDir: false,
      copyPublicDir: false,
      assetsInlineLimit: 0,
      rolldownOptions: {
        input: { 'landing-main': path.join(root, 'src/web/landing-main.tsx') },
        output: {
          codeSplitting: {
            groups: [
              // Chunks of their own, so the loader evaluates each in a task of its own: Preact
              // (seldom changed), and the theme, whose creation is the most work any module
              // does as it is evaluated.
              { name: 'preact', test: /node_modules[\\/]preact[\\/]/ },
              { name: 'theme', test: /src[\\/]web[\\/]app[\\/]theme\.ts$/ },
              // Scripts only: Swiper's styles are in the page's stylesheet.
              { name: 'swiper', test: /node_modules[\\/]swiper[\\/].*\.m?js$/ },
            ],
          },
        },
      },
    },
  })) as Rolldown.RolldownOutput;

  const chunks = new Map<string, Rolldown.OutputChunk>();
  for (const item of output.output) if (item.type === 'chunk') chunks.set(item.fileName, item);
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('The landing build has no entry chunk.');

  const loader = loaderFor(evaluationOrder(chunks, entry.fileName, new Set()));
  const loaderFile = `assets/landing-${createHash('sha256').update(loader).digest('base64url').slice(0, 8)}.js`;
  await writeFile(path.join(clientDir, loaderFile), loader);
  return { loader: loaderFile, stylesheets: [...(entry.viteMetadata?.importedCss ?? [])] };
}
