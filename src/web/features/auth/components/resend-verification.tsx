import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { authCopy } from '@shared/auth-copy.ts';
import { authClient } from '@web/lib/auth-client.ts';
import { resendVerificationErrorMessage, toAuthFailure } from '../auth-failure.ts';

const copy = authCopy.login;

type State = 'idle' | 'sending' | 'sent' | { failed: string };

/**
 * Sign-in refused because the email is not verified: says so, and offers a new link. The
 * server answers every request alike, so 'sent' says only that a link is on its way if needed.
 */
export function ResendVerification({ email }: { email: string }) {
  const [state, setState] = useState<State>('idle');

  const resend = async () => {
    setState('sending');
    try {
      const { error } = await authClient.sendVerificationEmail({ email });
      setState(error ? { failed: resendVerificationErrorMessage(toAuthFailure(error)) } : 'sent');
    } catch (thrown) {
      setState({ failed: resendVerificationErrorMessage(toAuthFailure(thrown)) });
    }
  };

  if (state === 'sent') {
    return (
      <Alert severity="success" role="status">
        {copy.resent}
      </Alert>
    );
  }
  const sending = state === 'sending';
  return (
    <Alert severity="warning" role="alert">
      {copy.notVerified}
      {typeof state === 'object' && (
        <Typography sx={{ mt: 1, fontWeight: 600, fontSize: 'inherit' }}>{state.failed}</Typography>
      )}
      <Button
        onClick={resend}
        disabled={sending}
        variant="outlined"
        color="inherit"
        size="small"
        startIcon={sending ? <CircularProgress size={14} color="inherit" aria-hidden /> : undefined}
        sx={{ display: 'flex', mt: 1.5 }}
      >
        {sending ? copy.resending : copy.resend}
      </Button>
    </Alert>
  );
}
