import { z } from 'zod';
import { newPasswordSchema } from './auth/password-rules.ts';
import { emailField, emailRuleCopy } from './contact-rules.ts';

/**
 * Texts of sign-in, password reset and session handling (the specification's catalogue
 * verbatim), and the rules of their forms.
 */
export const authCopy = {
  login: {
    title: 'Sign in to your portal',
    subtitle: 'Manage your AI agents, integrations and billing.',
    email: 'Email',
    password: 'Password',
    rememberMe: 'Remember me',
    submit: 'Sign In',
    busy: 'Signing in...',
    forgotPassword: 'Forgot your password?',
    backToHome: 'Back to Home',
  },
  forgotPassword: {
    title: 'Reset your password',
    subtitle: "Enter your account's email and we will send you a link to choose a new password.",
    email: 'Email',
    submit: 'Send Reset Link',
    busy: 'Sending...',
    success: 'Password reset email sent! Please check your inbox.',
    backToLogin: 'Back to Login',
  },
  resetPassword: {
    title: 'Choose a new password',
    doneTitle: 'Password changed',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    submit: 'Set New Password',
    busy: 'Saving...',
    success: 'Your password has been changed. Sign in with your new password.',
    missingToken: 'This reset link is incomplete. Request a new one to choose a password.',
    invalidToken: 'This reset link has expired or has already been used. Request a new one.',
    requestNewLink: 'Request a new link',
    goToLogin: 'Go to Sign In',
  },
  fields: {
    emailRequired: emailRuleCopy.required,
    emailInvalid: emailRuleCopy.invalid,
    emailTooLong: emailRuleCopy.tooLong,
    passwordRequired: 'Enter your password',
    passwordsDiffer: 'The two passwords do not match',
  },
  signInErrors: {
    invalidCredentials: 'Invalid email or password',
    tooManyRequests: 'Too many login attempts. Please try again later',
    network: 'Network error. Please check your internet connection',
    other: 'Unable to sign in. Please try again',
  },
  resetErrors: {
    userNotFound: 'No account found with this email address',
    invalidEmail: 'Please enter a valid email address',
    tooManyRequests: 'Too many requests. Please try again later',
    other: 'Unable to send reset email. Please try again',
  },
  resetFallback: 'Failed to reset password',
  signOutFailed: 'Unable to sign out. Please try again',
  contextMissing: 'Authentication context is not available',
  sessionLoading: 'Checking your session',
} as const;

const { fields } = authCopy;

/**
 * The one rule for an email everywhere: the sign-in forms, the `users` command, account
 * creation and the landing's demo form (contact-rules.ts).
 */
export const emailSchema = emailField;

export const loginInputSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, fields.passwordRequired),
  rememberMe: z.boolean(),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const forgotPasswordInputSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInputSchema>;

export const resetPasswordInputSchema = z
  .object({ newPassword: newPasswordSchema, confirmPassword: z.string() })
  .refine((input) => input.newPassword === input.confirmPassword, {
    path: ['confirmPassword'],
    message: fields.passwordsDiffer,
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;
