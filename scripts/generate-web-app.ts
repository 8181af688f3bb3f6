/**
 * Writes what makes the portal an installable app into `public/generated/app/`: the web app
 * manifest, its icons (PNG, drawn from the favicon's artwork), a badge for Android's status
 * bar, and the page the service worker shows when a portal page cannot load offline. All of it
 * comes from `src/shared/web-app.ts`; `public/generated` is not versioned.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import {
  offlineCopy,
  webAppFiles,
  webAppManifest,
  webAppThemeColor,
} from '../src/shared/web-app.ts';

const publicDir = path.resolve(import.meta.dirname, '..', 'public');

/** The favicon's person, drawn on a 64-unit square; its own box is 36 units about (32, 34). */
const person = '<circle cx="32" cy="27" r="11"/><path d="M14 52c2-9 9-14 18-14s16 5 18 14z"/>';
const gradient =
  '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2454d6"/><stop offset="1" stop-color="#0fb5a4"/></linearGradient></defs>';
const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${body}</svg>`;

/**
 * A maskable icon fills its square (the system cuts its own shape) and keeps what matters in
 * the middle 80 %, so the person is drawn smaller than on the rounded favicon.
 */
const fullBleed = svg(
  `${gradient}<rect width="64" height="64" fill="url(#g)"/><g fill="#fff" transform="translate(32 32) scale(0.7) translate(-32 -34)">${person}</g>`,
);
/** Android draws the badge from its alpha alone: the person in white, nothing else. */
const badge = svg(
  `<g fill="#fff" transform="translate(32 32) scale(1.6) translate(-32 -34)">${person}</g>`,
);

const png = (source: string, size: number) =>
  new Resvg(source, { fitTo: { mode: 'width', value: size } }).render().asPng();

const escape = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('"', '&quot;');

/** A page with no script (the site's CSP allows none inline) that follows the system's scheme. */
const offlinePage = () => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="${webAppThemeColor}" />
    <title>${escape(offlineCopy.title)}</title>
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <style>
      :root { color-scheme: light dark; }
      body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 24px;
        box-sizing: border-box; font-family: Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
        background: #f6f8fc; color: #0f1b33; }
      main { max-width: 420px; text-align: center; }
      img { width: 72px; height: 72px; }
      h1 { font-size: 1.5rem; margin: 16px 0 8px; }
      p { color: #4a5873; line-height: 1.5; margin: 0 0 24px; }
      a { display: inline-block; padding: 10px 22px; border-radius: 8px; background: #2454d6;
        color: #fff; font-weight: 600; text-decoration: none; }
      a:focus-visible { outline: 3px solid #1d47b8; outline-offset: 2px; }
      @media (prefers-color-scheme: dark) {
        body { background: #0b1220; color: #e7ecf6; }
        p { color: #a9b5cc; }
        a { background: #7d9cff; color: #0b1220; }
        a:focus-visible { outline-color: #a9c1ff; }
      }
    </style>
  </head>
  <body>
    <main>
      <img src="${webAppFiles.icon192}" alt="" />
      <h1>${escape(offlineCopy.heading)}</h1>
      <p>${escape(offlineCopy.body)}</p>
      <a href="">${escape(offlineCopy.retry)}</a>
    </main>
  </body>
</html>
`;

export async function generateWebApp() {
  const write = async (file: string, data: string | Buffer) => {
    const target = path.join(publicDir, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, data);
  };
  const favicon = await readFile(path.join(publicDir, 'favicon.svg'), 'utf8');
  await Promise.all([
    write(webAppFiles.manifest, `${JSON.stringify(webAppManifest, null, 2)}\n`),
    write(webAppFiles.icon192, png(favicon, 192)),
    write(webAppFiles.icon512, png(favicon, 512)),
    write(webAppFiles.maskable512, png(fullBleed, 512)),
    write(webAppFiles.appleTouchIcon, png(fullBleed, 180)),
    write(webAppFiles.badge, png(badge, 96)),
    write(webAppFiles.offlinePage, offlinePage()),
  ]);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await generateWebApp();
  console.log('Generated the web app manifest, icons and offline page in public/generated/app');
}
