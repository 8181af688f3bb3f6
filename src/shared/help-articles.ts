import { agentCopy } from './agents.ts';
import { plans } from './plans.ts';
import {
  DEFAULT_FAREWELL,
  DEFAULT_GREETING,
  defaultPersonality,
  personalityCopy,
  SLIDER_MAX,
  SLIDER_MIN,
  SLIDER_STEP,
  sliderKeys,
} from './personality.ts';
import { navCopy, screenTitles } from './portal-copy.ts';

/** The help center (specification §2, §3, §5): articles shipped with the product. */
export const helpCategories = [
  'all',
  'getting-started',
  'customization',
  'integrations',
  'analytics',
  'billing',
] as const;
export type HelpCategory = (typeof helpCategories)[number];
export type ArticleCategory = Exclude<HelpCategory, 'all'>;

export const helpArticleTypes = ['guide', 'video', 'article'] as const;
export type HelpArticleType = (typeof helpArticleTypes)[number];

export type HelpArticle = {
  id: string;
  title: string;
  description: string;
  category: ArticleCategory;
  type: HelpArticleType;
  /** The article itself, one paragraph or step per entry. */
  body: readonly string[];
};

export const helpCopy = {
  subtitle: 'Guides, videos and articles on setting up your agents and getting the most from them.',
  searchLabel: 'Search articles',
  searchPlaceholder: 'Search by title or description',
  categoryLabel: 'Category',
  empty: 'No articles found matching your search.',
  results: (n: number) => (n === 1 ? '1 article' : `${n} articles`),
  read: 'Read',
  close: 'Close',
  stillNeedHelp: 'Still need help?',
  stillNeedHelpText: 'Our support team answers every ticket by email.',
  submitTicket: 'Submit a Ticket',
  categories: {
    all: 'All',
    'getting-started': 'Getting Started',
    customization: 'Customization',
    integrations: 'Integrations',
    analytics: 'Analytics',
    billing: 'Billing',
  } satisfies Record<HelpCategory, string>,
  types: { guide: 'Guide', video: 'Video', article: 'Article' } satisfies Record<
    HelpArticleType,
    string
  >,
} as const;

/** Title or description contains the query, ignoring case, within the chosen category. */
export function searchArticles(
  articles: readonly HelpArticle[],
  query: string,
  category: HelpCategory,
): HelpArticle[] {
  const needle = query.trim().toLowerCase();
  return articles.filter(
    (article) =>
      (category === 'all' || article.category === category) &&
      (needle === '' ||
        article.title.toLowerCase().includes(needle) ||
        article.description.toLowerCase().includes(needle)),
  );
}

/** 'a, b and c' */
const listOf = (items: readonly string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

// Articles describe only what the portal does; screen names, sliders and defaults come from
// the modules that define them, so an article cannot drift from the screen it explains.
const toPersonality = `${navCopy.aiAgents} → ${navCopy.manageAgents}, then ${agentCopy.edit} on any agent card or ${agentCopy.settings} in its menu`;
const sliderNames = sliderKeys.map((key) => personalityCopy.sliderLabels[key]);
const sliderList = listOf(
  sliderKeys.map(
    (key) =>
      `${personalityCopy.sliderLabels[key]} (${personalityCopy.sliderHints[key].toLowerCase()})`,
  ),
);
const sliderDefaults = listOf(
  sliderKeys.map(
    (key) => `${personalityCopy.sliderLabels[key].toLowerCase()} ${defaultPersonality[key]}`,
  ),
);
const agentLimit = (plan: keyof typeof plans) => plans[plan].limits.aiAgents;

export const helpArticles: readonly HelpArticle[] = [
  {
    id: 'write-your-business-briefing',
    title: 'Write your business briefing',
    description:
      'The briefing is what your agent knows about you: company, industry, audience and tone. A clear briefing is the biggest step towards good answers.',
    category: 'getting-started',
    type: 'guide',
    body: [
      'Open Business Setup → Business Briefing. Step 1, Business Information, asks for your company name, industry, a description and your target audience, and at least one language your customers write in; these are required. Key services and common customer questions are optional.',
      'Describe what you sell and what customers ask most often, in plain sentences. "We rent compact and family cars at the airport, from 35 dollars a day, with free cancellation up to 24 hours" teaches the agent more than a slogan does.',
      'Step 2, AI Personality, sets the tone that fits your brand (professional, friendly, casual or formal) and, if you like, a communication style and a personality description. Step 3 holds response templates: ready-made answers for situations your customers often bring up.',
      'Check everything on Review & Finish and choose Activate AI Assistant to save the briefing. You can come back at any time: the wizard opens with your saved briefing, ready to refine and activate again.',
    ],
  },
  {
    id: 'create-your-first-agent',
    title: 'Create your first AI agent',
    description:
      'Name your agent, pick its type (Sales, Support, Appointments or General) and choose its channels. A new agent starts active with 0 conversations.',
    category: 'getting-started',
    type: 'guide',
    body: [
      'Go to AI Agents → Manage Agents and choose New Agent.',
      'Give the agent a name your team will recognise, pick its type, and choose at least one channel: WhatsApp, Telegram, Instagram or Webchat.',
      'Create it: the agent starts active with 0 conversations. Use the card menu to duplicate it, deactivate it while you adjust its settings, or delete it.',
      `Your plan sets how many agents you can have, active or not: up to ${agentLimit('essential')} on Essential, with no limit on Professional. The AI Agents meter on Billing → Usage shows how many you have.`,
    ],
  },
  {
    id: 'tune-personality-sliders',
    title: 'Tune your agents’ personality sliders',
    description: `Four sliders, each from ${SLIDER_MIN} to ${SLIDER_MAX} in steps of ${SLIDER_STEP}, shape how all your agents sound: ${listOf(sliderNames).toLowerCase()}.`,
    category: 'customization',
    type: 'guide',
    body: [
      `Open ${screenTitles.personality}: go to ${toPersonality}. One set of personality settings applies to all your agents.`,
      `Under ${personalityCopy.traitsTitle}, each slider runs from ${SLIDER_MIN} to ${SLIDER_MAX} in steps of ${SLIDER_STEP}: ${sliderList}. The figure beside each slider is its current value.`,
      `Until you change them, they stand at ${sliderDefaults}. Move one slider at a time; the ${personalityCopy.toneTitle.toLowerCase()} on the same page sets the overall voice.`,
      'Sales conversations often suit a friendly tone with some humor; support conversations, higher empathy and lower creativity, for calm and predictable answers.',
      `Choose ${personalityCopy.save} to store the settings; the page confirms with "${personalityCopy.saved}".`,
    ],
  },
  {
    id: 'greeting-and-farewell',
    title: 'Customise the greeting and farewell messages',
    description:
      'Replace the default greeting and farewell with your own words so every conversation opens and closes in your brand’s voice.',
    category: 'customization',
    type: 'article',
    body: [
      `Until you change them, your agents greet with "${DEFAULT_GREETING}" and say goodbye with "${DEFAULT_FAREWELL}".`,
      `Open ${screenTitles.personality} (go to ${toPersonality}) and edit both messages under ${personalityCopy.messagesTitle}; they apply to all your agents. Mention your business by name and what the agent can help with, for example "Hi! I’m the Sunrise Cleaning assistant: I can quote a clean or book a visit."`,
      `Keep the greeting short: customers read it on a phone, often on WhatsApp. Both messages are required; choose ${personalityCopy.save} to store them.`,
    ],
  },
  {
    id: 'connect-whatsapp-qr',
    title: 'Connect WhatsApp by scanning a QR code',
    description:
      'Add a WhatsApp instance with its name and phone number, then scan the QR code from your phone within 30 seconds to link it.',
    category: 'integrations',
    type: 'guide',
    body: [
      'Go to Integrations → WhatsApp and choose Add Instance: enter a name and the phone number in international format, such as +1234567890.',
      'Choose Generate QR Code. On the phone with that number, open WhatsApp, go to Linked devices and scan the code.',
      'The code expires after 30 seconds and the dialog closes; open it again to generate a new one. Once linked, the instance is added as connected.',
      'If an instance shows as disconnected, use Refresh to reopen the QR dialog and link it again.',
    ],
  },
  {
    id: 'connect-google-apple-calendar',
    title: 'Connect Google or Apple Calendar with your keys',
    description:
      'Connect the calendar your appointment agents book into: enter the public key and secret key of your Google or Apple Calendar.',
    category: 'integrations',
    type: 'guide',
    body: [
      'Open Integrations → Google Calendar or Apple Calendar.',
      'Enter the public key and the secret key of your calendar account; both are required. Keep the secret key private: paste it here only.',
      'Choose Connect. When the button reads Connected, the keys are stored. The page then shows your public key and, for a longer secret key, only its last four characters; the secret key itself is never shown again.',
      'To change the keys, choose Disconnect and connect again. If connecting fails, the page says so: check both keys and try again.',
    ],
  },
  {
    id: 'api-keys-bearer-auth',
    title: 'Use API keys with Bearer authentication',
    description:
      'Create an API key, then send it as "Authorization: Bearer sk_…" to call the API from your own systems.',
    category: 'integrations',
    type: 'article',
    body: [
      'Go to Integrations → API Keys and create a key with a name that says where it will be used, such as "CRM sync", and choose Live or Test.',
      'Keys start with sk_live_ or sk_test_ and are masked by default; reveal or copy one when you need it. Store it in your server’s secrets, never in a web page or an app users can download.',
      'Send the key in every request: Authorization: Bearer sk_your_key. A request without a valid key is refused. The list shows when each key was last used.',
      'A key works with your agents, briefing, personality, WhatsApp instances, calendars, tickets, notifications and usage. It cannot create, show or delete keys, nor change your plan: only you, signed in to the portal, can.',
      'Delete a key as soon as it is no longer used or may have leaked: it stops working at once. Create a new one to replace it.',
    ],
  },
  {
    id: 'read-usage-meters',
    title: 'Read your usage meters',
    description:
      'The Usage page compares conversations, active users and AI agents with your plan’s limits. Meters turn yellow from 75% and red from 90%.',
    category: 'analytics',
    type: 'guide',
    body: [
      'Open Billing → Usage. Each meter shows what you use against your plan’s limit; the AI Agents meter counts the agents you have.',
      'A meter is green under 75%, yellow from 75% and red from 90%. When any meter reaches 90%, the page shows an "Approaching Usage Limits" banner.',
      'The Professional plan has no limits, so its meters say Unlimited instead of a percentage.',
      'The history chart below the meters shows daily conversations and active users for the last 7 days, so you can spot busy days.',
    ],
  },
  {
    id: 'understand-conversation-trends',
    title: 'Understand conversation trends',
    description:
      'Use the 7-day usage history to see which days bring the most conversations, and plan staff and campaigns around them.',
    category: 'analytics',
    type: 'article',
    body: [
      'The usage history chart on Billing → Usage plots conversations and active users for each of the last 7 days. Hover over a day to see its exact figures.',
      'A steady rise in active users with flat conversations usually means customers find answers in fewer messages: a sign that your briefing is working.',
      'A sudden jump in conversations often follows a campaign or a new channel. Check that your briefing covers what those new customers ask.',
    ],
  },
  {
    id: 'dashboard-statistics',
    title: 'What the dashboard statistics mean',
    description:
      'The dashboard shows active users, total conversations and active AI agents, each compared with last month. See what they show and where your own figures are.',
    category: 'analytics',
    type: 'article',
    body: [
      'The dashboard opens with three statistics: active users, total conversations and active AI agents. Each shows its change versus last month, green when it rose and red when it fell.',
      'These cards and the Recent Activity list give a fixed overview; they do not change as you work in the portal.',
      'For your account’s own figures, open Billing → Usage: its meters show conversations and active users against your plan’s limits, the AI Agents meter counts your agents, and the chart shows the last 7 days.',
    ],
  },
  {
    id: 'upgrade-to-professional',
    title: 'Upgrade from Essential to Professional',
    description:
      'Professional removes the limits on conversations, active users and AI agents. See what the upgrade charges and when it takes effect.',
    category: 'billing',
    type: 'guide',
    body: [
      `Open Billing → Subscription and choose Upgrade on the Professional plan (${plans.professional.monthlyPrice} per month).`,
      'The confirmation shows the amount charged today, the plan’s monthly price. Choose Confirm Upgrade: your account moves to Professional at once, and its conversations, active users and AI agents are no longer limited.',
      'Your next billing date is shown on the current plan card, 30 days ahead.',
    ],
  },
  {
    id: 'billing-dates-and-payments',
    title: 'Billing dates and monthly payments',
    description: 'See when you will be billed next and how much, and what each plan includes.',
    category: 'billing',
    type: 'article',
    body: [
      'The current plan card on Billing → Subscription shows your monthly payment and your next billing date.',
      `Essential costs ${plans.essential.monthlyPrice} per month and includes up to 1,000 conversations a month; Professional costs ${plans.professional.monthlyPrice} per month with unlimited conversations.`,
      'Watch the conversations meter on Billing → Usage and upgrade before it reaches the limit. For billing questions, submit a ticket in the Billing category.',
    ],
  },
];
