import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useEffect, useEffectEvent, useState } from 'react';
import {
  conversationChannelLabels,
  filterableConversationChannels,
  conversationResolutionLabels,
  conversationResolutions,
  conversationStatusLabels,
  conversationStatuses,
} from '@shared/conversations.ts';
import { historyCopy as copy, type HistoryFilter, testFilters } from '@shared/history.ts';
import { ChoiceField } from '@web/components/choice-field.tsx';
import { useAgents } from '@web/lib/agent-list.ts';

/** How long typing pauses before the search runs: one request per word, not per key. */
const SEARCH_DELAY_MS = 350;

const labelled = <Value extends string>(values: readonly Value[], labels: Record<Value, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/** Search and filters of the history; each change goes to the URL at once (search after a pause). */
export function HistoryFilters({
  filter,
  onChange,
  onClear,
}: {
  filter: HistoryFilter;
  onChange: (patch: Partial<HistoryFilter>) => void;
  onClear: () => void;
}) {
  const agents = useAgents();
  const [search, setSearch] = useState(filter.q ?? '');
  // The URL changed the search (Clear, back, a shared link): the box follows it.
  const [searched, setSearched] = useState(filter.q);
  if (filter.q !== searched) {
    setSearched(filter.q);
    if ((filter.q ?? '') !== search.trim()) setSearch(filter.q ?? '');
  }
  const runSearch = useEffectEvent(() => onChange({ q: search.trim() || undefined }));
  useEffect(() => {
    if (search.trim() === (filter.q ?? '')) return;
    const timer = setTimeout(runSearch, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, filter.q]);

  const date = (key: 'from' | 'to', label: string) => (
    <TextField
      type="date"
      size="small"
      fullWidth
      label={label}
      value={filter[key] ?? ''}
      onChange={(event) => onChange({ [key]: event.target.value || undefined })}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );

  return (
    <Grid container spacing={1.5} component="search" aria-label={copy.searchLabel}>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField
          type="search"
          size="small"
          fullWidth
          label={copy.searchLabel}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>{date('from', copy.fromLabel)}</Grid>
      <Grid size={{ xs: 6, md: 3 }}>{date('to', copy.toLabel)}</Grid>
      <Grid size={{ xs: 6, md: 2.4 }}>
        <ChoiceField
          label={copy.agentLabel}
          value={filter.agentId}
          options={(agents.data?.agents ?? []).map((agent) => ({
            value: agent.id,
            label: agent.name,
          }))}
          onChange={(agentId) => onChange({ agentId })}
          anyLabel={copy.any}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 2.4 }}>
        <ChoiceField
          label={copy.channelLabel}
          value={filter.channel}
          options={labelled(filterableConversationChannels, conversationChannelLabels)}
          onChange={(channel) => onChange({ channel })}
          anyLabel={copy.any}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 2.4 }}>
        <ChoiceField
          label={copy.statusLabel}
          value={filter.status}
          options={labelled(conversationStatuses, conversationStatusLabels)}
          onChange={(status) => onChange({ status })}
          anyLabel={copy.any}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 2.4 }}>
        <ChoiceField
          label={copy.resolutionLabel}
          value={filter.resolution}
          options={labelled(conversationResolutions, conversationResolutionLabels)}
          onChange={(resolution) => onChange({ resolution })}
          anyLabel={copy.any}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 2.4 }}>
        <ChoiceField
          label={copy.testsLabel}
          value={filter.tests}
          options={labelled(testFilters, copy.testLabels)}
          onChange={(tests) => onChange({ tests: tests ?? 'hide' })}
          anyLabel={null}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 12 }} sx={{ display: 'flex', alignItems: 'center' }}>
        <Button size="small" onClick={onClear}>
          {copy.clear}
        </Button>
      </Grid>
    </Grid>
  );
}
