import { zodResolver } from '@hookform/resolvers/zod';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import {
  authCopy,
  forgotPasswordInputSchema,
  type ForgotPasswordInput,
} from '@shared/auth-copy.ts';
import { paths } from '@shared/paths.ts';
import { EmailField } from '@web/components/credential-fields.tsx';
import { FormAlert } from '@web/components/form-alert.tsx';
import { authClient } from '@web/lib/auth-client.ts';
import { resetRequestErrorMessage, toAuthFailure } from './auth-failure.ts';
import { AuthCard } from './components/auth-card.tsx';
import { BusyButton } from '@web/components/busy-button.tsx';

const copy = authCopy.forgotPassword;

type Outcome = { severity: 'success' | 'error'; message: string } | null;

export default function ForgotPasswordPage() {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { control, handleSubmit, formState, reset } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordInputSchema),
    defaultValues: { email: '' },
  });

  const sendLink = handleSubmit(async ({ email }) => {
    setOutcome(null);
    try {
      const { error } = await authClient.requestPasswordReset({
        email,
        redirectTo: paths.resetPassword,
      });
      if (error) {
        return setOutcome({
          severity: 'error',
          message: resetRequestErrorMessage(toAuthFailure(error)),
        });
      }
      reset({ email: '' });
      setOutcome({ severity: 'success', message: copy.success });
    } catch (thrown) {
      setOutcome({ severity: 'error', message: resetRequestErrorMessage(toAuthFailure(thrown)) });
    }
  });

  return (
    <AuthCard title={copy.title} subtitle={copy.subtitle}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={sendLink}>
        <FormAlert message={outcome?.message} severity={outcome?.severity} />
        <EmailField control={control} name="email" label={copy.email} autoFocus />
        <BusyButton
          size="large"
          fullWidth
          busy={formState.isSubmitting}
          label={copy.submit}
          busyLabel={copy.busy}
        />
        <Link component={RouterLink} to={paths.login} variant="body2" sx={{ alignSelf: 'center' }}>
          {copy.backToLogin}
        </Link>
      </Stack>
    </AuthCard>
  );
}
