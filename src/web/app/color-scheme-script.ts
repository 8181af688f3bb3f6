// Relative, not aliased: the build's config (vite.config.ts) loads this module too.
import { colorSchemeStorage } from '../../shared/color-scheme.ts';

const { attribute, key } = colorSchemeStorage;

/**
 * The script every page loads, blocking, in `<head>`: a scheme chosen in the portal is on
 * `<html>` before the first paint. With no choice it does nothing, since the theme's CSS follows
 * the device by itself. It is a file of our own origin, not MUI's inline InitColorSchemeScript,
 * because the CSP allows no inline script. Storage may be refused (private modes, blocked
 * cookies): the page then follows the device.
 */
export const colorSchemeScript = [
  `try {`,
  `  var mode = localStorage.getItem(${JSON.stringify(key)});`,
  `  if (mode === 'light' || mode === 'dark') {`,
  `    document.documentElement.setAttribute(${JSON.stringify(attribute)}, mode);`,
  `  }`,
  `} catch (error) {}`,
  ``,
].join('\n');
