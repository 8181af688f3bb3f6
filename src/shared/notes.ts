import { z } from 'zod';
import { conversationWithMessagesSchema } from './conversations.ts';

/** A note is a few lines for the team, shorter than a message. */
export const NOTE_MAX_LENGTH = 2000;

/** What a team member writes on a conversation for the team: never sent to the customer. */
export const noteSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  /** The name of the member who wrote it, as it was then. */
  authorName: z.string(),
  text: z.string(),
  /** ISO 8601 */
  createdAt: z.string(),
});
export type Note = z.infer<typeof noteSchema>;

export const noteInputSchema = z
  .object({
    text: z
      .string({ error: 'Write the note.' })
      .trim()
      .min(1, 'Write the note.')
      .max(NOTE_MAX_LENGTH, `Keep the note under ${NOTE_MAX_LENGTH + 1} characters.`),
  })
  .strict();
export type NoteInput = z.input<typeof noteInputSchema>;

/** A conversation as the team reads it: its messages and the team's notes, both oldest first. */
export const conversationDetailSchema = conversationWithMessagesSchema.extend({
  notes: z.array(noteSchema),
});
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;

export const noteCopy = {
  reply: 'Reply',
  note: 'Note',
  noteLabel: 'Your note',
  onlyTeam: 'Only your team sees notes. The customer never does.',
  add: 'Add note',
  adding: 'Adding…',
  noteBy: (name: string) => `Note by ${name}`,
  /** How the history's export marks a note among the messages. */
  exportSender: 'note',
};
