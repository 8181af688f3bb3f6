import { z } from 'zod/mini';

/*
 * The rules for an email address and a phone number, written once for every form and route
 * that takes one. In zod/mini, so the landing's small client can check them without zod's full
 * build; the full schemas embed these same fields (`z.object({ email: emailField })`), since
 * both builds share zod's core.
 */

export const emailRuleCopy = {
  required: 'Enter your email address',
  invalid: 'Enter a valid email address, like name@company.com',
  tooLong: 'Use at most 254 characters for the email address',
} as const;

/** An email as the server stores and compares it: trimmed and lowercased. */
export const emailField = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: emailRuleCopy.required, abort: true }),
    z.maxLength(254, { error: emailRuleCopy.tooLong, abort: true }),
    z.email(emailRuleCopy.invalid),
    z.toLowerCase(),
  );

export const phoneRuleCopy = {
  required: 'Enter the phone number.',
  invalid: 'Enter the phone as an international number: a + and 8 to 15 digits.',
  /** How a number is written, as the specification hints it. */
  hint: '+1234567890',
} as const;

/** An international number: a plus, then 8 to 15 digits, the first not 0 (E.164). */
export const internationalPhonePattern = /^\+[1-9]\d{7,14}$/;

/**
 * An international phone number, stored without the spaces, dots, dashes and brackets people
 * write between its digits.
 */
export const internationalPhoneField = z.string().check(
  z.trim(),
  z.minLength(1, { error: phoneRuleCopy.required, abort: true }),
  z.overwrite((value) => value.replace(/[\s().-]/g, '')),
  z.regex(internationalPhonePattern, phoneRuleCopy.invalid),
);
