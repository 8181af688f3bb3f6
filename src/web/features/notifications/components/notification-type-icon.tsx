import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import InfoRounded from '@mui/icons-material/InfoRounded';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import Avatar from '@mui/material/Avatar';
import type { Theme } from '@mui/material/styles';
import { notificationUiCopy, type Notification } from '@shared/notifications.ts';

const looks = {
  success: { Icon: CheckCircleRounded, color: 'success.main', tint: 'success' },
  warning: { Icon: WarningAmberRounded, color: 'warning.dark', tint: 'warning' },
  info: { Icon: InfoRounded, color: 'info.main', tint: 'info' },
} as const;

/** A notification's type as a tinted round icon, named for screen readers. */
export function NotificationTypeIcon({
  type,
  size = 36,
}: {
  type: Notification['type'];
  size?: number;
}) {
  const { Icon, color, tint } = looks[type];
  return (
    <Avatar
      role="img"
      aria-label={notificationUiCopy.typeLabels[type]}
      sx={{
        width: size,
        height: size,
        bgcolor: (theme: Theme) => theme.alpha(theme.vars.palette[tint].main, 0.14),
        color,
      }}
    >
      <Icon sx={{ fontSize: size * 0.58 }} />
    </Avatar>
  );
}
