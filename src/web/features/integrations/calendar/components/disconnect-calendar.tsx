import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { calendarCopy } from '@shared/integrations.ts';
import { ConfirmDeleteDialog } from '@web/components/confirm-delete-dialog.tsx';
import type { Notice } from '@web/components/notice-snackbar.tsx';

/** Disconnect, asked first; says whether the calendar was disconnected. */
export function DisconnectCalendar({
  disconnect,
  words,
  onNotice,
}: {
  disconnect: {
    isPending: boolean;
    mutate: (variables: undefined, options: { onSuccess: () => void; onError: () => void }) => void;
  };
  words: {
    disconnectTitle: string;
    disconnectText: string;
    keepConnected: string;
    disconnecting: string;
    disconnected: string;
  };
  onNotice: (notice: Notice) => void;
}) {
  const [confirming, setConfirming] = useState(false);

  return (
    <>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
          {calendarCopy.disconnect}
        </Button>
      </Stack>
      <ConfirmDeleteDialog
        title={confirming ? words.disconnectTitle : null}
        text={words.disconnectText}
        labels={{
          cancel: words.keepConnected,
          delete: calendarCopy.disconnect,
          deleting: words.disconnecting,
        }}
        busy={disconnect.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          disconnect.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              onNotice({ severity: 'success', message: words.disconnected });
            },
            onError: () => {
              setConfirming(false);
              onNotice({ severity: 'error', message: calendarCopy.disconnectFailed });
            },
          })
        }
      />
    </>
  );
}
