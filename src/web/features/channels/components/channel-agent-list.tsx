import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Agent, AgentChannel } from '@shared/agents.ts';
import { channelsCopy } from '@shared/channels-copy.ts';
import { paths } from '@shared/paths.ts';
import { QueryState } from '@web/components/query-state.tsx';
import { CardGridSkeleton } from '@web/components/skeletons.tsx';
import { useAgents } from '@web/lib/agent-list.ts';

/** What a channel's screen says about the agents it has no card for. */
export type ChannelAgentListCopy = {
  /** The account has no agent at all. */
  empty: string;
  /** Leads the names of the agents without the channel, e.g. 'Not on Telegram:'. */
  notOnChannel: string;
  notOnChannelLabel: string;
  /** How to give an agent the channel. */
  addChannel: string;
};

function ManageAgentsLink() {
  return (
    <Button component={RouterLink} to={paths.portal.agents} variant="outlined" sx={{ mt: 1.5 }}>
      {channelsCopy.manageAgents}
    </Button>
  );
}

/**
 * The account's agents as one channel's screen shows them: a card for each agent with the
 * channel, then the others by name, with the way to Manage Agents where the channel is added.
 */
export function ChannelAgentList({
  channel,
  copy,
  cardHeight,
  renderCard,
}: {
  channel: AgentChannel;
  copy: ChannelAgentListCopy;
  /** The loading skeleton's height, near the card's own. */
  cardHeight: number;
  renderCard: (agent: Agent) => ReactNode;
}) {
  const agents = useAgents();
  return (
    <QueryState
      query={agents}
      loadingLabel={channelsCopy.loading}
      errorMessage={channelsCopy.loadFailed}
      skeleton={<CardGridSkeleton count={1} size={12} height={cardHeight} />}
    >
      {({ agents: list }) => {
        if (list.length === 0) {
          return (
            <Card>
              <CardContent sx={{ py: 6, textAlign: 'center' }}>
                <Typography color="text.secondary">{copy.empty}</Typography>
                <ManageAgentsLink />
              </CardContent>
            </Card>
          );
        }
        const onChannel = list.filter((agent) => agent.channels.includes(channel));
        const elsewhere = list.filter((agent) => !agent.channels.includes(channel));
        return (
          <Stack spacing={3}>
            {onChannel.map(renderCard)}
            {elsewhere.length > 0 && (
              <Card component="section" aria-label={copy.notOnChannelLabel}>
                <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
                  <Typography>
                    <strong>{copy.notOnChannel}</strong>{' '}
                    {elsewhere.map((agent) => agent.name).join(', ')}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                    {copy.addChannel}
                  </Typography>
                  <ManageAgentsLink />
                </CardContent>
              </Card>
            )}
          </Stack>
        );
      }}
    </QueryState>
  );
}
