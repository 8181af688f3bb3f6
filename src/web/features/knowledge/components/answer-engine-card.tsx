import BoltOutlined from '@mui/icons-material/BoltOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import MemoryOutlined from '@mui/icons-material/MemoryOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { answerEngineCopy as copy, type AnswerEngineStatus } from '@shared/answers.ts';
import { BusyButton } from '@web/components/busy-button.tsx';
import { QueryState } from '@web/components/query-state.tsx';
import { FormSkeleton } from '@web/components/skeletons.tsx';
import { useAnswerEngine, useTestConnection } from '../api/answer-engine.ts';
import { AgentThresholds } from './agent-thresholds.tsx';
import { CurrentChoice } from './current-choice.tsx';
import { EmbeddingsSection } from './embeddings-section.tsx';
import { EngineSettingsForm } from './engine-settings-form.tsx';

/** What answers now: the built-in responder, or a model and where it is served. */
function CurrentEngine({ status }: { status: AnswerEngineStatus }) {
  return (
    <CurrentChoice
      icon={
        status.engine === 'model' ? (
          <BoltOutlined color="primary" aria-hidden />
        ) : (
          <MemoryOutlined color="primary" aria-hidden />
        )
      }
      title={status.model ? copy.model(status.model) : copy.builtin}
      hint={status.server ? copy.modelHint(status.server) : copy.builtinHint}
    />
  );
}

/** The operator chose for every account: the choice in words, and a test of what answers. */
function LockedEngine({ status }: { status: AnswerEngineStatus }) {
  const test = useTestConnection();
  const install = status.installModel;
  return (
    <>
      <Alert severity="info" icon={<LockOutlined />}>
        {copy.locked(
          install
            ? `the model ${install.model}${install.server ? ` at ${install.server}` : ''}`
            : `the ${copy.builtin.toLowerCase()}`,
        )}
      </Alert>
      <Box>
        <BusyButton
          type="button"
          variant="outlined"
          busy={test.isPending}
          label={copy.testConnection}
          busyLabel={copy.testing}
          onClick={() => test.mutate(undefined)}
        />
      </Box>
      {test.data && (
        <Alert severity={test.data.ok ? 'success' : 'error'} role="status">
          {test.data.message}
        </Alert>
      )}
      {test.isError && (
        <Alert severity="error" role="status">
          {test.error.message}
        </Alert>
      )}
    </>
  );
}

const TITLE_ID = 'answer-engine-title';

/**
 * Which engine answers the customers and the owner's choice of it, what reads the knowledge by
 * meaning, and how sure each agent must be. Each is a section of its own, so the same buttons
 * ("Save", "Test connection") are told apart by the section they are in.
 */
export function AnswerEngineCard() {
  const engine = useAnswerEngine();
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Box component="section" aria-labelledby={TITLE_ID}>
            <Typography id={TITLE_ID} component="h2" variant="h6">
              {copy.title}
            </Typography>
            <QueryState
              query={engine}
              loadingLabel={copy.title}
              errorMessage={copy.loadFailed}
              skeleton={<FormSkeleton fields={3} />}
            >
              {(status) => (
                <Stack spacing={2} sx={{ mt: 1.5 }}>
                  <CurrentEngine status={status} />
                  {status.locked ? (
                    <LockedEngine status={status} />
                  ) : (
                    <EngineSettingsForm purpose="answers" status={status} labelledBy={TITLE_ID} />
                  )}
                </Stack>
              )}
            </QueryState>
          </Box>
          <Divider />
          <EmbeddingsSection />
          <Divider />
          <AgentThresholds />
        </Stack>
      </CardContent>
    </Card>
  );
}
