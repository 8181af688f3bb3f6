import { z } from 'zod';

/** New passwords: at least 12 characters (NIST SP 800-63B, ASVS 2.1.1), at most 128. */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 128;
export const passwordLength = { min: MIN_PASSWORD_LENGTH, max: MAX_PASSWORD_LENGTH } as const;

export const passwordMessages = {
  tooShort: `Use at least ${MIN_PASSWORD_LENGTH} characters.`,
  tooLong: `Use at most ${MAX_PASSWORD_LENGTH} characters.`,
} as const;

/** The rule for a password someone chooses (not for one typed to sign in). */
export const newPasswordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, passwordMessages.tooShort)
  .max(MAX_PASSWORD_LENGTH, passwordMessages.tooLong);
