/**
 * Phones narrower than the common 360 px (an iPhone SE's 320): the public top bar's name and
 * button take a smaller type there, so the bar still fits on one line with the landing's menu.
 */
export const narrowPhone = '@media (max-width: 359.95px)';
