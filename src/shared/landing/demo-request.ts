/** The demo request form of the call-to-action section (specification, sections 3, 4 and 5). */
export type DemoRequest = { name: string; phone: string; email: string; company: string };

export const emptyDemoRequest: DemoRequest = { name: '', phone: '', email: '', company: '' };

/** How long the success message shows before the form collapses and empties. */
export const demoFormResetDelayMs = 3000;

export const demoFormCopy = {
  title: 'Schedule Your Demo',
  intro: 'Leave your details and see how an AI agent would work for your business.',
  submit: 'Submit Request',
  success: 'Request submitted successfully!',
} as const;

type DemoField = {
  name: keyof DemoRequest;
  label: string;
  /** The input type; tel and email bring the browser's own format checks. */
  type: 'text' | 'tel' | 'email';
  autoComplete: string;
};

export const demoFormFields: readonly DemoField[] = [
  { name: 'name', label: 'Full Name', type: 'text', autoComplete: 'name' },
  { name: 'phone', label: 'Phone Number', type: 'tel', autoComplete: 'tel' },
  { name: 'email', label: 'Email Address', type: 'email', autoComplete: 'email' },
  { name: 'company', label: 'Company Name', type: 'text', autoComplete: 'organization' },
];
