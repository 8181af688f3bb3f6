import { signupAvailabilityMeta } from '@shared/signup-availability.ts';

/**
 * Whether self-service sign-up is open on this server: the page it served says so (see
 * src/shared/signup-availability.ts), so the answer is there before any request.
 */
export function isSignupOpen(doc: Document = document) {
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${signupAvailabilityMeta.name}"]`);
  return meta?.content !== signupAvailabilityMeta.closed;
}
