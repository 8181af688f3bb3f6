import { zodResolver } from '@hookform/resolvers/zod';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { MAX_PASSWORD_LENGTH } from '@shared/auth/password-rules.ts';
import { profileCopy as copy } from '@shared/profile-copy.ts';
import { changePasswordInputSchema, type ChangePasswordInput } from '@shared/profile-forms.ts';
import { PasswordField } from '@web/components/credential-fields.tsx';
import { FormAlert } from '@web/components/form-alert.tsx';
import { ApiError } from '@web/lib/api-client.ts';
import { INVALID_PASSWORD, useChangePassword } from '../api/change-password.ts';
import { BusyButton } from '@web/components/busy-button.tsx';
import { useReportDirty } from '../use-report-dirty.ts';

const empty: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

type Outcome = { severity: 'success' | 'error'; message: string } | null;

/** The real password change: the current password, the new one twice. */
export function ChangePasswordCard({
  onDirtyChange,
}: {
  /** Whether a password has been typed and not yet changed. */
  onDirtyChange: (dirty: boolean) => void;
}) {
  const change = useChangePassword();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isDirty },
  } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordInputSchema),
    defaultValues: empty,
  });
  useReportDirty(isDirty, onDirtyChange);

  const submit = handleSubmit(async (input) => {
    setOutcome(null);
    try {
      await change.mutateAsync(input);
      reset(empty);
      setOutcome({ severity: 'success', message: copy.passwordChanged });
    } catch (error) {
      if (error instanceof ApiError && error.code === INVALID_PASSWORD) {
        setError('currentPassword', { message: copy.currentPasswordWrong }, { shouldFocus: true });
      } else if (error instanceof ApiError && error.status === 429) {
        setOutcome({ severity: 'error', message: copy.tooManyRequests });
      } else {
        setOutcome({ severity: 'error', message: copy.passwordChangeFailed });
      }
    }
  });
  const clearOutcome = () => setOutcome(null);
  const passwordInput = { htmlInput: { maxLength: MAX_PASSWORD_LENGTH } };

  return (
    <Card>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 }, '&:last-child': { pb: { xs: 2.5, sm: 3 } } }}>
        <Typography component="h2" variant="h6">
          {copy.changePassword}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {copy.changePasswordIntro}
        </Typography>
        <Stack component="form" noValidate spacing={2.5} onSubmit={submit} sx={{ mt: 3 }}>
          <FormAlert message={outcome?.message} severity={outcome?.severity} />
          <PasswordField
            control={control}
            name="currentPassword"
            purpose="current"
            label={copy.currentPassword}
            onEdit={clearOutcome}
            slotProps={passwordInput}
          />
          <PasswordField
            control={control}
            name="newPassword"
            purpose="new"
            label={copy.newPassword}
            onEdit={clearOutcome}
            slotProps={passwordInput}
          />
          <PasswordField
            control={control}
            name="confirmPassword"
            purpose="new"
            label={copy.confirmPassword}
            onEdit={clearOutcome}
            slotProps={passwordInput}
          />
          <BusyButton
            busy={change.isPending}
            label={copy.submitPassword}
            busyLabel={copy.changingPassword}
            sx={{ alignSelf: { sm: 'flex-end' } }}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
