/**
 * Whether self-service sign-up is open (SIGNUP in the server's environment). The landing is
 * prerendered at build time and the CSP allows no inline script, so the build writes each page
 * twice, and the server serves the pair that matches SIGNUP; the closed pages carry this meta
 * tag, which the app reads.
 */
export const signupAvailabilityMeta = { name: 'signup', closed: 'closed' } as const;

/** The `<meta>` a page built for closed sign-up carries in its head. */
export const signupClosedMetaTag = `<meta name="${signupAvailabilityMeta.name}" content="${signupAvailabilityMeta.closed}">`;
