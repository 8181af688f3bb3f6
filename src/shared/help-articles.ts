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

export const helpArticles: readonly HelpArticle[] = [
  {
    id: 'write-your-business-briefing',
    title: 'Write your business briefing',
    description:
      'The briefing is what your agent knows about you: company, industry, audience and tone. A clear briefing is the biggest step towards good answers.',
    category: 'getting-started',
    type: 'guide',
    body: [
      'Open Business Setup → Business Briefing. Step 1 asks for your company name, industry, a description and your target audience; all four are required.',
      'Describe what you sell and what customers ask most often, in plain sentences. "We rent compact and family cars at the airport, from 35 dollars a day, with free cancellation up to 24 hours" teaches the agent more than a slogan does.',
      'Choose every language your customers write in and the tone that fits your brand: professional, friendly, casual or formal. The agent answers in the customer’s language when it is one you chose.',
      'Finish the remaining steps and save. You can come back and refine the briefing at any time; agents use the new version from their next conversation.',
    ],
  },
  {
    id: 'create-your-first-agent',
    title: 'Create your first AI agent',
    description:
      'Pick an agent type (Sales, Support, Appointments or General), choose its channels and switch it on. A new agent starts active with 0 conversations.',
    category: 'getting-started',
    type: 'video',
    body: [
      'Go to AI Agents → Manage Agents and choose New Agent.',
      'Give the agent a name your team will recognise, pick its type, and choose at least one channel: WhatsApp, Telegram, Instagram or Webchat.',
      'Create it: the agent starts active with 0 conversations. Use the card menu to duplicate it, deactivate it while you adjust its settings, or delete it.',
      'Your plan sets how many agents you can run at once; the Usage page shows how many you use.',
    ],
  },
  {
    id: 'tune-personality-sliders',
    title: 'Tune your agent’s personality sliders',
    description:
      'Each personality slider runs from 0 to 100 in steps of 1. Learn what formality, enthusiasm and detail change in your agent’s replies.',
    category: 'customization',
    type: 'guide',
    body: [
      'Open an agent’s Settings (or AI Agents → Personality Settings). Every slider runs from 0 to 100 in steps of 1.',
      'Move one slider at a time and try the agent in the preview chat: a higher formality drops contractions and small talk, a higher enthusiasm adds warmth and exclamation, more detail gives longer, step-by-step answers.',
      'For sales agents, a friendly tone with moderate detail usually converts best; for support agents, more detail and less enthusiasm keeps answers precise.',
      'Save when the preview sounds like your best employee. The change applies to new conversations.',
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
      'New agents greet with "Hello! I\'m your AI assistant. How can I help you today?" and say goodbye with "Thank you for chatting with me. Have a great day!".',
      'Open the agent’s Personality Settings and edit both messages. Mention your business by name and what the agent can help with, for example "Hi! I’m the Sunrise Cleaning assistant: I can quote a clean or book a visit."',
      'Keep the greeting short: customers read it on a phone, often on WhatsApp.',
    ],
  },
  {
    id: 'connect-whatsapp-qr',
    title: 'Connect WhatsApp by scanning a QR code',
    description:
      'Add a WhatsApp instance with its name and phone number, then scan the QR code from your phone within 30 seconds to link it.',
    category: 'integrations',
    type: 'video',
    body: [
      'Go to Integrations → WhatsApp and add an instance: a name and the phone number in international format, such as +1234567890.',
      'Choose Generate QR Code. On the phone with that number, open WhatsApp → Linked devices → Link a device, and scan the code.',
      'The code expires after 30 seconds; if it does, generate a new one. Once linked, the instance shows as connected and your agents can answer on it.',
      'If an instance shows as disconnected, use Refresh to reopen the QR dialog and link it again.',
    ],
  },
  {
    id: 'connect-google-apple-calendar',
    title: 'Connect Google or Apple Calendar with your keys',
    description:
      'Appointment agents book straight into your calendar. Enter the public key and secret key of your Google or Apple Calendar to connect it.',
    category: 'integrations',
    type: 'guide',
    body: [
      'Open Integrations → Google Calendar or Apple Calendar.',
      'Enter the public key and the secret key of your calendar account; both are required. Keep the secret key private: paste it here only.',
      'Choose Connect. When the button reads Connected, appointment agents check your availability and book into this calendar.',
      'If the connection fails, check that both keys belong to the same calendar account and try again.',
    ],
  },
  {
    id: 'api-keys-bearer-auth',
    title: 'Use API keys with Bearer authentication',
    description:
      'Create an API key, then send it as "Authorization: Bearer sk_…" to call the Agentra AI API from your own systems.',
    category: 'integrations',
    type: 'article',
    body: [
      'Go to Integrations → API Keys and create a key with a name that says where it will be used, such as "CRM sync".',
      'Keys start with sk_ and are masked by default; reveal or copy one when you need it. Store it in your server’s secrets, never in a web page or an app users can download.',
      'Send the key in every request: Authorization: Bearer sk_your_key. A request without a valid key is refused.',
      'Delete a key as soon as it is no longer used or may have leaked, and create a new one.',
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
      'Open Billing → Usage. Each meter shows what you use this month against your plan’s limit.',
      'A meter is green under 75%, yellow from 75% and red from 90%. When any meter reaches 90%, the page shows an "Approaching Usage Limits" banner.',
      'On the Professional plan conversations are unlimited, so those meters say Unlimited instead of a percentage.',
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
      'The usage history chart plots conversations and active users per day. Hover a point to see the exact figures.',
      'A steady rise in active users with flat conversations usually means customers find answers in fewer messages: a sign that your briefing is working.',
      'A sudden jump in conversations often follows a campaign or a new channel. Check that your agent’s briefing covers what those new customers ask.',
    ],
  },
  {
    id: 'dashboard-statistics',
    title: 'What the dashboard statistics mean',
    description:
      'Active users, total conversations and active AI agents, each compared with last month, give you a quick view of how your agents are doing.',
    category: 'analytics',
    type: 'video',
    body: [
      'Active users counts the people who wrote to any of your agents this month.',
      'Total conversations counts conversations started this month on all channels.',
      'Active AI agents counts the agents switched on. Each figure shows its change versus last month: green when it rose, red when it fell.',
    ],
  },
  {
    id: 'upgrade-to-professional',
    title: 'Upgrade from Essential to Professional',
    description:
      'Professional removes the conversation limit and adds priority support, custom integrations and the analytics dashboard. Your card is charged immediately.',
    category: 'billing',
    type: 'guide',
    body: [
      'Open Billing → Subscription and choose Upgrade on the Professional plan (299 per month).',
      'Confirm the upgrade: your card is charged immediately, and your account moves to Professional at once, with unlimited conversations.',
      'Your next billing date is shown on the current plan card, 30 days ahead.',
    ],
  },
  {
    id: 'billing-dates-and-payments',
    title: 'Billing dates and monthly payments',
    description:
      'See when you will be billed next and how much, and what happens to your limits when you reach them.',
    category: 'billing',
    type: 'article',
    body: [
      'The current plan card on Billing → Subscription shows your monthly payment and your next billing date.',
      'Essential costs 199 per month and includes up to 1,000 conversations a month; Professional costs 299 per month with unlimited conversations.',
      'If your conversation meter nears its limit, upgrade before it is reached so your agents keep answering. For billing questions, submit a ticket in the Billing category.',
    ],
  },
];
