import { brand } from '../brand.ts';

/**
 * The ten client testimonials of the landing page's carousel (specification, section 3). The
 * quotes are marketing copy, not product rules. Every photo is a portrait the product serves
 * itself, generated at build time by `scripts/generate-avatars.ts` from each slug.
 */
export type Testimonial = {
  slug: string;
  name: string;
  /** 'title, company' */
  role: string;
  image: string;
  content: string;
  rating: number;
};

/** The scale the ratings are given on. */
export const maxRating = 5;

/** The folder under the site root that holds the generated portraits. */
export const testimonialImageDir = '/generated/testimonials';

export const testimonialImagePath = (slug: string) => `${testimonialImageDir}/${slug}.svg`;

type TestimonialSource = Omit<Testimonial, 'slug' | 'image' | 'rating'>;

const sources: readonly TestimonialSource[] = [
  {
    name: 'Daniel Brooks',
    role: 'Sales Director, Brookside Motors',
    content:
      'Our response time is 80% faster. Leads that used to wait until Monday morning now get an answer in seconds, and the agent books test drives straight into our calendar.',
  },
  {
    name: 'Sofia Almeida',
    role: 'Operations Manager, Lisboa Car Rentals',
    content:
      'Half of our renters are tourists. The agent answers them in over 30 languages, so we no longer lose bookings to a language barrier.',
  },
  {
    name: 'Marcus Reid',
    role: 'Owner, Sparkle & Shine Cleaning',
    content:
      'Customers ask for a quote on WhatsApp and get one before I have finished the job I am on. Our conversion rate has doubled since we switched it on.',
  },
  {
    name: 'Aisha Patel',
    role: 'Customer Experience Lead, Northgate Auto Group',
    content:
      'We cut our support costs by 60% while handling more conversations than ever. When a buyer needs a person, the hand-off to my team is seamless.',
  },
  {
    name: 'James Carter',
    role: 'General Manager, Coastal Drive Rentals',
    content:
      'The calendar integration changed everything. Reservations, changes and returns are handled automatically, and our front desk has time for the customers in front of them.',
  },
  {
    name: 'Elena Rossi',
    role: 'Founder, FreshNest Home Cleaning',
    content: `Setup took one afternoon. I gave ${brand.productName} a briefing about our services and prices, and by evening it was quoting jobs and booking visits on its own.`,
  },
  {
    name: 'Carlos Mendes',
    role: 'Owner, Mendes Auto Sales',
    content:
      'Sharing photos, vehicle history reports and payment links right in the chat doubled our online conversions. Buyers arrive at the lot ready to sign.',
  },
  {
    name: 'Hannah Kim',
    role: 'Practice Manager, Brightline Dental Studio',
    content:
      'Patients get answers at 11 pm on a Sunday, and our receptionists start the week with a full schedule instead of a full voicemail box.',
  },
  {
    name: 'Oliver Grant',
    role: 'Head of Support, UrbanFleet Mobility',
    content:
      'Responses are 80% faster and our CRM stays in sync without anyone copying notes between systems. It feels like we hired a whole team overnight.',
  },
  {
    name: 'Priya Nair',
    role: 'CEO, Evergreen Property Services',
    content: `We serve tenants in over 30 languages across WhatsApp, Instagram and our website. Support costs are down 60% since ${brand.productName} took over the first line.`,
  },
];

const slugOf = (name: string) => name.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-');

export const testimonials: readonly Testimonial[] = sources.map((source) => {
  const slug = slugOf(source.name);
  return { ...source, slug, image: testimonialImagePath(slug), rating: maxRating };
});
