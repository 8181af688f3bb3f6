/** WCAG relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

const WHITE = '#FFFFFF';
const INK = '#111111';

/**
 * The text colour readable on the business's colour: white or near-black, whichever contrasts
 * more. One of the two always reaches WCAG AA (4.5:1) on any colour.
 */
export function readableTextOn(background: string): string {
  const own = luminance(background);
  return contrast(own, 1) >= contrast(own, luminance(INK)) ? WHITE : INK;
}
