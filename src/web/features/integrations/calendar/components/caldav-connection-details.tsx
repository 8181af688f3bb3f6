import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { type CaldavConnection, caldavCopy as copy } from '@shared/caldav-connection.ts';
import type { Notice } from '@web/components/notice-snackbar.tsx';
import { useDisconnectCaldav } from '../api/disconnect-caldav.ts';
import { ConnectionFacts } from './connection-facts.tsx';
import { DisconnectCalendar } from './disconnect-calendar.tsx';

type Connected = Extract<CaldavConnection, { connected: true }>;

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

  return (
    <Stack spacing={2.5}>
      {connection.failure !== null && (
        <Alert severity="warning">{copy.failing(connection.failure)}</Alert>
      )}
      <ConnectionFacts
        place={{ label: copy.serverUrl, value: connection.serverUrl }}
        connectedAt={connection.connectedAt}
        busyReadAt={connection.busyReadAt}
        words={copy}
      />
      <DisconnectCalendar disconnect={disconnect} words={copy} onNotice={onNotice} />
    </Stack>
  );
}
