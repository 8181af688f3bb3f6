/**
 * Builds the website widget into the client folder: the chat panel as a versioned module
 * (`assets/widget-panel-<hash>.js`, cached for good) and the loader `widget.js`, whose address
 * is fixed in every site's snippet, with the panel's file name written in.
 */
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type Rolldown } from 'vite';
import { alias } from '../vite.config.ts';

const root = path.resolve(import.meta.dirname, '..');

/** One script for the browser, minified, with nothing loaded beside it. */
export async function bundle(
  entry: string,
  format: 'es' | 'iife',
  define: Record<string, string> = {},
  name = 'agentWidget',
) {
  const output = (await build({
    configFile: false,
    root,
    logLevel: 'warn',
    resolve: { alias },
    define,
    build: {
      write: false,
      target: 'es2022',
      // Lib builds keep ES modules readable unless told otherwise; the panel is served minified.
      rolldownOptions: { output: { minify: true } },
      lib: {
        entry: path.join(root, entry),
        formats: [format],
        name,
        fileName: 'widget',
      },
    },
  })) as Rolldown.RolldownOutput[];
  const chunk = output[0]!.output[0];
  return chunk.code;
}

export async function buildWidget(clientDir: string) {
  const panel = await bundle('src/widget/panel.ts', 'es');
  const panelFile = `assets/widget-panel-${createHash('sha256').update(panel).digest('base64url').slice(0, 10)}.js`;
  await writeFile(path.join(clientDir, panelFile), panel);
  const loader = await bundle('src/widget/loader.ts', 'iife', {
    __WIDGET_PANEL__: JSON.stringify(`/${panelFile}`),
  });
  await writeFile(path.join(clientDir, 'widget.js'), loader);
  return { loader: 'widget.js', panel: panelFile };
}
