import type { SimpleIcon } from 'simple-icons';

type BrandIconProps = {
  icon: SimpleIcon;
  size?: number;
  /** Defaults to the brand's own colour. */
  color?: string;
  /** When the brand's name is written next to the logo, the logo is not announced twice. */
  decorative?: boolean;
};

/** The brand's colour, or the text's own for black logos (Apple's), which vanish in the dark. */
function brandColour(hex: string) {
  const [r = 0, g = 0, b = 0] = (hex.match(/../g) ?? []).map((pair) => parseInt(pair, 16));
  return r + g + b < 0x60 ? 'currentColor' : `#${hex}`;
}

/** A third-party brand's logo from simple-icons, never redrawn by hand. */
export function BrandIcon({ icon, size = 24, color, decorative = false }: BrandIconProps) {
  const a11y = decorative
    ? ({ 'aria-hidden': true } as const)
    : ({ role: 'img', 'aria-label': icon.title } as const);
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill={color ?? brandColour(icon.hex)}
      focusable="false"
      style={{ flexShrink: 0, display: 'block' }}
      {...a11y}
    >
      <path d={icon.path} />
    </svg>
  );
}
