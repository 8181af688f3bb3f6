// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import type { Swiper } from 'swiper/types';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAutoplayPausedWhileHidden } from './use-autoplay-paused-while-hidden.ts';

const setVisibility = (state: DocumentVisibilityState) => {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
  document.dispatchEvent(new Event('visibilitychange'));
};

const fakeSwiper = () =>
  ({ destroyed: false, autoplay: { stop: vi.fn(), start: vi.fn() } }) as unknown as Swiper & {
    autoplay: { stop: ReturnType<typeof vi.fn>; start: ReturnType<typeof vi.fn> };
  };

describe('useAutoplayPausedWhileHidden', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('stops autoplay while the tab is hidden and starts it when visible again', () => {
    const swiper = fakeSwiper();
    renderHook(() => useAutoplayPausedWhileHidden(swiper));

    setVisibility('hidden');
    expect(swiper.autoplay.stop).toHaveBeenCalledOnce();
    expect(swiper.autoplay.start).not.toHaveBeenCalled();

    setVisibility('visible');
    expect(swiper.autoplay.start).toHaveBeenCalledOnce();
  });

  it('lets go of the document when the carousel goes away', () => {
    const swiper = fakeSwiper();
    const { unmount } = renderHook(() => useAutoplayPausedWhileHidden(swiper));
    unmount();

    setVisibility('hidden');
    expect(swiper.autoplay.stop).not.toHaveBeenCalled();
  });
});
