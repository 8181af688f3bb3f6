import { z } from 'zod';
import { pageSchema } from './pagination.ts';

export const ticketCategories = ['technical', 'billing', 'account', 'feature', 'other'] as const;
export type TicketCategory = (typeof ticketCategories)[number];

export const ticketPriorities = ['low', 'medium', 'high'] as const;
export type TicketPriority = (typeof ticketPriorities)[number];
export const defaultTicketPriority: TicketPriority = 'medium';

export const ticketSubjectMaxLength = 200;
export const ticketDescriptionMaxLength = 5000;

/** Specification §5 and §9: these types, 'maximum file size 10MB' (enforced by the server). */
export const attachmentExtensions = ['pdf', 'doc', 'docx', 'png', 'jpg', 'jpeg'] as const;
export type AttachmentExtension = (typeof attachmentExtensions)[number];
export const attachmentMaxBytes = 10 * 1024 * 1024;
/** Not in the specification: bounds one upload, so the server can bound the request body. */
export const attachmentMaxCount = 5;
/** The multipart request: every file at its largest, plus room for the fields and boundaries. */
export const ticketRequestMaxBytes = attachmentMaxBytes * attachmentMaxCount + 1024 * 1024;
/** Not in the specification: how many tickets an account may submit in an hour. */
export const ticketsPerHour = 10;
/** Not in the specification: the bytes of every file an account's tickets keep, together. */
export const accountAttachmentMaxBytes = 200 * 1024 * 1024;
/** The file input's `accept`. */
export const attachmentAccept = attachmentExtensions.map((ext) => `.${ext}`).join(',');

export const extensionOf = (fileName: string) => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
};
export const isAllowedAttachmentName = (fileName: string) =>
  (attachmentExtensions as readonly string[]).includes(extensionOf(fileName));

export const ticketCopy = {
  ticketsLoading: 'Loading your tickets',
  subtitle: 'Tell us what you need and our team will get back to you by email.',
  /** The form's name for assistive technology; the page's title names it on screen. */
  formLabel: 'New support ticket',
  subject: 'Subject',
  description: 'Description',
  category: 'Category',
  priority: 'Priority',
  attachments: 'Attachments',
  ticketFiles: (subject: string) => `Files of “${subject}”`,
  chooseFiles: 'Attach files',
  attachmentHint: 'Accepted: PDF, DOC, DOCX, PNG, JPG, JPEG · maximum file size 10MB',
  removeFile: (name: string) => `Remove ${name}`,
  submit: 'Submit Ticket',
  submitting: 'Submitting...',
  uploading: (percent: number) => `Uploading attachments: ${percent}%`,
  submitted: 'Ticket submitted successfully! Our team will respond shortly.',
  submitFailed: 'Failed to submit ticket. Please try again.',
  categories: {
    technical: 'Technical',
    billing: 'Billing',
    account: 'Account',
    feature: 'Feature Request',
    other: 'Other',
  } satisfies Record<TicketCategory, string>,
  priorities: { low: 'Low', medium: 'Medium', high: 'High' } satisfies Record<
    TicketPriority,
    string
  >,
  subjectRequired: 'Enter a subject',
  subjectTooLong: `Use at most ${ticketSubjectMaxLength} characters`,
  descriptionRequired: 'Describe your request',
  descriptionTooLong: `Use at most ${ticketDescriptionMaxLength} characters`,
  categoryRequired: 'Choose a category',
  fileTooLarge: (name: string) => `${name} is larger than the maximum file size of 10MB.`,
  fileWrongType: (name: string) =>
    `${name} is not an accepted file type. Attach PDF, DOC, DOCX, PNG, JPG or JPEG files.`,
  fileContentMismatch: (name: string) => `${name} does not contain what its file type says.`,
  tooManyFiles: `Attach at most ${attachmentMaxCount} files.`,
  requestTooLarge: `The attachments are too large: at most ${attachmentMaxCount} files of 10MB each.`,
  tooManyTickets: `You have submitted ${ticketsPerHour} tickets in the last hour. Please wait a while before submitting another.`,
  accountFilesFull: `Your account's attachments are full: tickets keep at most 200MB of files. Submit the ticket without attachments, or mention them in the description.`,
  download: (name: string) => `Download ${name}`,
  yourTickets: 'Your Tickets',
  noTickets: 'You have not submitted any tickets yet.',
  showMoreTickets: 'Show older tickets',
  ticketsLoadFailed: 'Your tickets could not be loaded. Please try again later.',
  open: 'Open',
  attachmentCount: (n: number) => (n === 1 ? '1 attachment' : `${n} attachments`),
} as const;

const requiredText = (required: string, max: number, tooLong: string) =>
  z.string().trim().min(1, required).max(max, tooLong);

/** The ticket's fields; the files travel beside them in the same multipart request. */
export const ticketInputSchema = z.object({
  subject: requiredText(
    ticketCopy.subjectRequired,
    ticketSubjectMaxLength,
    ticketCopy.subjectTooLong,
  ),
  description: requiredText(
    ticketCopy.descriptionRequired,
    ticketDescriptionMaxLength,
    ticketCopy.descriptionTooLong,
  ),
  category: z.enum(ticketCategories, { error: ticketCopy.categoryRequired }),
  priority: z.enum(ticketPriorities).default(defaultTicketPriority),
});
export type TicketInput = z.input<typeof ticketInputSchema>;

export const ticketAttachmentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  size: z.number().int().min(0),
});
export type TicketAttachment = z.infer<typeof ticketAttachmentSchema>;

export const ticketSchema = z.object({
  id: z.string(),
  subject: z.string(),
  description: z.string(),
  category: z.enum(ticketCategories),
  priority: z.enum(ticketPriorities),
  status: z.literal('open'),
  /** ISO 8601 */
  createdAt: z.string(),
  attachments: z.array(ticketAttachmentSchema),
});
export type Ticket = z.infer<typeof ticketSchema>;

/** GET /api/v1/tickets: a page, newest first. */
export const ticketListSchema = pageSchema('tickets', ticketSchema);
export type TicketList = z.infer<typeof ticketListSchema>;

const sizeFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
export function formatFileSize(bytes: number) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${sizeFormat.format(bytes / 1024)} KB`;
  return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
}

/** What is wrong with a chosen file, by name and size (the server also checks its bytes). */
export function attachmentProblem(file: { name: string; size: number }): string | null {
  if (!isAllowedAttachmentName(file.name)) return ticketCopy.fileWrongType(file.name);
  if (file.size > attachmentMaxBytes) return ticketCopy.fileTooLarge(file.name);
  return null;
}
