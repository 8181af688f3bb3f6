import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProviders } from './app/app-providers.tsx';
import { AppRoutes } from './app/app-routes.tsx';
import { createEmotionCache } from './app/emotion-cache.ts';

function page(url: string, cache: ReturnType<typeof createEmotionCache>) {
  return (
    <StrictMode>
      <AppProviders cache={cache}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>
  );
}

/**
 * Renders one public route to HTML with its critical styles, for prerendering at build time.
 * A static prerender first waits for every lazily loaded part (the testimonial carousel);
 * the page is then rendered again with all of them loaded, so its HTML holds every part in
 * place, with no script needed to reveal one.
 */
export async function render(url: string) {
  const { prelude } = await prerenderToNodeStream(page(url, createEmotionCache()));
  prelude.resume();
  const cache = createEmotionCache();
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const html = renderToString(page(url, cache));
  const styles = constructStyleTagsFromChunks(extractCriticalToChunks(html));
  return { html, styles };
}
