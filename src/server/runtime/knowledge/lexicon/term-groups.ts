import { commerceTerms } from './commerce-terms.ts';
import { cycleTerms } from './cycle-terms.ts';
import { dentalTerms } from './dental-terms.ts';
import { drivingSchoolTerms } from './driving-school-terms.ts';
import { everydayTerms } from './everyday-terms.ts';
import { movingTerms } from './moving-terms.ts';
import { relatedTerms, type TermGroup } from './related-terms.ts';
import { salonTerms } from './salon-terms.ts';
import { serviceTerms } from './service-terms.ts';
import { stayTerms } from './stay-terms.ts';
import { tradeTerms } from './trade-terms.ts';
import { vetTerms } from './vet-terms.ts';

/** Every group of related words the engine knows: the core terms, the industries' vocabulary (hair and beauty salons', the home trades', bicycle shops', dental and veterinary clinics', driving schools', guesthouses' and removal companies' among them) and the everyday words that frame a question. */
export const termGroups: readonly TermGroup[] = [
  ...relatedTerms,
  ...serviceTerms,
  ...salonTerms,
  ...tradeTerms,
  ...cycleTerms,
  ...dentalTerms,
  ...drivingSchoolTerms,
  ...vetTerms,
  ...stayTerms,
  ...movingTerms,
  ...commerceTerms,
  ...everydayTerms,
];
