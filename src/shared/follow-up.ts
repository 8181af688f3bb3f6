import { z } from 'zod';
import { VISITOR_EMAIL_MAX_LENGTH, VISITOR_NAME_MAX_LENGTH } from './message-limits.ts';

/**
 * Following up by email: a person's reply to a website visitor who has left is mailed to the
 * address they gave, with a link back to the conversation, and (when the operator set up
 * inbound mail) an address their answer by email comes back through.
 */

/** A mailed link reopens its conversation for this long. */
export const FOLLOW_UP_LINK_TTL_DAYS = 30;
/** A mail's reply address takes answers for this long. */
export const REPLY_ADDRESS_TTL_DAYS = 30;
/** An inbound mail's JSON larger than this is refused (413); Postmark's own cap is 35 MB with attachments. */
export const INBOUND_MAIL_MAX_BYTES = 1024 * 1024;

export const visitorEmailError = 'Enter an email address we can answer, like ana@example.com.';
export const visitorNameError = `Keep the name under ${VISITOR_NAME_MAX_LENGTH + 1} characters.`;

/** An optional field the widget may send empty: empty is the same as absent. */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const visitorNameSchema = z.preprocess(
  blankToUndefined,
  z
    .string({ error: visitorNameError })
    .trim()
    .max(VISITOR_NAME_MAX_LENGTH, visitorNameError)
    .optional(),
);

export const visitorEmailSchema = z.preprocess(
  (value) => (typeof value === 'string' ? blankToUndefined(value.trim()) : value),
  z.email({ error: visitorEmailError }).max(VISITOR_EMAIL_MAX_LENGTH, visitorEmailError).optional(),
);

/**
 * POST /api/widget/v1/conversations/:id/handover (optional body) and …/contact: what the
 * visitor tells of themselves, both optional, kept on their contact for every conversation.
 */
export const visitorContactInputSchema = z
  .object({ name: visitorNameSchema, email: visitorEmailSchema })
  .strict();
export type VisitorContactInput = z.input<typeof visitorContactInputSchema>;

/** POST /api/widget/v1/resumptions */
export const resumptionInputSchema = z.object({ token: z.string().min(1).max(2000) }).strict();

export const followUpCopy = {
  linkExpired:
    'This link has expired or is not valid. Write to the business again from its website.',
  replyAddressUnknown:
    'This reply address is not known or has expired: nothing was stored. Answer through the link in the mail instead.',
  credentialsWrong: 'The inbound webhook’s user or password is wrong.',
  tooLarge: 'This mail is too large to take.',
  emptyReply: 'The mail holds no words to add to the conversation.',
  notificationTitle: 'Reply by email',
  notificationMessage: (agentName: string) =>
    `A customer answered by email in a conversation with ${agentName}.`,
  pageTitle: (business: string) => `Your conversation with ${business}`,
  pageLead: 'Your conversation opens below. Write here to go on with it.',
  mailSubject: (business: string) => `${business} answered you`,
  mailIntro: (business: string) => `${business} answered your message in the website chat:`,
  mailLink: 'Open the conversation',
  mailReplyByEmail: 'You can answer this email, or open the conversation:',
  mailUseLink: 'To answer, open the conversation (replies to this email are not read):',
} as const;
