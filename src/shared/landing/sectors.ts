/** The four target sectors and their feature lists (specification, sections 1 and 9). */
export type Sector = {
  id: 'car-dealers' | 'car-rental' | 'cleaning-services' | 'general-business';
  name: string;
  description: string;
  features: readonly string[];
};

const quotesOverWhatsAppAndPhone = 'WhatsApp & Phone Quotes';

export const sectors: readonly Sector[] = [
  {
    id: 'car-dealers',
    name: 'Car Dealers',
    description: 'Engage buyers on every channel, from the first question to the test drive.',
    features: [
      'Customer Support',
      'Omnichannel Presence',
      'Appointment Scheduling',
      'Photo Sharing',
      'Payment Links',
      'Vehicle History Reports',
    ],
  },
  {
    id: 'car-rental',
    name: 'Car Rental',
    description: 'Take bookings around the clock and answer renters in their own language.',
    features: [
      'Calendar Integration',
      'Multilingual Support',
      'CRM Integration',
      'Database Synchronization',
    ],
  },
  {
    id: 'cleaning-services',
    name: 'Cleaning Services',
    description: 'Send quotes the moment customers ask, even while your team is on a job.',
    features: [quotesOverWhatsAppAndPhone],
  },
  {
    id: 'general-business',
    name: 'General Business',
    description: 'A versatile agent for any business that talks to its customers.',
    features: [quotesOverWhatsAppAndPhone],
  },
];
