import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { VERIFY_TOKEN_PARAM } from '@shared/auth/auth-api.ts';
import {
  authCopy,
  choosePasswordInputSchema,
  type ChoosePasswordInput,
} from '@shared/auth-copy.ts';
import { paths } from '@shared/paths.ts';
import { BusyButton } from '@web/components/busy-button.tsx';
import { PasswordField } from '@web/components/credential-fields.tsx';
import { FormAlert } from '@web/components/form-alert.tsx';
import { ApiError } from '@web/lib/api-client.ts';
import { authClient } from '@web/lib/auth-client.ts';
import { useAuth } from '@web/lib/auth-context.ts';
import { verifySignUp } from './api/verify-sign-up.ts';
import { isUnusableVerifyLink, toAuthFailure, verifyEmailErrorMessage } from './auth-failure.ts';
import { AuthCard } from './components/auth-card.tsx';

const copy = authCopy.verifyEmail;

type Outcome = { kind: 'verified' } | { kind: 'failed'; message: string } | null;

function Finished({ outcome }: { outcome: NonNullable<Outcome> }) {
  const verified = outcome.kind === 'verified';
  return (
    <AuthCard title={verified ? copy.verifiedTitle : copy.failedTitle}>
      <Stack spacing={2.5}>
        <Alert severity={verified ? 'success' : 'error'} role={verified ? 'status' : 'alert'}>
          {verified ? copy.verified : outcome.message}
        </Alert>
        <Button component={RouterLink} to={paths.login} variant="contained" size="large">
          {copy.goToLogin}
        </Button>
      </Stack>
    </AuthCard>
  );
}

/**
 * Where the mailed verification link lands: `/verify-email?token=…`. Its holder chooses the
 * password here, which verifies the email and signs them in on the dashboard. Only the
 * mailbox's owner gets the link, so a password someone else typed at sign-up never opens the
 * account.
 */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get(VERIFY_TOKEN_PARAM);
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const [outcome, setOutcome] = useState<Outcome>(
    token ? null : { kind: 'failed', message: copy.missingToken },
  );
  const [error, setError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    formState,
    setError: setFieldError,
  } = useForm<ChoosePasswordInput>({
    resolver: zodResolver(choosePasswordInputSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const verify = handleSubmit(async ({ newPassword }) => {
    if (!token) return;
    setError(null);
    try {
      await verifySignUp({ token, newPassword });
    } catch (thrown) {
      const refused = thrown instanceof ApiError ? thrown.fields?.newPassword : undefined;
      if (refused) return setFieldError('newPassword', { message: refused });
      const failure = toAuthFailure(thrown);
      const message = verifyEmailErrorMessage(failure);
      if (isUnusableVerifyLink(failure)) return setOutcome({ kind: 'failed', message });
      return setError(message);
    }
    // Verified: the answer signed the owner in, unless sign-in refused them for now.
    const { data: session } = await authClient.getSession();
    if (!session) return setOutcome({ kind: 'verified' });
    await refresh();
    navigate(paths.portal.dashboard, { replace: true });
  });

  if (outcome) return <Finished outcome={outcome} />;
  return (
    <AuthCard title={copy.title} subtitle={copy.subtitle}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={verify}>
        <FormAlert message={error} />
        <PasswordField
          control={control}
          name="newPassword"
          purpose="new"
          label={copy.newPassword}
          helperText={copy.passwordHint}
          autoFocus
          onEdit={() => setError(null)}
        />
        <PasswordField
          control={control}
          name="confirmPassword"
          purpose="new"
          label={copy.confirmPassword}
          onEdit={() => setError(null)}
        />
        <BusyButton
          size="large"
          fullWidth
          busy={formState.isSubmitting}
          label={copy.submit}
          busyLabel={copy.busy}
        />
      </Stack>
    </AuthCard>
  );
}
