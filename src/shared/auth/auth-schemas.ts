import { z } from 'zod';
import { authCopy, emailSchema } from '../auth-copy.ts';
import { planIds } from '../plans.ts';
import { websiteAddressSchema } from '../website-knowledge.ts';
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

/**
 * POST /api/v1/signup: a new account as its owner creates it at /signup, on the plan they
 * chose (its first month charged as an upgrade is). Unknown fields are refused.
 */
export const signupInputSchema = accountInputSchema
  .extend({
    planId: z.enum(planIds, authCopy.signup.planRequired),
    website: websiteAddressSchema
      .or(z.literal(''))
      .optional()
      .describe(
        'The business’s website: added to the account, and read for its knowledge once the email is verified. Empty or left out for none.',
      ),
  })
  .strict();
export type SignupInput = z.infer<typeof signupInputSchema>;

/** The one answer to every accepted sign-up, whether or not the email already has an account. */
export const signupAnswerSchema = z.object({
  email: z.string().describe('Where the verification email (or a note to the owner) is going.'),
});
export type SignupAnswer = z.infer<typeof signupAnswerSchema>;

/**
 * POST /api/v1/signup/verification: the token of the mailed link and the password its holder
 * chooses. Unknown fields are refused.
 */
export const signupVerificationInputSchema = z
  .object({
    token: z.string().min(1, authCopy.verifyEmail.missingToken),
    newPassword: newPasswordSchema,
  })
  .strict();
export type SignupVerificationInput = z.infer<typeof signupVerificationInputSchema>;

/** A verified address; the answer also carries the session cookie of its owner. */
export const signupVerificationAnswerSchema = z.object({
  email: z.string().describe('The address now verified, whose owner is signed in.'),
});
export type SignupVerificationAnswer = z.infer<typeof signupVerificationAnswerSchema>;
