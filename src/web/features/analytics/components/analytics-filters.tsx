import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Agent } from '@shared/agents.ts';
import { analyticsCopy as copy } from '@shared/analytics-copy.ts';
import {
  conversationChannelLabels,
  filterableConversationChannels,
} from '@shared/conversations.ts';
import { ChoiceField } from '@web/components/choice-field.tsx';
import {
  type AnalyticsFilter,
  changeRange,
  daysBetween,
  type ShownRange,
  shownRange,
} from '../analytics-filter.ts';

/** Playground conversations are the business's tests, which analytics never counts. */
const channelOptions = filterableConversationChannels
  .filter((channel) => channel !== 'playground')
  .map((channel) => ({ value: channel, label: conversationChannelLabels[channel] }));

/**
 * The agents to choose from. Until the list arrives, the URL's agent stands alone, so the
 * field does not claim "Any" while the figures are one agent's.
 */
const agentOptions = (
  agents: readonly Pick<Agent, 'id' | 'name'>[] | undefined,
  agentId: string | undefined,
) =>
  agents?.map((agent) => ({ value: agent.id, label: agent.name })) ??
  (agentId ? [{ value: agentId, label: copy.agentUnknownYet }] : []);

function rangeNote(filter: AnalyticsFilter, shown: ShownRange) {
  if (!filter.from && !filter.to) return copy.defaultRange;
  return shown.from && shown.to ? copy.rangeDays(daysBetween(shown.from, shown.to)) : undefined;
}

/** The range, agent and channel of the figures; each change goes to the URL at once. */
export function AnalyticsFilters({
  filter,
  today,
  agents,
  onChange,
  onClear,
}: {
  filter: AnalyticsFilter;
  today: string;
  /** The account's agents; undefined while they load. */
  agents: readonly Pick<Agent, 'id' | 'name'>[] | undefined;
  onChange: (patch: Partial<AnalyticsFilter>) => void;
  onClear: () => void;
}) {
  const shown = shownRange(filter, today);
  const date = (field: keyof ShownRange, label: string) => (
    <TextField
      type="date"
      size="small"
      fullWidth
      label={label}
      value={shown[field]}
      onChange={(event) => onChange(changeRange(shown, field, event.target.value))}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );

  return (
    <Grid container spacing={1.5} component="search" role="search" aria-label={copy.filtersLabel}>
      <Grid size={{ xs: 6, md: 3 }}>{date('from', copy.fromLabel)}</Grid>
      <Grid size={{ xs: 6, md: 3 }}>{date('to', copy.toLabel)}</Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <ChoiceField
          label={copy.agentLabel}
          value={filter.agentId}
          options={agentOptions(agents, filter.agentId)}
          onChange={(agentId) => onChange({ agentId })}
          anyLabel={copy.any}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <ChoiceField
          label={copy.channelLabel}
          value={filter.channel}
          options={channelOptions}
          onChange={(channel) => onChange({ channel })}
          anyLabel={copy.any}
        />
      </Grid>
      <Grid
        size={12}
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
      >
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {rangeNote(filter, shown)}
        </Typography>
        <Button size="small" onClick={onClear} sx={{ flexShrink: 0 }}>
          {copy.clear}
        </Button>
      </Grid>
    </Grid>
  );
}
