import { z } from 'zod';
import { pageSchema } from './pagination.ts';
import { paths } from './paths.ts';

export const notificationTypes = ['success', 'warning', 'info'] as const;

export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(notificationTypes),
  title: z.string(),
  message: z.string(),
  /** ISO 8601 */
  timestamp: z.string(),
  read: z.boolean(),
  /** The portal path of what the notification is about, if any. */
  link: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/v1/notifications: a page, newest first, and how many of all are unread. */
export const notificationListSchema = pageSchema('notifications', notificationSchema).extend({
  unreadCount: z.number().int().min(0).describe('Unread notifications of the account, all pages.'),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/**
 * PATCH /api/v1/notifications/:id marks one notification; PATCH /api/v1/notifications marks
 * them all ('Mark all as read'). Only `read: true` is meaningful to the portal.
 */
export const notificationPatchSchema = z.object({ read: z.literal(true) }).strict();
export type NotificationPatch = z.infer<typeof notificationPatchSchema>;

/** PATCH /api/v1/notifications ('Mark all as read') answers how many it changed. */
export const notificationsMarkedSchema = z.object({ updated: z.number().int().min(0) });

export const notificationCopy = {
  title: 'Notifications',
  markAllRead: 'Mark all as read',
  empty: 'No notifications yet',
  share: 'Share',
  archive: 'Archive',
  close: 'Close',
} as const;

/** The specification's sample: three notifications, two unread. */
export const sampleNotifications: ReadonlyArray<
  Omit<Notification, 'id' | 'timestamp'> & { minutesAgo: number }
> = [
  {
    type: 'success',
    title: 'Agent activated',
    message: 'Your Sales Assistant is now live and answering customers on WhatsApp and Webchat.',
    read: false,
    link: paths.portal.agents,
    minutesAgo: 5,
  },
  {
    type: 'warning',
    title: 'Approaching conversation limit',
    message:
      'You have used 856 of your 1,000 monthly conversations. Consider upgrading to Professional.',
    read: false,
    link: paths.portal.usage,
    minutesAgo: 3 * 60,
  },
  {
    type: 'info',
    title: 'New integration available',
    message:
      'Apple Calendar can now be connected so your agents book appointments straight into it.',
    read: true,
    link: paths.portal.apple,
    minutesAgo: 2 * 24 * 60,
  },
];

/** Texts of the notification bell and list beyond the contract's own (`notificationCopy`). */
export const notificationUiCopy = {
  loading: 'Loading notifications',
  /** Opens what the notification is about (its `link`). */
  open: 'Open',
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
