import { z } from 'zod';
import { TRIAL_DAYS } from './billing.ts';
import { newPasswordSchema, passwordMessages } from './auth/password-rules.ts';
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
    noAccount: 'New here?',
    createAccount: 'Create an account',
    notVerified:
      'Please verify your email address first: open the link we emailed you when you signed up.',
    resend: 'Resend Verification Email',
    resending: 'Sending...',
    resent:
      'If this address still needs verifying, a new link is on its way. Please check your inbox.',
    resendFailed: 'Unable to send the email. Please try again',
  },
  signup: {
    title: 'Create your account',
    subtitle: 'Choose a plan, verify your email, and set up your AI agent in minutes.',
    name: 'Your name',
    email: 'Email',
    password: 'Password',
    passwordHint: passwordMessages.tooShort,
    plan: 'Plan',
    website: 'Your website (optional)',
    websiteHint:
      'Your agent reads its pages as soon as your email is verified, so it can answer from them.',
    payment: 'Payment',
    /** What sign-up really does: a trial, no card, nothing charged (billing-store.ts). */
    trial: `Your ${TRIAL_DAYS}-day free trial starts now: no card is needed, and nothing is charged.`,
    afterTrial: (amount: string) =>
      `Add a card from your Subscription page before the trial ends to keep your agents answering; the card is then charged ${amount} a month.`,
    submit: 'Create Account',
    busy: 'Creating your account...',
    haveAccount: 'Already have an account?',
    signIn: 'Sign in',
    planRequired: 'Choose a plan',
    tooManyRequests: 'Too many sign-ups from your network. Please try again later',
    network: 'Network error. Please check your internet connection',
    other: 'Unable to create your account. Please try again',
    checkInboxTitle: 'Check your inbox',
    checkInbox: (email: string) =>
      `We have sent an email to ${email}. Open the link in it to verify your address and open your portal.`,
    checkInboxHint:
      'The link works for 24 hours. Nothing arrived? Check your spam folder, or sign in to have it sent again.',
    goToLogin: 'Go to Sign In',
    closedTitle: 'Sign-up is closed',
    closedBody:
      'Accounts on this portal are created by its administrator. If you already have one, sign in.',
  },
  verifyEmail: {
    title: 'Choose your password',
    subtitle:
      'One last step: choose the password you will sign in with. It verifies your email address and opens your portal.',
    newPassword: 'Password',
    confirmPassword: 'Confirm password',
    passwordHint: passwordMessages.tooShort,
    submit: 'Verify and Sign In',
    busy: 'Verifying...',
    failedTitle: 'This link cannot be used',
    invalidToken:
      'This verification link has expired or has already been used. Sign in, or, if you never chose your password, sign up again with the same email to get a new link.',
    missingToken: 'This verification link is incomplete. Open the link from the email again.',
    failed: 'Unable to verify your email. Please try again',
    verifiedTitle: 'Email verified',
    verified: 'Your email address is verified. Sign in with the password you just chose.',
    goToLogin: 'Go to Sign In',
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

/** Another verification link, asked for from the sign-in page. */
export const resendVerificationInputSchema = z.object({ email: emailSchema });
export type ResendVerificationInput = z.infer<typeof resendVerificationInputSchema>;

/** A password chosen twice over: on the reset page, and on the verification page. */
export const choosePasswordInputSchema = z
  .object({ newPassword: newPasswordSchema, confirmPassword: z.string() })
  .refine((input) => input.newPassword === input.confirmPassword, {
    path: ['confirmPassword'],
    message: fields.passwordsDiffer,
  });
export type ChoosePasswordInput = z.infer<typeof choosePasswordInputSchema>;
