/**
 * For the surfaces that stay navy in both schemes (the landing's hero, demo, pricing card and
 * footer, the dashboard's welcome): the theme's blue focus ring would not stand out on them, so
 * inside them it is mint.
 */
export const onNavyFocusRing = { '--mui-palette-focusRing': 'var(--mui-palette-brand-mint)' };
