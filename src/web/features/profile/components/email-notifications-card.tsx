import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { preferencesCopy as copy } from '@shared/preferences.ts';
import { QueryState } from '@web/components/query-state.tsx';
import { FormSkeleton } from '@web/components/skeletons.tsx';
import { usePreferences, useSavePreferences } from '../api/preferences.ts';

/** Whether a conversation waiting for a person is also mailed; saved as it is switched. */
export function EmailNotificationsCard() {
  const preferences = usePreferences();
  const save = useSavePreferences();
  return (
    <Card component="section" aria-labelledby="email-notifications-title">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id="email-notifications-title" component="h2" variant="h6" sx={{ mb: 1.5 }}>
          {copy.title}
        </Typography>
        <QueryState
          query={preferences}
          loadingLabel={copy.title}
          errorMessage={copy.loadFailed}
          skeleton={<FormSkeleton fields={1} />}
        >
          {(current) => (
            <>
              <FormControlLabel
                control={
                  <Switch
                    checked={
                      save.isPending ? save.variables.handoverEmails : current.handoverEmails
                    }
                    disabled={save.isPending}
                    onChange={(_event, handoverEmails) => save.mutate({ handoverEmails })}
                  />
                }
                label={copy.handoverEmails}
              />
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {copy.handoverEmailsHint}
              </Typography>
              {save.isSuccess && (
                <Alert severity="success" role="status" sx={{ mt: 1.5 }}>
                  {copy.saved}
                </Alert>
              )}
              {save.isError && (
                <Alert severity="error" role="status" sx={{ mt: 1.5 }}>
                  {copy.saveFailed}
                </Alert>
              )}
            </>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
