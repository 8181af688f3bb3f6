/**
 * Brings a section into view and moves keyboard focus to it, so a keyboard or screen-reader user
 * continues from where the page scrolled to. Visitors who ask for reduced motion get a jump
 * instead of the smooth scroll.
 */
export function scrollToSection(sectionId: string) {
  const section = document.getElementById(sectionId);
  if (!section) return;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  section.focus({ preventScroll: true });
}
