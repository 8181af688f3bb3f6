import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router';
import {
  authCopy,
  choosePasswordInputSchema,
  type ChoosePasswordInput,
} from '@shared/auth-copy.ts';
import { paths } from '@shared/paths.ts';
import { PasswordField } from '@web/components/credential-fields.tsx';
import { FormAlert } from '@web/components/form-alert.tsx';
import { authClient } from '@web/lib/auth-client.ts';
import { resetPasswordErrorMessage, toAuthFailure } from './auth-failure.ts';
import { AuthCard } from './components/auth-card.tsx';
import { BusyButton } from '@web/components/busy-button.tsx';

const copy = authCopy.resetPassword;

/** Where the mailed link lands: `/reset-password?token=…`. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(
    params.get('error') ? copy.invalidToken : token ? null : copy.missingToken,
  );
  const { control, handleSubmit, formState } = useForm<ChoosePasswordInput>({
    resolver: zodResolver(choosePasswordInputSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const linkUnusable = !token || error === copy.invalidToken;

  const save = handleSubmit(async ({ newPassword }) => {
    if (!token) return;
    setError(null);
    try {
      const { error: failure } = await authClient.resetPassword({ newPassword, token });
      if (failure) return setError(resetPasswordErrorMessage(toAuthFailure(failure)));
      setDone(true);
    } catch (thrown) {
      setError(resetPasswordErrorMessage(toAuthFailure(thrown)));
    }
  });

  if (done) {
    return (
      <AuthCard title={copy.doneTitle}>
        <Stack spacing={2.5}>
          <Alert severity="success" role="status">
            {copy.success}
          </Alert>
          <Button component={RouterLink} to={paths.login} variant="contained" size="large">
            {copy.goToLogin}
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={copy.title}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={save}>
        <FormAlert message={error} />
        {linkUnusable ? (
          <Button component={RouterLink} to={paths.forgotPassword} variant="contained" size="large">
            {copy.requestNewLink}
          </Button>
        ) : (
          <>
            <PasswordField
              control={control}
              name="newPassword"
              purpose="new"
              label={copy.newPassword}
              autoFocus
            />
            <PasswordField
              control={control}
              name="confirmPassword"
              purpose="new"
              label={copy.confirmPassword}
            />
            <BusyButton
              size="large"
              fullWidth
              busy={formState.isSubmitting}
              label={copy.submit}
              busyLabel={copy.busy}
            />
          </>
        )}
      </Stack>
    </AuthCard>
  );
}
