// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollToSection } from './scroll-to-section.ts';

const addSection = (id: string) => {
  const section = document.createElement('section');
  section.id = id;
  section.tabIndex = -1;
  section.scrollIntoView = vi.fn();
  document.body.append(section);
  return section;
};

const preferReducedMotion = (reduce: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce, media: query }));

describe('scrollToSection', () => {
  afterEach(() => {
    document.body.replaceChildren();
    vi.unstubAllGlobals();
  });

  it('glides to the section and gives it the keyboard focus', () => {
    preferReducedMotion(false);
    const section = addSection('features');
    scrollToSection('features');
    expect(section.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(section).toHaveFocus();
  });

  it('jumps instead when the visitor asks for reduced motion', () => {
    preferReducedMotion(true);
    const section = addSection('features');
    scrollToSection('features');
    expect(section.scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  });
});
