import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { personalityCopy as copy } from '@shared/personality.ts';
import { screenTitles } from '@shared/portal-copy.ts';
import { PageHeader } from '@web/components/page-header.tsx';
import { ApiError } from '@web/lib/api-client.ts';
import { NoticeSnackbar, type Notice } from '@web/components/notice-snackbar.tsx';
import { usePersonality } from './api/get-personality.ts';
import { useSavePersonality } from './api/save-personality.ts';
import { PersonalityForm } from './components/personality-form.tsx';

export default function PersonalityPage() {
  const personality = usePersonality();
  const save = useSavePersonality();
  const [feedback, setFeedback] = useState<Notice | null>(null);

  return (
    <>
      <PageHeader title={screenTitles.personality} subtitle={copy.subtitle} />
      {personality.isPending && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
          <CircularProgress aria-label="Loading personality settings" />
        </Box>
      )}
      {personality.isError && (
        <Alert
          severity="error"
          action={<Button onClick={() => void personality.refetch()}>Retry</Button>}
        >
          The personality settings could not be loaded.
        </Alert>
      )}
      {personality.data && (
        <PersonalityForm
          initial={personality.data}
          saving={save.isPending}
          onSave={async (input) => {
            try {
              await save.mutateAsync(input);
              setFeedback({ severity: 'success', message: copy.saved });
            } catch (error) {
              setFeedback({
                severity: 'error',
                message:
                  error instanceof ApiError ? error.message : 'The settings could not be saved.',
              });
            }
          }}
        />
      )}
      <NoticeSnackbar notice={feedback} onClose={() => setFeedback(null)} />
    </>
  );
}
