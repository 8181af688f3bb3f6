import { onNavyFocusRing } from '@web/components/on-navy-focus-ring.ts';

/**
 * The white call-to-action on the surfaces that stay navy in both schemes (hero, pricing card,
 * demo). Its text keeps the light scheme's deep blue: the dark scheme's lighter primary would
 * fail contrast on white.
 */
export const whiteOnNavyButton = {
  bgcolor: 'common.white',
  color: 'brand.royal',
  '&:hover': { bgcolor: 'brand.haze' },
  ...onNavyFocusRing,
} as const;
