import createCache from '@emotion/cache';

/** The same cache key on server and client, so the prerendered styles are reused on hydration. */
export const createEmotionCache = () => createCache({ key: 'css' });
