import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router';
import { authCopy, loginInputSchema, type LoginInput } from '@shared/auth-copy.ts';
import { paths } from '@shared/paths.ts';
import { FormTextField } from '@web/components/form-text-field.tsx';
import { authClient } from '@web/lib/auth-client.ts';
import { useAuth } from '@web/lib/auth-context.ts';
import { signInErrorMessage, toAuthFailure } from './auth-failure.ts';
import { AuthCard } from './components/auth-card.tsx';
import { BusyButton } from '@web/components/busy-button.tsx';

const copy = authCopy.login;

export default function LoginPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<LoginInput>({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { email: '', password: '', rememberMe: false },
  });

  if (user) return <Navigate to={paths.portal.dashboard} replace />;

  const signIn = handleSubmit(async (input) => {
    setError(null);
    try {
      const { error: failure } = await authClient.signIn.email(input);
      if (failure) return setError(signInErrorMessage(toAuthFailure(failure)));
      navigate(paths.portal.dashboard, { replace: true });
    } catch (thrown) {
      setError(signInErrorMessage(toAuthFailure(thrown)));
    }
  });
  const clearError = () => setError(null);

  return (
    <AuthCard title={copy.title} subtitle={copy.subtitle}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={signIn}>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <FormTextField
          control={control}
          name="email"
          label={copy.email}
          type="email"
          autoComplete="email"
          required
          autoFocus
          fullWidth
          onEdit={clearError}
        />
        <FormTextField
          control={control}
          name="password"
          label={copy.password}
          type="password"
          autoComplete="current-password"
          required
          fullWidth
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
        <Link component={RouterLink} to={paths.home} variant="body2" sx={{ alignSelf: 'center' }}>
          {copy.backToHome}
        </Link>
      </Stack>
    </AuthCard>
  );
}
