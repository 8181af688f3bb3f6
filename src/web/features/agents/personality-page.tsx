import { useState } from 'react';
import { personalityCopy as copy } from '@shared/personality.ts';
import { screenTitles } from '@shared/portal-copy.ts';
import { PageHeader } from '@web/components/page-header.tsx';
import { ApiError } from '@web/lib/api-client.ts';
import { NoticeSnackbar, type Notice } from '@web/components/notice-snackbar.tsx';
import { usePersonality } from './api/get-personality.ts';
import { useSavePersonality } from './api/save-personality.ts';
import { PersonalityForm } from './components/personality-form.tsx';
import { QueryState } from '@web/components/query-state.tsx';
import { FormSkeleton } from '@web/components/skeletons.tsx';

export default function PersonalityPage() {
  const personality = usePersonality();
  const save = useSavePersonality();
  const [feedback, setFeedback] = useState<Notice | null>(null);

  return (
    <>
      <PageHeader title={screenTitles.personality} subtitle={copy.subtitle} />
      <QueryState
        query={personality}
        loadingLabel={copy.loading}
        errorMessage={copy.loadFailed}
        skeleton={<FormSkeleton fields={5} />}
      >
        {(initial) => (
          <PersonalityForm
            initial={initial}
            saving={save.isPending}
            onSave={async (input) => {
              try {
                await save.mutateAsync(input);
                setFeedback({ severity: 'success', message: copy.saved });
                return true;
              } catch (error) {
                setFeedback({
                  severity: 'error',
                  message: error instanceof ApiError ? error.message : copy.saveFailed,
                });
                return false;
              }
            }}
          />
        )}
      </QueryState>
      <NoticeSnackbar notice={feedback} onClose={() => setFeedback(null)} />
    </>
  );
}
