import { z } from 'zod';

/** GET/PUT /api/v1/preferences: the mail the signed-in person gets; each member chooses their own. */
export const preferencesSchema = z
  .object({
    handoverEmails: z.boolean({ error: 'Say true or false.' }),
  })
  .strict();
export type Preferences = z.infer<typeof preferencesSchema>;

export const defaultPreferences: Preferences = { handoverEmails: true };

export const preferencesCopy = {
  title: 'Email notifications',
  handoverEmails: 'Send me an email when a conversation waits for a person',
  handoverEmailsHint:
    'The bell always shows it; the email goes to your sign-in address. Everyone on your team chooses for themselves. Playground tests never send one.',
  saved: 'Email notifications saved',
  saveFailed: 'The setting could not be saved.',
  loadFailed: 'Your email notifications could not be loaded.',
} as const;
