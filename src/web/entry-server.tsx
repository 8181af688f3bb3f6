import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { AppProviders } from './app/app-providers.tsx';
import { createEmotionCache } from './app/emotion-cache.ts';
import { LandingDocument } from './features/landing/landing-document.tsx';

type EmotionCache = ReturnType<typeof createEmotionCache>;
type Critical = { html: string; styles: { key: string; ids: string[]; css: string }[] };

function page(cache: EmotionCache, signupOpen: boolean) {
  return (
    <StrictMode>
      <AppProviders cache={cache}>
        <LandingDocument signupOpen={signupOpen} />
      </AppProviders>
    </StrictMode>
  );
}

/**
 * Emotion styles a component built around another one (MUI's Button around ButtonBase) in two
 * steps, and the inner step merges the outer's styles into a class of its own: the outer class
 * is on no element, so critical extraction leaves it out. The client would still compile and
 * insert it while hydrating an island; naming it as present, with no CSS, spares that work.
 */
function withMergedStyles(cache: EmotionCache, critical: Critical): Critical {
  const present = new Set(critical.styles.flatMap((chunk) => chunk.ids));
  const merged = Object.keys(cache.registered)
    .map((className) => className.slice(`${cache.key}-`.length))
    .filter((id) => !present.has(id));
  if (merged.length === 0) return critical;
  return { ...critical, styles: [...critical.styles, { key: cache.key, ids: merged, css: '' }] };
}

/**
 * The theme's global styles (its CSS variables in both schemes, the baseline's background), for
 * the head of the empty app shell: before the app's script runs, the page already has the
 * background of the scheme in force, rather than white in the dark.
 */
export function renderShellStyles() {
  const cache = createEmotionCache();
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const html = renderToString(<AppProviders cache={cache}>{null}</AppProviders>);
  return constructStyleTagsFromChunks(extractCriticalToChunks(html));
}

/**
 * Renders the landing page (`/`) to HTML with its critical styles, for prerendering at build
 * time. A static prerender first waits for every lazily loaded part (the testimonial carousel);
 * the page is then rendered again with all of them loaded, so its HTML holds every part in
 * place, with no script needed to reveal one. The build renders it once for open sign-up and
 * once for closed (SIGNUP is read when the server starts).
 */
export async function render({ signupOpen }: { signupOpen: boolean }) {
  const { prelude } = await prerenderToNodeStream(page(createEmotionCache(), signupOpen));
  prelude.resume();
  const cache = createEmotionCache();
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const html = renderToString(page(cache, signupOpen));
  const styles = constructStyleTagsFromChunks(
    withMergedStyles(cache, extractCriticalToChunks(html)),
  );
  return { html, styles };
}
