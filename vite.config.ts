import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { configDefaults } from 'vitest/config';
import { colorSchemePlugin } from './scripts/color-scheme-plugin.ts';
import { headTags } from './scripts/head-tags.ts';

export const alias = {
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@web': fileURLToPath(new URL('./src/web', import.meta.url)),
  '@server': fileURLToPath(new URL('./src/server', import.meta.url)),
};

/** Run by `npm run test:reliability` (vitest.reliability.config.ts), not by the unit suite. */
export const reliabilityTests = 'src/**/*.reliability.test.ts';

/**
 * In CI, tests that need the machine's PostgreSQL or Redis fail when it is missing; a
 * person without them gets those tests skipped, with the reason on one line.
 */
export const testServicesProvided = { requireTestServices: Boolean(process.env.CI) };

const headPlugin: Plugin = {
  name: 'head-tags',
  transformIndexHtml: (html) => html.replace('<!--head-->', headTags()),
};

export default defineConfig({
  plugins: [react(), headPlugin, colorSchemePlugin],
  resolve: { alias },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // React DOM and Swiper in chunks of their own: they seldom change, so a release
        // leaves them cached. (The prerendered landing has a build of its own,
        // scripts/build-landing.ts.)
        codeSplitting: {
          groups: [
            { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
            // Scripts only: Swiper's styles stay in the page's stylesheet.
            { name: 'swiper', test: /node_modules[\\/]swiper[\\/].*\.m?js$/ },
          ],
        },
      },
    },
  },
  server: {
    // The API runs beside Vite in development; see scripts/dev.ts.
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    // The long runs (load, restarts, several processes) have a config of their own.
    exclude: [...configDefaults.exclude, reliabilityTests],
    provide: {
      ...testServicesProvided,
      // For reviewing the evaluation sets themselves, never while changing the engine.
      showHeldOutMisses: process.env.SHOW_HELD_OUT_MISSES === '1',
    },
    environment: 'node',
    setupFiles: ['src/test/setup.ts'],
    // Bounds that stop a hung test, not measures of speed: on a 2-core machine that other
    // work keeps busy, storing a 10 MB attachment in the embedded database took 54 s.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // Each API test file opens its own embedded database (~800 MB peak while creating),
    // so two files at a time is what a 2-core, shared machine bears.
    maxWorkers: 2,
  },
});
