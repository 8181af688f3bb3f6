import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import {
  type AssignmentMode,
  type AssignmentRule,
  assignmentCopy as copy,
  assignmentModeLabels,
  assignmentModes,
  assignmentRuleInputSchema,
} from '@shared/assignment.ts';
import { conversationChannelLabels } from '@shared/conversations.ts';
import { BusyButton } from '@web/components/busy-button.tsx';
import type { Notice } from '@web/components/notice-snackbar.tsx';
import { QueryState } from '@web/components/query-state.tsx';
import { ListSkeleton } from '@web/components/skeletons.tsx';
import { ApiError } from '@web/lib/api-client.ts';
import { useAssignmentRules, useSetAssignmentRule } from '../api/assignment-rules.ts';

/** One channel's mode and cap, saved on their own. */
function RuleRow({ rule, say }: { rule: AssignmentRule; say: (notice: Notice) => void }) {
  const [mode, setMode] = useState<AssignmentMode>(rule.mode);
  const [cap, setCap] = useState(String(rule.cap));
  const [capError, setCapError] = useState<string | undefined>();
  const save = useSetAssignmentRule();
  const channel = conversationChannelLabels[rule.channel];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = assignmentRuleInputSchema.safeParse({
      channel: rule.channel,
      mode,
      cap: Number(cap),
    });
    if (!parsed.success) {
      setCapError(parsed.error.issues[0]?.message);
      return;
    }
    setCapError(undefined);
    save.mutate(parsed.data, {
      onSuccess: () => say({ severity: 'success', message: copy.saved }),
      onError: (error) => {
        const field = error instanceof ApiError ? error.fields?.cap : undefined;
        if (field) setCapError(field);
        else say({ severity: 'error', message: error.message });
      },
    });
  };
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={channel}
      direction={{ xs: 'column', sm: 'row' }}
      alignItems={{ sm: 'flex-start' }}
      gap={1.5}
      sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', '&:last-child': { borderBottom: 0 } }}
    >
      <Typography sx={{ fontWeight: 600, flex: 1, minWidth: 0, pt: { sm: 1 } }}>
        {channel}
      </Typography>
      <TextField
        select
        size="small"
        label={copy.mode}
        value={mode}
        onChange={(event) => setMode(event.target.value as AssignmentMode)}
        sx={{ minWidth: 160 }}
      >
        {assignmentModes.map((option) => (
          <MenuItem key={option} value={option}>
            {assignmentModeLabels[option]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        type="number"
        label={copy.cap}
        value={cap}
        disabled={mode !== 'balanced'}
        onChange={(event) => setCap(event.target.value)}
        error={!!capError}
        helperText={capError}
        slotProps={{ htmlInput: { min: 1, inputMode: 'numeric' } }}
        sx={{ width: { xs: '100%', sm: 170 } }}
      />
      <Box>
        <BusyButton
          type="submit"
          variant="outlined"
          busy={save.isPending}
          label={copy.save}
          busyLabel={copy.save}
        />
      </Box>
    </Stack>
  );
}

/** How conversations handed over on each channel are given to people. */
export function AssignmentRulesCard({ say }: { say: (notice: Notice) => void }) {
  const rules = useAssignmentRules();
  return (
    <Card variant="outlined" sx={{ px: 2, mt: 3 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, pt: 1.5 }}>
        {copy.rulesTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {copy.rulesIntro}
      </Typography>
      <QueryState
        query={rules}
        loadingLabel={copy.rulesTitle}
        errorMessage={copy.assignFailed}
        skeleton={<ListSkeleton rows={3} />}
      >
        {(list) => (
          <Box>
            {list.map((rule) => (
              <RuleRow key={rule.channel} rule={rule} say={say} />
            ))}
          </Box>
        )}
      </QueryState>
    </Card>
  );
}
