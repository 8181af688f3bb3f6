import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import { type GoogleConnection, googleCalendarCopy as copy } from '@shared/google-calendar.ts';
import type { Notice } from '@web/components/notice-snackbar.tsx';
import { useDisconnectGoogle } from '../api/disconnect-google.ts';
import { ConnectionFacts } from './connection-facts.tsx';
import { DisconnectCalendar } from './disconnect-calendar.tsx';
import { GoogleConnect } from './google-connect.tsx';

type Connected = Extract<GoogleConnection, { connected: true }>;

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
  const refused = connection.status === 'needs_reconnecting';

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
      <ConnectionFacts
        place={{ label: copy.account, value: connection.email }}
        connectedAt={connection.connectedAt}
        busyReadAt={connection.busyReadAt}
        words={copy}
      />
      <DisconnectCalendar disconnect={disconnect} words={copy} onNotice={onNotice} />
    </Stack>
  );
}
