import { z } from 'zod';
import { newPasswordSchema } from './password-rules.ts';

/** An email as the server stores and compares it: trimmed and lowercased. */
export const emailSchema = z
  .string()
  .trim()
  .min(1, 'Email is required.')
  .max(254, 'Email is too long.')
  .pipe(z.email('Not a valid email address.'))
  .transform((email) => email.toLowerCase());

/** A new account, as the `users` command, the demo seeding and the tests create it. */
export const accountInputSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  name: z
    .string()
    .trim()
    .min(1, 'Name is required.')
    .max(100, 'Use at most 100 characters for the name.'),
});
export type AccountInput = z.infer<typeof accountInputSchema>;
