import HubOutlined from '@mui/icons-material/HubOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import TextFieldsOutlined from '@mui/icons-material/TextFieldsOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { embeddingsCopy as copy, type EmbeddingsStatus } from '@shared/embeddings.ts';
import { QueryState } from '@web/components/query-state.tsx';
import { FormSkeleton } from '@web/components/skeletons.tsx';
import { useEmbeddingsModel } from '../api/embeddings-model.ts';
import { CurrentChoice } from './current-choice.tsx';
import { EngineSettingsForm } from './engine-settings-form.tsx';

const TITLE_ID = 'embeddings-title';

/** What reads by meaning now: a model and where it is served, or the words alone. */
function CurrentEmbeddings({ status }: { status: EmbeddingsStatus }) {
  return (
    <CurrentChoice
      icon={
        status.model ? (
          <HubOutlined color="primary" aria-hidden />
        ) : (
          <TextFieldsOutlined color="primary" aria-hidden />
        )
      }
      title={status.model ? copy.current(status.model) : copy.none}
      hint={status.server ? copy.currentHint(status.server) : copy.noneHint}
    />
  );
}

/** How much of the knowledge the model has read, and why it stopped if it did. */
function ReadingProgress({ progress }: { progress: NonNullable<EmbeddingsStatus['progress']> }) {
  return (
    <>
      <Typography variant="body2">{copy.progress(progress.embedded, progress.passages)}</Typography>
      {progress.stopped !== null && (
        <Alert severity="warning">{copy.stopped(progress.stopped)}</Alert>
      )}
    </>
  );
}

/**
 * The owner's optional embeddings model: what reads by meaning now, how far it has read the
 * knowledge, and the choice of it (the operator's, read-only, when the install is locked).
 */
export function EmbeddingsSection() {
  const embeddings = useEmbeddingsModel();
  return (
    <Box component="section" aria-labelledby={TITLE_ID}>
      <Typography id={TITLE_ID} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {copy.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {copy.hint}
      </Typography>
      <QueryState
        query={embeddings}
        loadingLabel={copy.title}
        errorMessage={copy.loadFailed}
        skeleton={<FormSkeleton fields={2} />}
      >
        {(status) => (
          <Stack spacing={2}>
            <CurrentEmbeddings status={status} />
            {status.progress && <ReadingProgress progress={status.progress} />}
            {status.locked ? (
              <Alert severity="info" icon={<LockOutlined />}>
                {copy.locked}
              </Alert>
            ) : (
              <EngineSettingsForm purpose="embeddings" status={status} labelledBy={TITLE_ID} />
            )}
          </Stack>
        )}
      </QueryState>
    </Box>
  );
}
