import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { channelsCopy as copy } from '@shared/channels-copy.ts';
import { BusyButton } from '@web/components/busy-button.tsx';
import { ConfirmDeleteDialog } from '@web/components/confirm-delete-dialog.tsx';
import { useRenewIdentitySecret } from '../api/webchat-settings.ts';
import { CopyableText } from './copyable-text.tsx';
import { monospaceFont } from '@web/components/monospace-font.ts';

/**
 * How a site proves who its visitor is, and the secret it signs with: made here, shown once.
 * A new secret ends the old one, so replacing one asks first.
 */
export function IdentitySecret({
  agentId,
  hint,
  onCopy,
  onFailed,
}: {
  agentId: string;
  hint: string | null;
  onCopy: (text: string) => void;
  onFailed: (message: string) => void;
}) {
  const renew = useRenewIdentitySecret(agentId);
  const [confirming, setConfirming] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const secretLabelId = useId();

  const make = () =>
    renew.mutate(undefined, {
      onSuccess: (made) => setSecret(made.secret),
      onError: () => onFailed(copy.secretFailed),
      onSettled: () => setConfirming(false),
    });

  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {copy.identityIntro}
      </Typography>
      <Box
        component="pre"
        sx={{
          fontFamily: monospaceFont,
          fontSize: '0.8rem',
          bgcolor: 'action.hover',
          borderRadius: 1,
          p: 1.5,
          my: 1.5,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {`${copy.identityExample}\n${copy.identityHashRule}`}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Typography variant="body2" sx={{ flex: '1 1 12rem' }}>
          {hint ? copy.secretHint(hint) : copy.noSecret}
        </Typography>
        <BusyButton
          type="button"
          variant="outlined"
          busy={renew.isPending && !confirming}
          label={hint ? copy.renewSecret : copy.createSecret}
          busyLabel={copy.creatingSecret}
          onClick={() => (hint ? setConfirming(true) : make())}
        />
      </Box>
      <ConfirmDeleteDialog
        title={confirming ? copy.renewTitle : null}
        text={copy.renewConfirm}
        labels={{ cancel: copy.cancel, delete: copy.renewSecret, deleting: copy.creatingSecret }}
        busy={renew.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={make}
      />
      <Dialog
        open={secret !== null}
        // Only Done closes it: a stray click must not lose a secret shown once.
        onClose={(_event, reason) => reason !== 'backdropClick' && setSecret(null)}
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle>{copy.secretTitle}</DialogTitle>
        <DialogContent>
          <Alert severity="warning" sx={{ mb: 2 }}>
            {copy.secretOnce}
          </Alert>
          <Typography id={secretLabelId} variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
            {copy.secretLabel}
          </Typography>
          <CopyableText text={secret ?? ''} labelledBy={secretLabelId} onCopy={onCopy} />
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => setSecret(null)}>
            {copy.secretDone}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
