import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { notificationCopy, notificationUiCopy, type Notification } from '@shared/notifications.ts';
import { formatAge } from '@web/lib/format-age.ts';
import { NotificationTypeIcon } from './notification-type-icon.tsx';

/** One notification in full; it keeps showing the last one while it fades out. */
export function NotificationDialog({
  open,
  notification,
  now,
  onClose,
}: {
  open: boolean;
  notification: Notification | null;
  now: number;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog
      open={open && notification !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      {notification && (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 3, pt: 2.5 }}>
            <NotificationTypeIcon type={notification.type} size={40} />
            <DialogTitle id={titleId} sx={{ p: 0, minWidth: 0, flex: 1 }}>
              {notification.title}
            </DialogTitle>
          </Box>
          <DialogContent sx={{ pt: 1.5 }}>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1.5 }}>
              {formatAge(notification.timestamp, now)}
            </Typography>
            <Typography>{notification.message}</Typography>
          </DialogContent>
          {/* Four buttons do not fit one line on a phone: they wrap rather than widen the
              dialog past the screen. */}
          <DialogActions>
            {/* Share and Archive do nothing, as the specification has them: visible and
                enabled, but with no action behind them yet. */}
            <Button variant="outlined" color="inherit" startIcon={<ShareOutlined />}>
              {notificationCopy.share}
            </Button>
            <Button variant="outlined" color="inherit" startIcon={<ArchiveOutlined />}>
              {notificationCopy.archive}
            </Button>
            <Box sx={{ flex: 1 }} />
            <Button variant={notification.link ? 'text' : 'contained'} onClick={onClose}>
              {notificationCopy.close}
            </Button>
            {notification.link && (
              <Button
                variant="contained"
                component={RouterLink}
                to={notification.link}
                onClick={onClose}
              >
                {notificationUiCopy.open}
              </Button>
            )}
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
