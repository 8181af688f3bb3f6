import { brand } from '../brand.ts';

/**
 * Every text of the landing page's sections, in the order they appear. The quoted texts of the
 * specification are here to the letter; where it writes 'the product' or '(company)' as a
 * stand-in, the brand's names take their place.
 */

export const heroCopy = {
  id: 'hero',
  productName: brand.productName,
  headline: 'Your AI Agent for Sales & Support',
  tagline: 'The Next Generation of AI Customer Service',
  lead: 'Give it a short briefing about your business and it answers customers, books appointments and closes sales on your website and messaging channels, day and night.',
  getStarted: 'Get Started Now',
  highlights: ['Ready in minutes', 'Live human hand-off', 'Open 24/7'],
  chatPreview: {
    label: 'Example conversation between a customer and the AI agent',
    agentName: `${brand.productName} agent`,
    status: 'Online now',
    messages: [
      { from: 'customer', text: 'Hi! Is the blue 2021 RAV4 still available?' },
      {
        from: 'agent',
        text: 'It is! It has 32,000 miles and a clean history report. Would you like to book a test drive?',
      },
      { from: 'customer', text: 'Yes, tomorrow around 10 am?' },
      {
        from: 'agent',
        text: 'Done: tomorrow at 10:00 is booked. I have sent the confirmation to your WhatsApp.',
      },
    ],
  },
} as const;

export const featuresCopy = {
  id: 'features',
  heading: `Why ${brand.productName}?`,
  subtitle:
    'Everything a small business needs to answer every customer, without hiring a night shift.',
  items: [
    {
      id: 'no-setup',
      title: 'No Complex Setup',
      description:
        'Give a short briefing about your business and your agent is ready in minutes. No code and no lengthy onboarding.',
    },
    {
      id: 'human-escalation',
      title: 'Live Human Escalation',
      description:
        'When a conversation needs a personal touch, the agent hands it over to a member of your team in real time.',
    },
    {
      id: 'always-on',
      title: '24/7, Unlimited Conversations',
      description:
        'Your agent works around the clock and takes every customer conversation, with no cap on how many.',
    },
  ],
} as const;

export const stepsCopy = {
  id: 'get-started',
  heading: 'Get Started in Minutes',
  subtitle: 'Three simple steps from sign-up to your first automated conversation.',
  items: [
    {
      id: 'subscribe',
      title: 'Choose Your Plan',
      description: 'Choose and subscribe to the plan that fits your business.',
    },
    {
      id: 'configure',
      title: 'We Configure Your Agent',
      description: 'The system configures your agent automatically from your business details.',
    },
    {
      id: 'go-live',
      title: 'Your Agent Goes Live',
      description: 'Your agent goes live and starts answering customers on your channels.',
    },
  ],
} as const;

export const solutionsCopy = {
  id: 'solutions',
  heading: 'Solutions for Your Business',
  subtitle: 'Agents tuned for the way your industry sells and serves.',
} as const;

export const pricingCopy = {
  id: 'pricing',
  heading: 'Maximize ROI, Minimize Cost',
  subtitle: 'One simple price for an agent that never clocks out.',
  planLabel: 'Your AI agent',
  /** To /signup with Essential chosen (the advertised price is its monthly one, weekly). */
  getStarted: 'Get Started',
  dailyPrefix: "That's",
  includedLabel: 'Included',
  included: [
    'Unlimited customer conversations',
    '24/7 operation',
    'Live escalation to a human agent',
    'Ready in minutes, no complex setup',
  ],
  impact: [
    {
      id: 'instant-answers',
      title: 'Answer Every Lead Instantly',
      description:
        'Replies arrive in seconds at any hour, so no enquiry goes cold while your team is busy or asleep.',
    },
    {
      id: 'lower-costs',
      title: 'Lower Support Costs',
      description:
        'Routine questions are handled automatically, and your team spends its time on the conversations that need it.',
    },
    {
      id: 'grow-without-hiring',
      title: 'Grow Without Hiring',
      description: 'Conversations are unlimited, so a busy season no longer means extra shifts.',
    },
  ],
} as const;

export const integrationsCopy = {
  id: 'integrations',
  heading: 'Seamless Integrations',
  subtitle: 'Your agent meets customers where they already are and works with the tools you use.',
  hubLabel: brand.productName,
} as const;

export const testimonialsCopy = {
  id: 'testimonials',
  heading: 'What Our Clients Say',
  subtitle: `Discover how ${brand.productName} is transforming businesses worldwide`,
  ratingLabel: (rating: number, outOf: number) => `Rated ${rating} out of ${outOf}`,
} as const;

export const companyCopy = {
  id: 'company',
  heading: `Discover ${brand.companyName}`,
  subtitle: 'Your Partner in Digital Innovation and Enterprise Solutions',
  cards: [
    {
      id: 'enterprise',
      title: 'Enterprise Solutions',
      description: 'Comprehensive digital transformation solutions tailored for modern enterprises',
    },
    {
      id: 'team',
      title: 'Expert Team',
      description: 'Dedicated professionals with deep expertise in AI and software development',
    },
    {
      id: 'reach',
      title: 'Global Reach',
      description: 'Serving clients worldwide with innovative technology solutions',
    },
  ],
  visit: `Visit ${brand.companyName} for more`,
  url: brand.companyUrl,
  opensInNewTab: '(opens in a new tab)',
} as const;

export const demoCopy = {
  id: 'demo',
  heading: 'Ready to Elevate Your Customer Experience?',
  subtitle: 'Sign Up Today and Start Automating Your Sales & Support!',
  scheduleDemo: 'Schedule a Demo',
  loading: 'Opening the demo request form',
} as const;

export const footerCopy = {
  id: 'site-footer',
  summary: 'Autonomous AI agents for sales and customer support, built for small businesses.',
  productOf: 'A product of',
  companyName: brand.companyName,
  companyUrl: brand.companyUrl,
  companySite: new URL(brand.companyUrl).host,
  officesLabel: 'Our Offices',
  officeCities: brand.officeCities,
  partnersLabel: 'Technology Partners',
  paymentsLabel: 'Payments',
  payments: 'Payments securely processed by Stripe',
  copyright: `© ${brand.copyrightYear} ${brand.companyName}. All rights reserved.`,
} as const;

/** The ten sections in the order the specification lists them (the footer has no heading). */
export const landingSections = [
  { id: heroCopy.id, heading: `${heroCopy.productName} ${heroCopy.headline}` },
  { id: featuresCopy.id, heading: featuresCopy.heading },
  { id: stepsCopy.id, heading: stepsCopy.heading },
  { id: solutionsCopy.id, heading: solutionsCopy.heading },
  { id: pricingCopy.id, heading: pricingCopy.heading },
  { id: integrationsCopy.id, heading: integrationsCopy.heading },
  { id: testimonialsCopy.id, heading: testimonialsCopy.heading },
  { id: companyCopy.id, heading: companyCopy.heading },
  { id: demoCopy.id, heading: demoCopy.heading },
  { id: footerCopy.id, heading: null },
] as const;

/** The top bar's links to the landing's sections, on screens wide enough to hold them. */
export const sectionLinksCopy = {
  label: 'Sections',
  /** The phone's button that opens the same links as a menu. */
  menu: 'Menu',
  links: [
    { id: featuresCopy.id, label: 'Features' },
    { id: solutionsCopy.id, label: 'Solutions' },
    { id: pricingCopy.id, label: 'Pricing' },
    { id: integrationsCopy.id, label: 'Integrations' },
    { id: demoCopy.id, label: 'Demo' },
  ],
} as const;
