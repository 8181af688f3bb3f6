import BoltOutlined from '@mui/icons-material/BoltOutlined';
import MemoryOutlined from '@mui/icons-material/MemoryOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { answerEngineCopy as copy } from '@shared/answers.ts';
import { BusyButton } from '@web/components/busy-button.tsx';
import { QueryState } from '@web/components/query-state.tsx';
import { FormSkeleton } from '@web/components/skeletons.tsx';
import { useAnswerEngine, useTestConnection } from '../api/answer-engine.ts';
import { AgentThresholds } from './agent-thresholds.tsx';

/** Which engine answers the customers, how sure it must be, and whether the model answers. */
export function AnswerEngineCard() {
  const engine = useAnswerEngine();
  const test = useTestConnection();
  return (
    <Card component="section" aria-labelledby="answer-engine-title">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="answer-engine-title" component="h2" variant="h6">
          {copy.title}
        </Typography>
        <QueryState
          query={engine}
          loadingLabel={copy.title}
          errorMessage={copy.loadFailed}
          skeleton={<FormSkeleton fields={1} />}
        >
          {(status) => (
            <Stack spacing={2} sx={{ mt: 1.5 }}>
              <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
                {status.engine === 'model' ? (
                  <BoltOutlined color="primary" aria-hidden />
                ) : (
                  <MemoryOutlined color="primary" aria-hidden />
                )}
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {status.model ? copy.model(status.model) : copy.builtin}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
                    {status.server ? copy.modelHint(status.server) : copy.builtinHint}
                  </Typography>
                </Box>
              </Box>
              <Box>
                <BusyButton
                  type="button"
                  variant="outlined"
                  busy={test.isPending}
                  label={copy.testConnection}
                  busyLabel={copy.testing}
                  onClick={() => test.mutate()}
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
              <AgentThresholds />
            </Stack>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
