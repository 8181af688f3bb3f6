import { z } from 'zod';
import { emailSchema } from '../auth-copy.ts';
import { newPasswordSchema } from './password-rules.ts';

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
