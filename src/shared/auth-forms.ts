import { z } from 'zod';
import { authCopy } from './auth-copy.ts';
import { passwordLength } from './auth/password-rules.ts';

const { fields } = authCopy;

export const emailField = z
  .string()
  .trim()
  .min(1, fields.emailRequired)
  .pipe(z.email(fields.emailInvalid));

export const loginInputSchema = z.object({
  email: emailField,
  password: z.string().min(1, fields.passwordRequired),
  rememberMe: z.boolean(),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const forgotPasswordInputSchema = z.object({ email: emailField });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInputSchema>;

export const newPasswordField = z
  .string()
  .min(passwordLength.min, `Use at least ${passwordLength.min} characters`)
  .max(passwordLength.max, `Use at most ${passwordLength.max} characters`);

export const resetPasswordInputSchema = z
  .object({ newPassword: newPasswordField, confirmPassword: z.string() })
  .refine((input) => input.newPassword === input.confirmPassword, {
    path: ['confirmPassword'],
    message: fields.passwordsDiffer,
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;
