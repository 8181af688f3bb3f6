import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  caldavCopy as copy,
  type CaldavCredentials,
  caldavCredentialsSchema,
  ICLOUD_CALDAV_URL,
} from '@shared/caldav-connection.ts';
import { calendarCopy } from '@shared/integrations.ts';
import { BusyButton } from '@web/components/busy-button.tsx';
import { FormAlert } from '@web/components/form-alert.tsx';
import { FormTextField } from '@web/components/form-text-field.tsx';
import type { Notice } from '@web/components/notice-snackbar.tsx';
import { ApiError } from '@web/lib/api-client.ts';
import { showServerFieldErrors } from '@web/lib/server-field-errors.ts';
import { useConnectCaldav } from '../api/connect-caldav.ts';
import { refusalInWords } from './refusal-in-words.ts';

type Credentials = z.output<typeof caldavCredentialsSchema>;

/**
 * Signs in to iCloud (or another CalDAV server) with an Apple ID and an app-specific password.
 * A server that refuses is said in its words under the fields; success shows the calendars.
 */
export function CaldavConnectForm({ onNotice }: { onNotice: (notice: Notice) => void }) {
  const connect = useConnectCaldav();
  const [showPassword, setShowPassword] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<
    CaldavCredentials,
    unknown,
    Credentials
  >({
    resolver: zodResolver(caldavCredentialsSchema),
    defaultValues: { serverUrl: ICLOUD_CALDAV_URL, username: '', password: '' },
  });
  const busy = formState.isSubmitting;
  const submit = handleSubmit(async (credentials) => {
    setFailure(null);
    try {
      await connect.mutateAsync(credentials);
      onNotice({ severity: 'success', message: calendarCopy.connected });
    } catch (error) {
      // A field the API's own check named goes under that field; a refusal of the calendar
      // server is said under the form, in the server's words.
      setFailure(
        error instanceof ApiError && error.fields
          ? showServerFieldErrors(error, setError, calendarCopy.connectFailed)
          : refusalInWords(error, calendarCopy.connectFailed),
      );
    }
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={submit}>
      <FormTextField
        control={control}
        name="serverUrl"
        label={copy.serverUrl}
        helperText={copy.serverUrlHint}
        required
        fullWidth
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        disabled={busy}
      />
      <FormTextField
        control={control}
        name="username"
        label={copy.username}
        helperText={copy.usernameHint}
        required
        fullWidth
        inputMode="email"
        autoComplete="off"
        spellCheck={false}
        disabled={busy}
      />
      <FormTextField
        control={control}
        name="password"
        label={copy.password}
        type={showPassword ? 'text' : 'password'}
        required
        fullWidth
        autoComplete="off"
        spellCheck={false}
        disabled={busy}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  aria-label={showPassword ? copy.hidePassword : copy.showPassword}
                  onClick={() => setShowPassword((shown) => !shown)}
                  edge="end"
                >
                  {showPassword ? <VisibilityOff /> : <Visibility />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Alert severity="info" role="note">
        <AlertTitle>{copy.howToPasswordTitle}</AlertTitle>
        {copy.howToPassword}
      </Alert>
      <FormAlert message={failure} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <BusyButton busy={busy} label={calendarCopy.connect} busyLabel={calendarCopy.connecting} />
      </Stack>
    </Stack>
  );
}
