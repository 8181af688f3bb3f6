import type { ReactNode } from 'react';

/** The interactive parts of the landing page; everything else on it is static HTML. */
export const islandNames = [
  'portal-login',
  'section-menu',
  'get-started',
  'visit-company',
  'demo-request',
  'testimonial-carousel',
] as const;

export type IslandName = (typeof islandNames)[number];

export const islandSelector = (name: IslandName) => `[data-island="${name}"]`;

/**
 * Marks a part of the prerendered landing that the landing's own client script
 * (src/web/landing-main.tsx) hydrates; the rest of the page never runs any script. The marker
 * generates no box of its own (`display: contents`), so the part lays out as if it were absent.
 */
export function Island({ name, children }: { name: IslandName; children: ReactNode }) {
  return (
    <div data-island={name} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
