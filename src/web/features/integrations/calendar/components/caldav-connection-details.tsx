import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { type CaldavConnection, caldavCopy as copy } from '@shared/caldav-connection.ts';
import { calendarCopy } from '@shared/integrations.ts';
import { ConfirmDeleteDialog } from '@web/components/confirm-delete-dialog.tsx';
import type { Notice } from '@web/components/notice-snackbar.tsx';
import { useDisconnectCaldav } from '../api/disconnect-caldav.ts';

type Connected = Extract<CaldavConnection, { connected: true }>;

const momentFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Where the calendar is connected (who as, the card's header says), since when, when its busy
 * times were last read, and why it stopped answering if it did; Disconnect asks first.
 */
export function CaldavConnectionDetails({
  connection,
  onNotice,
}: {
  connection: Connected;
  onNotice: (notice: Notice) => void;
}) {
  const disconnect = useDisconnectCaldav();
  const [confirming, setConfirming] = useState(false);
  const facts = [
    { label: copy.serverUrl, value: connection.serverUrl },
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
      {connection.failure !== null && (
        <Alert severity="warning">{copy.failing(connection.failure)}</Alert>
      )}
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
            onSuccess: () => onNotice({ severity: 'success', message: copy.disconnected }),
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
