import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { type GoogleConnection, googleCalendarCopy as copy } from '@shared/google-calendar.ts';
import { calendarCopy } from '@shared/integrations.ts';
import { ConfirmDeleteDialog } from '@web/components/confirm-delete-dialog.tsx';
import type { Notice } from '@web/components/notice-snackbar.tsx';
import { useDisconnectGoogle } from '../api/disconnect-google.ts';
import { GoogleConnect } from './google-connect.tsx';

type Connected = Extract<GoogleConnection, { connected: true }>;

const momentFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The Google account connected, since when and when busy times were last read; why Google
 * stopped answering if it did, or that it refuses the grant and the owner must connect again;
 * Disconnect asks first.
 */
export function GoogleConnectionDetails({
  connection,
  onNotice,
}: {
  connection: Connected;
  onNotice: (notice: Notice) => void;
}) {
  const disconnect = useDisconnectGoogle();
  const [confirming, setConfirming] = useState(false);
  const refused = connection.status === 'needs_reconnecting';
  const facts = [
    { label: copy.account, value: connection.email },
    {
      label: calendarCopy.connectedSince,
      value: momentFormat.format(new Date(connection.connectedAt)),
    },
    {
      label: copy.lastRead,
      value: connection.busyReadAt
        ? momentFormat.format(new Date(connection.busyReadAt))
        : copy.notReadYet,
    },
  ];

  return (
    <Stack spacing={2.5}>
      {refused ? (
        <Alert severity="error">
          <AlertTitle>{copy.needsReconnecting}</AlertTitle>
          {copy.needsReconnectingText}
        </Alert>
      ) : (
        connection.failure !== null && (
          <Alert severity="warning">{copy.failing(connection.failure)}</Alert>
        )
      )}
      {refused && connection.configured && <GoogleConnect label={copy.reconnect} />}
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' },
          columnGap: 3,
          rowGap: { xs: 0.25, sm: 1 },
        }}
      >
        {facts.map(({ label, value }) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
          {calendarCopy.disconnect}
        </Button>
      </Stack>
      <ConfirmDeleteDialog
        title={confirming ? copy.disconnectTitle : null}
        text={copy.disconnectText}
        labels={{
          cancel: copy.keepConnected,
          delete: calendarCopy.disconnect,
          deleting: copy.disconnecting,
        }}
        busy={disconnect.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          disconnect.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              onNotice({ severity: 'success', message: copy.disconnected });
            },
            onError: () => {
              setConfirming(false);
              onNotice({ severity: 'error', message: calendarCopy.disconnectFailed });
            },
          })
        }
      />
    </Stack>
  );
}
