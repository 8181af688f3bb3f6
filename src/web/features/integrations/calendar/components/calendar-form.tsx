import CheckCircle from '@mui/icons-material/CheckCircle';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  calendarCopy as copy,
  calendarCredentialsSchema,
  type CalendarConnection,
  type CalendarCredentials,
  type CalendarProvider,
} from '@shared/integrations.ts';
import { FormTextField } from '@web/components/form-text-field.tsx';
import { useConnectCalendar } from '../api/connect-calendar.ts';
import { useDisconnectCalendar } from '../api/disconnect-calendar.ts';
import { BusyButton } from '@web/components/busy-button.tsx';
import { FormAlert } from '@web/components/form-alert.tsx';

type Outcome = 'connected' | 'failed' | 'disconnectFailed' | null;

/** Connected: the stored public key and the secret's last four, 'Connected' and Disconnect. */
function ConnectedForm({
  provider,
  connection,
  outcome,
  onOutcome,
}: {
  provider: CalendarProvider;
  connection: CalendarConnection;
  outcome: Outcome;
  onOutcome: (outcome: Outcome) => void;
}) {
  const disconnect = useDisconnectCalendar(provider);
  return (
    <Stack spacing={2.5}>
      {outcome === 'connected' && (
        <Alert severity="success" role="status">
          {copy.connected}
        </Alert>
      )}
      <FormAlert message={outcome === 'disconnectFailed' ? copy.disconnectFailed : null} />
      <TextField label={copy.publicKey} value={connection.publicKey ?? ''} disabled fullWidth />
      <TextField
        label={copy.secretKey}
        value={connection.secretKeyHint ?? ''}
        helperText={copy.storedSecret(connection.secretKeyHint ?? '')}
        disabled
        fullWidth
      />
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button
          color="error"
          disabled={disconnect.isPending}
          onClick={() =>
            disconnect.mutate(undefined, {
              onSuccess: () => onOutcome(null),
              onError: () => onOutcome('disconnectFailed'),
            })
          }
        >
          {copy.disconnect}
        </Button>
        <Button variant="contained" disabled startIcon={<CheckCircle />}>
          {copy.connectedButton}
        </Button>
      </Stack>
    </Stack>
  );
}

function CredentialsForm({
  provider,
  outcome,
  onOutcome,
}: {
  provider: CalendarProvider;
  outcome: Outcome;
  onOutcome: (outcome: Outcome) => void;
}) {
  const connect = useConnectCalendar(provider);
  const [showSecret, setShowSecret] = useState(false);
  const { control, handleSubmit } = useForm<CalendarCredentials>({
    resolver: zodResolver(calendarCredentialsSchema),
    defaultValues: { publicKey: '', secretKey: '' },
  });
  const submit = handleSubmit((credentials) =>
    connect.mutateAsync(credentials).then(
      () => onOutcome('connected'),
      () => onOutcome('failed'),
    ),
  );

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={submit}>
      <FormAlert message={outcome === 'failed' ? copy.connectFailed : null} />
      <FormTextField
        control={control}
        name="publicKey"
        label={copy.publicKey}
        required
        fullWidth
        autoComplete="off"
        disabled={connect.isPending}
      />
      <FormTextField
        control={control}
        name="secretKey"
        label={copy.secretKey}
        type={showSecret ? 'text' : 'password'}
        required
        fullWidth
        autoComplete="off"
        disabled={connect.isPending}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  aria-label={showSecret ? copy.hideSecret : copy.showSecret}
                  onClick={() => setShowSecret((shown) => !shown)}
                  edge="end"
                >
                  {showSecret ? <VisibilityOff /> : <Visibility />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <BusyButton busy={connect.isPending} label={copy.connect} busyLabel={copy.connecting} />
      </Stack>
    </Stack>
  );
}

/** The key form of a calendar connected by its keys: publicKey and secretKey, then 'Connected'. */
export function CalendarForm({
  provider,
  connection,
}: {
  provider: CalendarProvider;
  connection: CalendarConnection;
}) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  return connection.connected ? (
    <ConnectedForm
      provider={provider}
      connection={connection}
      outcome={outcome}
      onOutcome={setOutcome}
    />
  ) : (
    <CredentialsForm provider={provider} outcome={outcome} onOutcome={setOutcome} />
  );
}
