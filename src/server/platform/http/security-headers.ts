import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';

/**
 * Strict headers on every answer. Scripts only from our own origin; styles may be inline
 * because the component library writes its styles at run time (never scripts).
 */
const strictHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  xFrameOptions: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
  crossOriginEmbedderPolicy: false,
  permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
});

/** The website widget's files, which businesses' sites load from us. */
const widgetFile = /^\/(widget\.js|assets\/widget-panel-[\w-]+\.js)$/;

/**
 * The strict headers, except that other sites may load the widget's files: the loader as a
 * plain script, the panel as a module (which a browser fetches with CORS).
 */
export const securityHeaders = createMiddleware(async (c, next) => {
  await strictHeaders(c, next);
  if (widgetFile.test(c.req.path)) {
    c.res.headers.set('cross-origin-resource-policy', 'cross-origin');
    c.res.headers.set('access-control-allow-origin', '*');
  }
});
