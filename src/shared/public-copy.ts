/** Texts of the public pages that are not part of the landing sections. */
export const publicCopy = {
  portalLogin: 'Portal Login',
} as const;
