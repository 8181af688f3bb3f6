import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { colorSchemeScript } from '../src/web/app/color-scheme-script.ts';

/** Named by its content, so it is cached forever like the other built assets. */
const file = `assets/color-scheme-${createHash('sha256')
  .update(colorSchemeScript)
  .digest('base64url')
  .slice(0, 8)}.js`;

/**
 * Puts the colour-scheme script on every page (the landing and the app shell are both built
 * from index.html), loaded blocking at the top of `<head>` so it runs before the first paint:
 * written as an asset in a build, served from memory by the dev server.
 */
export const colorSchemePlugin: Plugin = {
  name: 'color-scheme-script',
  // Pages come from the client build only; the server builds need no copy.
  apply: (config) => !config.build?.ssr,
  transformIndexHtml: (html) => {
    // Right after the charset, which must come first, and before every style.
    const charset = /<meta charset="[^"]+" \/>/;
    if (!charset.test(html)) throw new Error('index.html has no charset to put the script after.');
    return html.replace(charset, (tag) => `${tag}\n    <script src="/${file}"></script>`);
  },
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: file, source: colorSchemeScript });
  },
  configureServer(server) {
    server.middlewares.use(`/${file}`, (_request, response) => {
      response.setHeader('content-type', 'text/javascript');
      response.end(colorSchemeScript);
    });
  },
};
