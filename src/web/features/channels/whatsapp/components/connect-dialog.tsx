import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  integrationTimers,
  whatsappCopy as copy,
  whatsappInstanceInputSchema,
  type Pairing,
  type WhatsappInstance,
  type WhatsappInstanceInput,
} from '@shared/integrations.ts';
import { FormTextField } from '@web/components/form-text-field.tsx';
import { cancelPairing } from '../api/cancel-pairing.ts';
import { whatsappInstancesQueryKey } from '../api/get-whatsapp-instances.ts';
import { usePairingStatus } from '../api/get-pairing-status.ts';
import { useStartPairing } from '../api/start-pairing.ts';
import { qrDataUrl } from '../qr-data-url.ts';
import { BusyButton } from '@web/components/busy-button.tsx';
import { FormAlert } from '@web/components/form-alert.tsx';

/**
 * The QR code and its countdown, started again when the gateway issues a new code; at 0 it
 * gives up, on a scan it reports the connection.
 */
function QrStep({
  pairing,
  onExpired,
  onConnected,
}: {
  pairing: Pairing;
  onExpired: () => void;
  onConnected: () => void;
}) {
  const [image, setImage] = useState<string>();
  const [secondsLeft, setSecondsLeft] = useState<number>(integrationTimers.qrExpirySeconds);
  const status = usePairingStatus(pairing.pairingId);
  const done = useRef(false);
  // A real gateway issues a new code every so often: the poll brings it, and its countdown.
  const code = status.data?.code ?? pairing.code;
  const [shownCode, setShownCode] = useState(pairing.code);
  if (code !== shownCode) {
    setShownCode(code);
    setSecondsLeft(integrationTimers.qrExpirySeconds);
  }

  useEffect(() => {
    let live = true;
    void qrDataUrl(code).then((url) => live && setImage(url));
    return () => {
      live = false;
    };
  }, [code]);

  useEffect(() => {
    const timer = setInterval(() => setSecondsLeft((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (done.current) return;
    if (status.data?.status === 'connected') {
      done.current = true;
      onConnected();
    } else if (secondsLeft === 0 || status.data?.status === 'expired') {
      done.current = true;
      onExpired();
    }
  }, [secondsLeft, status.data?.status, onConnected, onExpired]);

  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 1 }}>
      <Box
        sx={{
          width: 232,
          height: 232,
          p: 1,
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'common.white',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {image ? (
          <Box component="img" src={image} alt={copy.qrAlt} sx={{ width: 1, height: 1 }} />
        ) : (
          <CircularProgress aria-label={copy.generating} />
        )}
      </Box>
      <Typography color="text.secondary" variant="body2">
        {copy.scanHint}
      </Typography>
      <Typography role="timer" aria-live="polite" sx={{ fontWeight: 600 }}>
        {copy.expiresIn(secondsLeft)}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
        <CircularProgress size={16} color="inherit" />
        <Typography variant="body2">{copy.waiting}</Typography>
      </Stack>
    </Stack>
  );
}

/**
 * 'Connect WhatsApp': name and phone (or an instance to reconnect), then 'Generate QR Code'.
 * The code comes from the server's gateway; the dialog closes when it expires or is scanned.
 */
export function ConnectDialog({
  open,
  instance,
  onClose,
  onConnected,
}: {
  open: boolean;
  /** Set to reconnect a disconnected instance; a new one is added otherwise. */
  instance: WhatsappInstance | undefined;
  onClose: () => void;
  onConnected: () => void;
}) {
  const queryClient = useQueryClient();
  const start = useStartPairing();
  const [pairing, setPairing] = useState<Pairing>();
  const { control, handleSubmit, reset } = useForm<WhatsappInstanceInput>({
    resolver: zodResolver(whatsappInstanceInputSchema),
    defaultValues: { name: '', phone: '' },
  });

  const close = () => {
    if (pairing) cancelPairing(pairing.pairingId);
    setPairing(undefined);
    start.reset();
    reset();
    onClose();
  };

  const generate = async (target: Parameters<typeof start.mutateAsync>[0]) => {
    try {
      setPairing(await start.mutateAsync(target));
    } catch {
      // The failure message shows in the dialog (start.isError).
    }
  };

  const submit = instance
    ? (event: React.FormEvent) => {
        event.preventDefault();
        void generate({ instanceId: instance.id });
      }
    : handleSubmit((input) => generate(input));

  const connected = () => {
    void queryClient.invalidateQueries({ queryKey: whatsappInstancesQueryKey });
    setPairing(undefined);
    start.reset();
    reset();
    onConnected();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="xs"
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: submit } as object }}
    >
      <DialogTitle>{instance ? copy.reconnectTitle : copy.connectTitle}</DialogTitle>
      <DialogContent>
        {pairing ? (
          <QrStep pairing={pairing} onExpired={close} onConnected={connected} />
        ) : (
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {instance ? (
              <Box>
                <Typography sx={{ fontWeight: 600 }}>{instance.name}</Typography>
                <Typography color="text.secondary">{instance.phone}</Typography>
              </Box>
            ) : (
              <>
                <FormTextField
                  control={control}
                  name="name"
                  label={copy.name}
                  required
                  fullWidth
                  autoFocus
                  disabled={start.isPending}
                />
                <FormTextField
                  control={control}
                  name="phone"
                  label={copy.phone}
                  placeholder={copy.phoneHint}
                  helperText={copy.phoneHint}
                  type="tel"
                  autoComplete="tel"
                  required
                  fullWidth
                  disabled={start.isPending}
                />
              </>
            )}
            <FormAlert message={start.isError ? copy.connectFailed : null} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={close}>
          {copy.cancel}
        </Button>
        {!pairing && (
          <BusyButton busy={start.isPending} label={copy.generateQr} busyLabel={copy.generating} />
        )}
      </DialogActions>
    </Dialog>
  );
}
