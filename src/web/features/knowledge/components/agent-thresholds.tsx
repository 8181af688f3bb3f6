import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { Agent } from '@shared/agents.ts';
import { answerEngineCopy as copy } from '@shared/answers.ts';
import {
  ANSWER_THRESHOLD_MAX,
  ANSWER_THRESHOLD_MIN,
  DEFAULT_ANSWER_THRESHOLD,
  thresholdPercent,
} from '@shared/knowledge.ts';
import { QueryState } from '@web/components/query-state.tsx';
import { FormSkeleton } from '@web/components/skeletons.tsx';
import { useAgents } from '@web/lib/agent-list.ts';
import { useSaveThreshold } from '../api/agent-thresholds.ts';
import { useSaveWhenSettled } from '../use-save-when-settled.ts';

type Outcome = { severity: 'success' | 'error'; message: string };

/** How long the slider rests before it is saved: arrowing across it saves the last value once. */
const THRESHOLD_SAVE_AFTER_MS = 600;

/**
 * One agent's threshold: a slider in per cent, saved when let go and at rest. It stays usable
 * while saving, so the keyboard keeps its focus.
 */
function AgentThreshold({ agent, onSaved }: { agent: Agent; onSaved: (outcome: Outcome) => void }) {
  const labelId = useId();
  const save = useSaveThreshold();
  const [percent, setPercent] = useState(thresholdPercent(agent.answerThreshold));
  const saveWhenSettled = useSaveWhenSettled(
    (value: number) =>
      save.mutate(
        { id: agent.id, answerThreshold: value / 100 },
        {
          onSuccess: () =>
            onSaved({ severity: 'success', message: copy.thresholdSaved(agent.name, value) }),
          onError: (error) => {
            setPercent(thresholdPercent(agent.answerThreshold));
            onSaved({ severity: 'error', message: error.message });
          },
        },
      ),
    THRESHOLD_SAVE_AFTER_MS,
  );
  return (
    <Box>
      {/* On a phone the sentence goes under the agent's name rather than squeezing it. */}
      <Box
        sx={{ display: 'flex', justifyContent: 'space-between', columnGap: 2, flexWrap: 'wrap' }}
      >
        <Typography
          id={labelId}
          variant="body2"
          sx={{ fontWeight: 600, overflowWrap: 'break-word' }}
        >
          {agent.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
          {copy.threshold(percent)}
        </Typography>
      </Box>
      <Slider
        value={percent}
        min={thresholdPercent(ANSWER_THRESHOLD_MIN)}
        max={thresholdPercent(ANSWER_THRESHOLD_MAX)}
        step={1}
        onChange={(_event, value) => setPercent(value)}
        onChangeCommitted={(_event, value) => saveWhenSettled(value)}
        getAriaLabel={() => copy.thresholdLabel(agent.name)}
        getAriaValueText={(value) => copy.threshold(value)}
        aria-describedby={labelId}
      />
    </Box>
  );
}

/** How sure each agent must be before the built-in responder answers for it. */
export function AgentThresholds() {
  const agents = useAgents();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  return (
    <Box component="section" aria-labelledby="agent-thresholds-title">
      <Typography
        id="agent-thresholds-title"
        component="h3"
        variant="subtitle1"
        sx={{ fontWeight: 700 }}
      >
        {copy.thresholdsTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {copy.thresholdsHint(thresholdPercent(DEFAULT_ANSWER_THRESHOLD))}
      </Typography>
      <QueryState
        query={agents}
        loadingLabel={copy.thresholdsTitle}
        errorMessage={copy.loadFailed}
        skeleton={<FormSkeleton fields={2} />}
      >
        {({ agents: list }) =>
          list.length === 0 ? (
            <Typography variant="body2">{copy.noAgents}</Typography>
          ) : (
            <Stack spacing={1.5}>
              {list.map((agent) => (
                <AgentThreshold key={agent.id} agent={agent} onSaved={setOutcome} />
              ))}
            </Stack>
          )
        }
      </QueryState>
      {outcome && (
        <Alert severity={outcome.severity} role="status" sx={{ mt: 1.5 }}>
          {outcome.message}
        </Alert>
      )}
    </Box>
  );
}
