import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router';
import { SIGNUP_PLAN_PARAM } from '@shared/auth/auth-api.ts';
import { signupInputSchema, type SignupInput } from '@shared/auth/auth-schemas.ts';
import { authCopy } from '@shared/auth-copy.ts';
import { formatDollars } from '@shared/billing.ts';
import { paths } from '@shared/paths.ts';
import { planIds, plans, type PlanId } from '@shared/plans.ts';
import { BusyButton } from '@web/components/busy-button.tsx';
import { EmailField, PasswordField } from '@web/components/credential-fields.tsx';
import { FormAlert } from '@web/components/form-alert.tsx';
import { FormTextField } from '@web/components/form-text-field.tsx';
import { ApiError } from '@web/lib/api-client.ts';
import { useAuth } from '@web/lib/auth-context.ts';
import { isSignupOpen } from '@web/lib/signup-availability.ts';
import { signUp } from './api/sign-up.ts';
import { signupErrorMessage, toAuthFailure } from './auth-failure.ts';
import { AuthCard } from './components/auth-card.tsx';
import { PlanChoice } from './components/plan-choice.tsx';

const copy = authCopy.signup;

const isPlanId = (value: string | null): value is PlanId => planIds.includes(value as PlanId);

function GoToLogin() {
  return (
    <Button component={RouterLink} to={paths.login} variant="contained" size="large">
      {copy.goToLogin}
    </Button>
  );
}

/** After sign-up, whatever the email: the link is in the mail (or the owner was told). */
function CheckInbox({ email }: { email: string }) {
  return (
    <AuthCard title={copy.checkInboxTitle}>
      <Stack spacing={2.5}>
        <Alert severity="success" role="status">
          {copy.checkInbox(email)}
        </Alert>
        <Typography variant="body2" color="text.secondary">
          {copy.checkInboxHint}
        </Typography>
        <GoToLogin />
      </Stack>
    </AuthCard>
  );
}

function SignupClosed() {
  return (
    <AuthCard title={copy.closedTitle}>
      <Stack spacing={2.5}>
        <Typography color="text.secondary">{copy.closedBody}</Typography>
        <GoToLogin />
      </Stack>
    </AuthCard>
  );
}

const formFields = ['name', 'email', 'password', 'website', 'planId'] as const;

function SignupForm({ onSignedUp }: { onSignedUp: (email: string) => void }) {
  const [params] = useSearchParams();
  const preselected = params.get(SIGNUP_PLAN_PARAM);
  const [error, setError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    formState,
    setError: setFieldError,
  } = useForm<SignupInput>({
    resolver: zodResolver(signupInputSchema),
    defaultValues: {
      name: '',
      email: '',
      password: '',
      website: '',
      planId: isPlanId(preselected) ? preselected : undefined,
    },
  });
  const planId = useWatch({ control, name: 'planId' });

  const submit = handleSubmit(async (input) => {
    setError(null);
    try {
      onSignedUp((await signUp(input)).email);
    } catch (thrown) {
      const fields = thrown instanceof ApiError ? thrown.fields : undefined;
      const known = formFields.filter((field) => fields?.[field]);
      for (const field of known) setFieldError(field, { message: fields?.[field] });
      if (known.length === 0) setError(signupErrorMessage(toAuthFailure(thrown)));
    }
  });
  const clearError = () => setError(null);

  return (
    <AuthCard title={copy.title} subtitle={copy.subtitle} wide>
      <Stack component="form" noValidate spacing={2.5} onSubmit={submit}>
        <FormAlert message={error} />
        <FormTextField
          control={control}
          name="name"
          label={copy.name}
          autoComplete="name"
          required
          autoFocus
          fullWidth
          onEdit={clearError}
        />
        <EmailField control={control} name="email" label={copy.email} onEdit={clearError} />
        <PasswordField
          control={control}
          name="password"
          purpose="new"
          label={copy.password}
          helperText={copy.passwordHint}
          onEdit={clearError}
        />
        <FormTextField
          control={control}
          name="website"
          label={copy.website}
          helperText={copy.websiteHint}
          type="url"
          inputMode="url"
          autoComplete="url"
          fullWidth
          onEdit={clearError}
        />
        <Controller
          control={control}
          name="planId"
          render={({ field, fieldState }) => (
            <PlanChoice
              name={field.name}
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                clearError();
              }}
              error={fieldState.error?.message}
              inputRef={field.ref}
            />
          )}
        />
        {planId && (
          <Stack
            component="section"
            aria-labelledby="signup-payment-heading"
            spacing={1}
            sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover' }}
          >
            <Typography id="signup-payment-heading" component="h2" variant="subtitle1">
              {copy.payment}
            </Typography>
            <Typography sx={{ fontWeight: 600 }}>{copy.trial}</Typography>
            <Typography color="text.secondary">
              {copy.afterTrial(formatDollars(plans[planId].monthlyPrice))}
            </Typography>
          </Stack>
        )}
        <BusyButton
          size="large"
          fullWidth
          busy={formState.isSubmitting}
          label={copy.submit}
          busyLabel={copy.busy}
        />
        <Typography variant="body2" sx={{ alignSelf: 'center' }}>
          {copy.haveAccount}{' '}
          <Link component={RouterLink} to={paths.login}>
            {copy.signIn}
          </Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
}

/** `/signup`: a new account on a chosen plan, opened once its email is verified. */
export default function SignupPage() {
  const { user } = useAuth();
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (user) return <Navigate to={paths.portal.dashboard} replace />;
  if (!isSignupOpen()) return <SignupClosed />;
  if (sentTo) return <CheckInbox email={sentTo} />;
  return <SignupForm onSignedUp={setSentTo} />;
}
