import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { FormEventHandler, ReactNode } from 'react';
import { BusyButton } from './busy-button.tsx';
import { FormAlert } from './form-alert.tsx';

/**
 * A dialog that is a form: its title, what failed above the fields, Cancel and the submit
 * button that shows it is busy. It cannot be closed while the form is sent, so nothing typed
 * is lost to a stray click. Without `onSubmit` it only says something and offers Cancel.
 */
export function FormDialogFrame({
  title,
  busy,
  failure,
  labels,
  onClose,
  onSubmit,
  another,
  children,
}: {
  title: string;
  busy: boolean;
  failure: string | null;
  labels: { cancel: string; save: string; saving: string };
  onClose: () => void;
  onSubmit?: FormEventHandler;
  /** A second way to save that keeps the dialog open for the next one ("Save and add another"). */
  another?: { label: string; onClick: () => void };
  children: ReactNode;
}) {
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit } as object }}
    >
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <FormAlert message={failure} />
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit" disabled={busy}>
          {labels.cancel}
        </Button>
        {another && (
          <Button variant="outlined" disabled={busy} onClick={another.onClick}>
            {another.label}
          </Button>
        )}
        {onSubmit && <BusyButton busy={busy} label={labels.save} busyLabel={labels.saving} />}
      </DialogActions>
    </Dialog>
  );
}
