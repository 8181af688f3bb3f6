/** Texts of the notification bell and list beyond the contract's own (notifications.ts). */
export const notificationUiCopy = {
  /** The bell's accessible name; the badge alone says nothing to a screen reader. */
  bellLabel: (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'),
  unread: 'Unread',
  loadFailed: 'Notifications could not be loaded. Please try again later.',
  typeLabels: { success: 'Success', warning: 'Warning', info: 'Information' },
} as const;

/** How old a notification is: 'just now', then whole minutes, hours or days. */
export const ageCopy = {
  justNow: 'just now',
  minutes: (n: number) => (n === 1 ? '1 minute ago' : `${n} minutes ago`),
  hours: (n: number) => (n === 1 ? '1 hour ago' : `${n} hours ago`),
  days: (n: number) => (n === 1 ? '1 day ago' : `${n} days ago`),
} as const;
