/** Sends the browser to another site (Google's consent page), leaving the portal. */
export const leaveFor = (url: string) => window.location.assign(url);
