import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createEmotionCache } from './app/emotion-cache.ts';
import { IslandProviders } from './app/island-providers.tsx';
import { PortalLoginButton } from './components/portal-login-button.tsx';
import './features/landing/carousel-styles.ts';
import { DemoRequest } from './features/landing/demo-request.tsx';
import { GetStartedButton } from './features/landing/get-started-button.tsx';
import { islandSelector, type IslandName } from './features/landing/island.tsx';
import { loadTestimonialCarousel } from './features/landing/load-testimonial-carousel.ts';
import { SectionMenu } from './features/landing/section-menu.tsx';
import { VisitCompanyButton } from './features/landing/visit-company-button.tsx';

/*
 * The prerendered landing page's client entry, built on its own with Preact in React's place
 * (scripts/build-landing.ts). The page is static HTML but for its islands: only they are
 * hydrated, each from the same component that rendered it at build time.
 */

const cache = createEmotionCache();

function hydrateIsland(name: IslandName, island: ReactNode) {
  const container = document.querySelector(islandSelector(name));
  if (!container) throw new Error(`The landing page has no "${name}" island.`);
  hydrateRoot(container, <IslandProviders cache={cache}>{island}</IslandProviders>);
}

/** The islands a visitor may use at once, the top bar's and the hero's first. */
const islands: [IslandName, ReactNode][] = [
  ['portal-login', <PortalLoginButton />],
  ['section-menu', <SectionMenu />],
  ['get-started', <GetStartedButton />],
  ['visit-company', <VisitCompanyButton />],
  ['demo-request', <DemoRequest />],
];

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/** Each island is hydrated in a task of its own, so no single task blocks a tap for long. */
async function hydrateIslands() {
  for (const [name, island] of islands) {
    await nextTask();
    hydrateIsland(name, island);
  }
  // The browser suite waits for this before it clicks, as on the app's pages (main.tsx).
  document.documentElement.dataset.appReady = '';
}

void hydrateIslands();
void loadTestimonialCarousel().then((TestimonialCarousel) =>
  hydrateIsland('testimonial-carousel', <TestimonialCarousel />),
);
