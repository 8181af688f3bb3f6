import { z } from 'zod';

export const notificationTypes = ['success', 'warning', 'info'] as const;

export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(notificationTypes),
  title: z.string(),
  message: z.string(),
  /** ISO 8601 */
  timestamp: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/v1/notifications — newest first. */
export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number().int().min(0),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/**
 * PATCH /api/v1/notifications/:id marks one notification; PATCH /api/v1/notifications marks
 * them all ('Mark all as read'). Only `read: true` is meaningful to the portal.
 */
export const notificationPatchSchema = z.object({ read: z.literal(true) }).strict();
export type NotificationPatch = z.infer<typeof notificationPatchSchema>;

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
    minutesAgo: 5,
  },
  {
    type: 'warning',
    title: 'Approaching conversation limit',
    message:
      'You have used 856 of your 1,000 monthly conversations. Consider upgrading to Professional.',
    read: false,
    minutesAgo: 3 * 60,
  },
  {
    type: 'info',
    title: 'New integration available',
    message:
      'Apple Calendar can now be connected so your agents book appointments straight into it.',
    read: true,
    minutesAgo: 2 * 24 * 60,
  },
];
