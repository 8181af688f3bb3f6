/**
 * Resolves once the element comes within `margin` of the viewport, or at once where that
 * cannot be observed (no element, no IntersectionObserver). Lets below-the-fold code wait
 * until a visitor scrolls towards it.
 */
export function whenNearViewport(element: Element | null, margin = '600px'): Promise<void> {
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
  });
}
