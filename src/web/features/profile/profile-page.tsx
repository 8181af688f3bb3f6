import Grid from '@mui/material/Grid';
import { useState } from 'react';
import { screenTitles } from '@shared/portal-copy.ts';
import { profileCopy } from '@shared/profile-copy.ts';
import { PageHeader } from '@web/components/page-header.tsx';
import { useAuth } from '@web/lib/auth-context.ts';
import { NoticeSnackbar } from '@web/components/notice-snackbar.tsx';
import { UnsavedChangesDialog } from '@web/components/unsaved-changes-dialog.tsx';
import { useUnsavedChangesWarning } from '@web/components/use-unsaved-changes-warning.ts';
import { BrowserNotificationsCard } from './components/browser-notifications-card.tsx';
import { ChangePasswordCard } from './components/change-password-card.tsx';
import { EmailNotificationsCard } from './components/email-notifications-card.tsx';
import { PersonalInfoCard, type ProfileOutcome } from './components/personal-info-card.tsx';

export default function ProfilePage() {
  const { user } = useAuth();
  const [outcome, setOutcome] = useState<ProfileOutcome | null>(null);
  // The page has two forms and a router allows one blocker: the page asks for both.
  const [nameDirty, setNameDirty] = useState(false);
  const [passwordDirty, setPasswordDirty] = useState(false);
  const leaving = useUnsavedChangesWarning(nameDirty || passwordDirty);
  if (!user) return null;
  const updated = outcome === 'updated';

  return (
    <>
      <PageHeader title={screenTitles.profile} subtitle={profileCopy.subtitle} />
      <Grid container spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <PersonalInfoCard user={user} onOutcome={setOutcome} onDirtyChange={setNameDirty} />
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <ChangePasswordCard onDirtyChange={setPasswordDirty} />
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <EmailNotificationsCard />
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <BrowserNotificationsCard />
        </Grid>
      </Grid>
      <NoticeSnackbar
        notice={
          outcome &&
          (updated
            ? { severity: 'success', message: profileCopy.updated }
            : { severity: 'error', message: profileCopy.updateFailed })
        }
        onClose={() => setOutcome(null)}
      />
      <UnsavedChangesDialog blocker={leaving} />
    </>
  );
}
