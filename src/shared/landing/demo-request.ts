/*
 * The demo request form of the call-to-action section (specification, sections 3, 4 and 5):
 * its texts, fields and timer. Plain data, so the landing's first script carries no schema
 * library; the rules a request is checked by are in demo-request-rules.ts.
 */

/** How long the success message shows before the form collapses and empties. */
export const demoFormResetDelayMs = 3000;

/** Longest name and company name a request may carry. */
export const demoRequestTextMaxLength = 120;

/** Demo requests one client address may send in an hour. */
export const demoRequestsPerHour = 5;

export const demoFormCopy = {
  title: 'Schedule Your Demo',
  intro: 'Leave your details and see how an AI agent would work for your business.',
  submit: 'Submit Request',
  busy: 'Submitting...',
  success: 'Request submitted successfully!',
  nameRequired: 'Enter your full name.',
  nameTooLong: `Use at most ${demoRequestTextMaxLength} characters for your name.`,
  companyRequired: 'Enter your company name.',
  companyTooLong: `Use at most ${demoRequestTextMaxLength} characters for the company name.`,
  failed: 'Your request could not be sent. Please check your connection and try again.',
  tooMany: 'Too many demo requests from your network. Please try again in an hour.',
} as const;

/** What the visitor types: every field as text (specification, section 3). */
export type DemoRequestInput = { name: string; phone: string; email: string; company: string };

export const emptyDemoRequest: DemoRequestInput = { name: '', phone: '', email: '', company: '' };

type DemoField = {
  name: keyof DemoRequestInput;
  label: string;
  /** The input type: phone keypads and email keyboards on phones, read by screen readers. */
  type: 'text' | 'tel' | 'email';
  autoComplete: string;
};

export const demoFormFields: readonly DemoField[] = [
  { name: 'name', label: 'Full Name', type: 'text', autoComplete: 'name' },
  { name: 'phone', label: 'Phone Number', type: 'tel', autoComplete: 'tel' },
  { name: 'email', label: 'Email Address', type: 'email', autoComplete: 'email' },
  { name: 'company', label: 'Company Name', type: 'text', autoComplete: 'organization' },
];
