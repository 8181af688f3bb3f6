import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { notificationUiCopy, type Notification } from '@shared/notifications.ts';
import { formatAge } from '@web/lib/format-age.ts';
import { NotificationTypeIcon } from './notification-type-icon.tsx';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function NotificationRow({
  notification,
  now,
  onOpen,
}: {
  notification: Notification;
  now: number;
  onOpen: (notification: Notification) => void;
}) {
  const { title, message, timestamp, read, type } = notification;
  return (
    <li>
      <ListItemButton
        onClick={() => onOpen(notification)}
        sx={{
          alignItems: 'flex-start',
          gap: 1.5,
          px: 2,
          py: 1.5,
          bgcolor: (theme) =>
            read ? 'transparent' : theme.alpha(theme.vars.palette.primary.main, 0.06),
        }}
      >
        <NotificationTypeIcon type={type} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
            <Typography
              variant="body2"
              sx={{ fontWeight: read ? 500 : 700, flex: 1, minWidth: 0 }}
              noWrap
            >
              {title}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
              {formatAge(timestamp, now)}
            </Typography>
          </Box>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{
              mt: 0.25,
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {message}
          </Typography>
        </Box>
        {!read && (
          <Box
            sx={{
              width: 8,
              height: 8,
              mt: 0.75,
              borderRadius: '50%',
              bgcolor: 'primary.main',
              flexShrink: 0,
            }}
          >
            <Box component="span" sx={visuallyHidden}>
              {notificationUiCopy.unread}
            </Box>
          </Box>
        )}
      </ListItemButton>
    </li>
  );
}

/** The bell's list: newest first, unread ones marked with a dot. */
export function NotificationList({
  notifications,
  now,
  onOpen,
}: {
  notifications: readonly Notification[];
  now: number;
  onOpen: (notification: Notification) => void;
}) {
  return (
    <List disablePadding sx={{ '& > li + li': { borderTop: 1, borderColor: 'divider' } }}>
      {notifications.map((notification) => (
        <NotificationRow
          key={notification.id}
          notification={notification}
          now={now}
          onOpen={onOpen}
        />
      ))}
    </List>
  );
}
