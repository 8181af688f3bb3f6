import { brand } from '../brand.ts';

/**
 * The chat on the landing page: the product's own widget, answered by an agent of the
 * install's own account from the help center's articles.
 */
export const landingAssistantCopy = {
  /** The name visitors see on the chat, and the account's and agent's name in the database. */
  name: `${brand.productName} assistant`,
  greeting: `Hi! I answer from the ${brand.productName} help center. Ask me how to put an agent on your website, connect WhatsApp or Telegram, teach it your business, or choose a plan.`,
} as const;
