import { commerceTerms } from './commerce-terms.ts';
import { relatedTerms, type TermGroup } from './related-terms.ts';
import { serviceTerms } from './service-terms.ts';

/** Every group of related words the engine knows: the core terms and the industries' vocabulary. */
export const termGroups: readonly TermGroup[] = [
  ...relatedTerms,
  ...serviceTerms,
  ...commerceTerms,
];
