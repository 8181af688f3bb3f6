import EditOutlined from '@mui/icons-material/EditOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { paths } from '@shared/paths.ts';
import { profileCopy as copy } from '@shared/profile-copy.ts';
import {
  profileInputSchema,
  profileNameMaxLength,
  type ProfileInput,
} from '@shared/profile-forms.ts';
import { FormTextField } from '@web/components/form-text-field.tsx';
import type { SignedInUser } from '@web/lib/auth-context.ts';
import { initialsOf } from '@web/lib/initials.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { useReportDirty } from '../use-report-dirty.ts';
import { BusyButton } from '@web/components/busy-button.tsx';

export type ProfileOutcome = 'updated' | 'failed';

function EditForm({
  user,
  onDone,
  onOutcome,
  onDirtyChange,
}: {
  user: SignedInUser;
  onDone: () => void;
  onOutcome: (outcome: ProfileOutcome) => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const update = useUpdateProfile();
  const {
    control,
    handleSubmit,
    formState: { isDirty },
  } = useForm<ProfileInput>({
    resolver: zodResolver(profileInputSchema),
    defaultValues: { name: user.displayName },
  });
  useReportDirty(isDirty, onDirtyChange);

  const save = handleSubmit(async (input) => {
    try {
      await update.mutateAsync(input);
      onOutcome('updated');
      onDone();
    } catch {
      onOutcome('failed');
    }
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={save} sx={{ mt: 3 }}>
      <FormTextField
        control={control}
        name="name"
        label={copy.name}
        autoComplete="name"
        required
        autoFocus
        fullWidth
        slotProps={{ htmlInput: { maxLength: profileNameMaxLength } }}
      />
      <TextField
        label={copy.email}
        value={user.email}
        fullWidth
        disabled
        helperText={
          <>
            {copy.emailNote}{' '}
            <Link component={RouterLink} to={paths.portal.ticket}>
              {copy.contactSupport}
            </Link>
          </>
        }
      />
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onDone} color="inherit" disabled={update.isPending}>
          {copy.cancel}
        </Button>
        <BusyButton busy={update.isPending} label={copy.save} busyLabel={copy.saving} />
      </Stack>
    </Stack>
  );
}

/** Name and email; 'Edit Profile' turns the name into a field, Cancel leaves it unchanged. */
export function PersonalInfoCard({
  user,
  onOutcome,
  onDirtyChange,
}: {
  user: SignedInUser;
  onOutcome: (outcome: ProfileOutcome) => void;
  /** Whether the name has been edited and not saved; false again once saved or cancelled. */
  onDirtyChange: (dirty: boolean) => void;
}) {
  const [editing, setEditing] = useState(false);
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 }, '&:last-child': { pb: { xs: 2.5, sm: 3 } } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Typography component="h2" variant="h6" sx={{ flex: 1 }}>
            {copy.personalInformation}
          </Typography>
          {!editing && (
            <Button
              variant="outlined"
              startIcon={<EditOutlined />}
              onClick={() => setEditing(true)}
            >
              {copy.editProfile}
            </Button>
          )}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 3 }}>
          <Avatar
            sx={{
              width: 64,
              height: 64,
              fontSize: '1.4rem',
              fontWeight: 700,
              bgcolor: 'primary.main',
            }}
          >
            {initialsOf(user.displayName, user.email)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700, fontSize: '1.1rem' }} noWrap>
              {user.displayName}
            </Typography>
            <Typography color="text.secondary" noWrap>
              {user.email}
            </Typography>
          </Box>
        </Box>
        {editing && (
          <EditForm
            user={user}
            onDone={() => setEditing(false)}
            onOutcome={onOutcome}
            onDirtyChange={onDirtyChange}
          />
        )}
      </CardContent>
    </Card>
  );
}
