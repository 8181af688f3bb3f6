import Google from '@mui/icons-material/Google';
import Stack from '@mui/material/Stack';
import { googleCalendarCopy as copy } from '@shared/google-calendar.ts';
import { BusyButton } from '@web/components/busy-button.tsx';
import { FormAlert } from '@web/components/form-alert.tsx';
import { useAuthorizeGoogle } from '../api/authorize-google.ts';
import { leaveFor } from './leave-for.ts';
import { refusalInWords } from './refusal-in-words.ts';

/**
 * The way to Google's consent page: the server makes the request (its state bound to this
 * owner) and the browser goes there; Google sends it back to this page with the outcome.
 */
export function GoogleConnect({ label }: { label: string }) {
  const authorize = useAuthorizeGoogle();
  // Leaving the page takes a moment: the button stays busy until the browser has gone.
  const leaving = authorize.isPending || authorize.isSuccess;
  return (
    <Stack spacing={2}>
      <FormAlert
        message={authorize.isError ? refusalInWords(authorize.error, copy.authorizeFailed) : null}
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <BusyButton
          type="button"
          busy={leaving}
          label={label}
          busyLabel={copy.opening}
          startIcon={<Google />}
          onClick={() => authorize.mutate(undefined, { onSuccess: ({ url }) => leaveFor(url) })}
        />
      </Stack>
    </Stack>
  );
}
