/**
 * Builds the service worker (`src/web/service-worker/service-worker.ts`) into `sw.js` at the
 * client folder's root: served from `/`, it may control every page of the site. Its address
 * never changes; browsers check it for a new version on each visit.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { webAppFiles } from '../src/shared/web-app.ts';
import { bundle } from './build-widget.ts';

export async function buildServiceWorker(clientDir: string) {
  const code = await bundle('src/web/service-worker/service-worker.ts', 'iife', {}, 'portalWorker');
  await writeFile(path.join(clientDir, webAppFiles.serviceWorker), code);
}
