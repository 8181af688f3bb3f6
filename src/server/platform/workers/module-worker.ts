import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * A worker thread running the module `name` that sits beside the caller (`from` is its
 * `import.meta.url`): built, the JavaScript file the build writes beside the server's
 * (dist/server/<name>.js, see scripts/build.ts); run from the sources (tsx, Vitest), the
 * TypeScript file, compiled on the fly as the server's own modules are.
 */
export function startModuleWorker(from: string, name: string, options: WorkerOptions = {}) {
  const here = fileURLToPath(from);
  if (here.endsWith('.ts')) {
    const entry = JSON.stringify(new URL(`./${name}.ts`, from).href);
    const load = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${entry}, ${entry}))`;
    return new Worker(load, { ...options, eval: true });
  }
  return new Worker(path.join(path.dirname(here), `${name}.js`), options);
}
