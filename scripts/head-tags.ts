import { brand } from '../src/shared/brand.ts';
import { seo } from '../src/shared/seo.ts';
import { webAppFiles } from '../src/shared/web-app.ts';

const escape = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** The `<head>` tags of every HTML page, built from the brand and SEO modules. */
export function headTags() {
  return [
    `<title>${escape(seo.title)}</title>`,
    `<meta name="description" content="${escape(seo.description)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escape(brand.productName)}" />`,
    `<meta property="og:title" content="${escape(seo.title)}" />`,
    `<meta property="og:description" content="${escape(seo.description)}" />`,
    `<meta property="og:image" content="${seo.ogImage}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    // The portal installs as an app (its manifest); iOS takes its home-screen icon from here.
    `<link rel="manifest" href="${webAppFiles.manifest}" />`,
    `<link rel="apple-touch-icon" href="${webAppFiles.appleTouchIcon}" />`,
  ].join('\n    ');
}
