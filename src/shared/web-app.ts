import { brand } from './brand.ts';
import { paths } from './paths.ts';

/**
 * The portal as an installed app (a web app manifest, its icons, a service worker that shows
 * browser notifications and an offline page): the files' addresses and what they say. The
 * build writes the manifest, icons and offline page from this (scripts/generate-web-app.ts).
 */

/** Where the build writes the generated files, under the site's root. */
const generated = '/generated/app';

export const webAppFiles = {
  /** At the root, so it may control every page of the site. */
  serviceWorker: '/sw.js',
  manifest: `${generated}/manifest.webmanifest`,
  offlinePage: `${generated}/offline.html`,
  icon192: `${generated}/icon-192.png`,
  icon512: `${generated}/icon-512.png`,
  maskable512: `${generated}/icon-maskable-512.png`,
  appleTouchIcon: `${generated}/apple-touch-icon.png`,
  /** The small monochrome icon Android shows in the status bar. */
  badge: `${generated}/badge-96.png`,
} as const;

/** The navy of the landing's hero: the installed app's title bar and splash screen. */
export const webAppThemeColor = '#0b1f3a';

/** The cache the service worker keeps the offline page in; a new name drops the old one. */
export const offlineCacheName = 'portal-offline-v1';

export const webAppManifest = {
  id: paths.portal.root,
  name: `${brand.productName} portal`,
  short_name: brand.productName,
  description: 'Your AI agents, the live inbox and your business settings.',
  start_url: paths.portal.root,
  scope: '/',
  display: 'standalone',
  theme_color: webAppThemeColor,
  background_color: webAppThemeColor,
  icons: [
    { src: webAppFiles.icon192, sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: webAppFiles.icon512, sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: webAppFiles.maskable512, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
} as const;

export const offlineCopy = {
  title: `You are offline · ${brand.productName}`,
  heading: 'You are offline',
  body: 'The portal needs a connection to show your conversations. Check your network, then try again.',
  retry: 'Try again',
} as const;
