import { z } from 'zod';
import { authCopy } from './auth-copy.ts';
import { newPasswordSchema } from './auth/password-rules.ts';
import { profileCopy } from './profile-copy.ts';

export const profileNameMaxLength = 100;

export const profileInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, profileCopy.nameRequired)
    .max(profileNameMaxLength, profileCopy.nameTooLong),
});
export type ProfileInput = z.infer<typeof profileInputSchema>;

export const changePasswordInputSchema = z
  .object({
    currentPassword: z.string().min(1, profileCopy.currentPasswordRequired),
    newPassword: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((input) => input.newPassword === input.confirmPassword, {
    path: ['confirmPassword'],
    message: authCopy.fields.passwordsDiffer,
  });
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;
