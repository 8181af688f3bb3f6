import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import InfoRounded from '@mui/icons-material/InfoRounded';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import Avatar from '@mui/material/Avatar';
import { notificationUiCopy, type Notification } from '@shared/notifications.ts';

const looks = {
  success: { Icon: CheckCircleRounded, color: 'success.main', bg: 'rgba(46, 125, 50, 0.12)' },
  warning: { Icon: WarningAmberRounded, color: 'warning.dark', bg: 'rgba(237, 108, 2, 0.14)' },
  info: { Icon: InfoRounded, color: 'info.main', bg: 'rgba(2, 136, 209, 0.12)' },
} as const;

/** A notification's type as a tinted round icon, named for screen readers. */
export function NotificationTypeIcon({
  type,
  size = 36,
}: {
  type: Notification['type'];
  size?: number;
}) {
  const { Icon, color, bg } = looks[type];
  return (
    <Avatar
      role="img"
      aria-label={notificationUiCopy.typeLabels[type]}
      sx={{ width: size, height: size, bgcolor: bg, color }}
    >
      <Icon sx={{ fontSize: size * 0.58 }} />
    </Avatar>
  );
}
