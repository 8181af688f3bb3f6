import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router';
import { authCopy, loginInputSchema, type LoginInput } from '@shared/auth-copy.ts';
import { paths } from '@shared/paths.ts';
import { EmailField, PasswordField } from '@web/components/credential-fields.tsx';
import { FormAlert } from '@web/components/form-alert.tsx';
import { authClient } from '@web/lib/auth-client.ts';
import { useAuth } from '@web/lib/auth-context.ts';
import { isSignupOpen } from '@web/lib/signup-availability.ts';
import { isUnverifiedEmail, signInErrorMessage, toAuthFailure } from './auth-failure.ts';
import { AuthCard } from './components/auth-card.tsx';
import { ResendVerification } from './components/resend-verification.tsx';
import { BusyButton } from '@web/components/busy-button.tsx';

const copy = authCopy.login;

export default function LoginPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  // The email of a right password whose account is not verified yet, offered a new link.
  const [unverified, setUnverified] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<LoginInput>({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { email: '', password: '', rememberMe: false },
  });

  if (user) return <Navigate to={paths.portal.dashboard} replace />;

  const signIn = handleSubmit(async (input) => {
    clearError();
    try {
      const { error: failure } = await authClient.signIn.email(input);
      if (!failure) return navigate(paths.portal.dashboard, { replace: true });
      const reason = toAuthFailure(failure);
      if (isUnverifiedEmail(reason)) return setUnverified(input.email);
      setError(signInErrorMessage(reason));
    } catch (thrown) {
      setError(signInErrorMessage(toAuthFailure(thrown)));
    }
  });
  function clearError() {
    setError(null);
    setUnverified(null);
  }

  // Sign-in stands alone, without the public pages' frame, so it is its own main landmark.
  return (
    <Box component="main" id="main" sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
      <AuthCard title={copy.title} subtitle={copy.subtitle}>
        <Stack component="form" noValidate spacing={2.5} onSubmit={signIn}>
          <FormAlert message={error} />
          {unverified && <ResendVerification email={unverified} />}
          <EmailField
            control={control}
            name="email"
            label={copy.email}
            autoFocus
            onEdit={clearError}
          />
          <PasswordField
            control={control}
            name="password"
            purpose="current"
            label={copy.password}
            onEdit={clearError}
          />
          <Stack
            direction="row"
            sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
          >
            <Controller
              control={control}
              name="rememberMe"
              render={({ field }) => (
                <FormControlLabel
                  label={copy.rememberMe}
                  control={
                    <Checkbox
                      name={field.name}
                      checked={field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                    />
                  }
                />
              )}
            />
            <Link component={RouterLink} to={paths.forgotPassword} variant="body2">
              {copy.forgotPassword}
            </Link>
          </Stack>
          <BusyButton
            size="large"
            fullWidth
            busy={formState.isSubmitting}
            label={copy.submit}
            busyLabel={copy.busy}
          />
          {isSignupOpen() && (
            <Typography variant="body2" sx={{ alignSelf: 'center' }}>
              {copy.noAccount}{' '}
              <Link component={RouterLink} to={paths.signup}>
                {copy.createAccount}
              </Link>
            </Typography>
          )}
          <Link component={RouterLink} to={paths.home} variant="body2" sx={{ alignSelf: 'center' }}>
            {copy.backToHome}
          </Link>
        </Stack>
      </AuthCard>
    </Box>
  );
}
