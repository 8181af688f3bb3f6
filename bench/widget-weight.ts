import { readFile } from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';

export type FileBytes = { file: string; raw: number; gzip: number; brotli: number };
export type WidgetWeight = { loader: FileBytes; panel: FileBytes };

const clientDir = path.resolve(import.meta.dirname, '..', 'dist/client');

/** As the build precompresses them: gzip at level 9, brotli at its highest quality. */
async function bytesOf(file: string): Promise<FileBytes> {
  const raw = await readFile(path.join(clientDir, file));
  return {
    file,
    raw: raw.length,
    gzip: zlib.gzipSync(raw, { level: 9 }).length,
    brotli: zlib.brotliCompressSync(raw, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
    }).length,
  };
}

/** The built loader, and the panel file it loads when a visitor opens the chat. */
export async function widgetWeight(): Promise<WidgetWeight> {
  const loader = await bytesOf('widget.js');
  const source = await readFile(path.join(clientDir, loader.file), 'utf8');
  const panelFile = /\/(assets\/widget-panel-[\w-]+\.js)/.exec(source)?.[1];
  if (!panelFile) throw new Error('widget.js names no panel file: is the build complete?');
  return { loader, panel: await bytesOf(panelFile) };
}
