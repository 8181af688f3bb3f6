import { useEffect } from 'react';
import type { Swiper } from 'swiper/types';

/**
 * Stops the carousel's autoplay while the tab is hidden and starts it again when the tab is
 * visible. Swiper's Autoplay has a similar listener, but it only pauses until the running
 * slide transition ends and may then resume in a hidden tab; stopping cannot be undone by it.
 */
export function useAutoplayPausedWhileHidden(swiper: Swiper | null) {
  useEffect(() => {
    if (!swiper) return;
    const followVisibility = () => {
      if (swiper.destroyed) return;
      if (document.visibilityState === 'hidden') swiper.autoplay.stop();
      else swiper.autoplay.start();
    };
    document.addEventListener('visibilitychange', followVisibility);
    return () => document.removeEventListener('visibilitychange', followVisibility);
  }, [swiper]);
}
