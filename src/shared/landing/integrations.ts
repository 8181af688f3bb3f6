/** The four platform cards arranged around the product in 'Seamless Integrations'. */
export type Integration = {
  id: 'calendars' | 'messaging' | 'social' | 'website';
  title: string;
  description: string;
};

export const integrations: readonly Integration[] = [
  {
    id: 'calendars',
    title: 'Google & Apple Calendars',
    description: 'Book, move and confirm appointments straight into your calendar.',
  },
  {
    id: 'messaging',
    title: 'WhatsApp & Telegram',
    description: 'Answer customers in the messaging apps they use every day.',
  },
  {
    id: 'social',
    title: 'Instagram & Facebook',
    description: 'Reply to direct messages on your social pages the moment they arrive.',
  },
  {
    id: 'website',
    title: 'Website Embedding',
    description: 'Add the chat to your own website with a single snippet.',
  },
];
