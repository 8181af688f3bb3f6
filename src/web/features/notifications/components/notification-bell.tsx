import NotificationsNoneRounded from '@mui/icons-material/NotificationsNoneRounded';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { notificationCopy, notificationUiCopy, type Notification } from '@shared/notifications.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read.ts';
import { useMarkNotificationRead } from '../api/mark-notification-read.ts';
import { useNow } from '@web/lib/use-now.ts';
import { NotificationDialog } from './notification-dialog.tsx';
import { NotificationList } from './notification-list.tsx';
import { QueryState } from '@web/components/query-state.tsx';
import { ListSkeleton } from '@web/components/skeletons.tsx';

function PanelBody({ onOpen, now }: { onOpen: (notification: Notification) => void; now: number }) {
  return (
    <QueryState
      query={useNotifications()}
      loadingLabel={notificationUiCopy.loading}
      errorMessage={notificationUiCopy.loadFailed}
      skeleton={<ListSkeleton rows={3} />}
    >
      {({ notifications }) =>
        notifications.length === 0 ? (
          <Box sx={{ px: 2.5, py: 5, textAlign: 'center', color: 'text.secondary' }}>
            <NotificationsNoneRounded sx={{ fontSize: 40, color: 'text.disabled' }} />
            <Typography variant="body2" sx={{ mt: 1 }}>
              {notificationCopy.empty}
            </Typography>
          </Box>
        ) : (
          <NotificationList notifications={notifications} now={now} onOpen={onOpen} />
        )
      }
    </QueryState>
  );
}

/** The top bar's bell: the unread count, the list, and one notification in full. */
export function NotificationBell() {
  const { data } = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const now = useNow();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [detail, setDetail] = useState<{ open: boolean; notification: Notification | null }>({
    open: false,
    notification: null,
  });
  const panelId = useId();
  const headingId = useId();
  const unread = data?.unreadCount ?? 0;

  const openNotification = (notification: Notification) => {
    if (!notification.read) markRead.mutate(notification.id);
    setAnchor(null);
    setDetail({ open: true, notification });
  };

  return (
    <>
      <IconButton
        aria-label={notificationUiCopy.bellLabel(unread)}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? panelId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Badge badgeContent={unread} color="error" invisible={unread === 0}>
          <NotificationsNoneRounded />
        </Badge>
      </IconButton>
      <Popover
        id={panelId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': headingId,
            sx: {
              width: 380,
              maxWidth: 'calc(100vw - 24px)',
              mt: 1,
              border: 1,
              borderColor: 'divider',
              boxShadow: '0 12px 32px rgba(15, 27, 51, 0.12)',
            },
          },
        }}
      >
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            px: 2.5,
            py: 1.5,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {notificationCopy.title}
          </Typography>
          {/* Never disabled: disabling the focused button would drop focus out of the panel. */}
          <Button size="small" onClick={() => unread > 0 && markAllRead.mutate()}>
            {notificationCopy.markAllRead}
          </Button>
        </Box>
        <Box sx={{ maxHeight: 420, overflowY: 'auto' }}>
          <PanelBody onOpen={openNotification} now={now} />
        </Box>
      </Popover>
      <NotificationDialog
        open={detail.open}
        notification={detail.notification}
        now={now}
        onClose={() => setDetail((current) => ({ ...current, open: false }))}
      />
    </>
  );
}
