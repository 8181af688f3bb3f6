import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Agent } from '@shared/agents.ts';
import { channelsCopy as copy } from '@shared/channels-copy.ts';
import { paths } from '@shared/paths.ts';
import { screenTitles } from '@shared/portal-copy.ts';
import { NoticeSnackbar, type Notice } from '@web/components/notice-snackbar.tsx';
import { PageHeader } from '@web/components/page-header.tsx';
import { QueryState } from '@web/components/query-state.tsx';
import { CardGridSkeleton } from '@web/components/skeletons.tsx';
import { useAgents } from '@web/lib/agent-list.ts';
import { TelegramAgentCard } from './components/telegram-agent-card.tsx';
import { WebchatAgentCard } from './components/webchat-agent-card.tsx';

const onWebsite = (agent: Agent) => agent.channels.includes('Webchat');
const onTelegram = (agent: Agent) => agent.channels.includes('Telegram');

function ManageAgentsLink() {
  return (
    <Button component={RouterLink} to={paths.portal.agents} variant="outlined" sx={{ mt: 1.5 }}>
      {copy.manageAgents}
    </Button>
  );
}

/**
 * Each agent with the Webchat channel, ready to paste into a website and to try out here, and
 * each agent with the Telegram channel, with its bot.
 */
export default function ChannelsPage() {
  const agents = useAgents();
  const [notice, setNotice] = useState<Notice | null>(null);

  // `navigator.clipboard` is missing outside secure contexts: that too is a failed copy.
  const copyText = (text: string) =>
    void Promise.resolve()
      .then(() => navigator.clipboard.writeText(text))
      .then(
        () => setNotice({ severity: 'success', message: copy.copied }),
        () => setNotice({ severity: 'error', message: copy.copyFailed }),
      );

  return (
    <>
      <PageHeader title={screenTitles.channels} subtitle={copy.subtitle} />
      <QueryState
        query={agents}
        loadingLabel={copy.loading}
        errorMessage={copy.loadFailed}
        skeleton={<CardGridSkeleton count={1} size={12} height={480} />}
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
          const elsewhere = list.filter((agent) => !onWebsite(agent));
          return (
            <Stack spacing={3}>
              {list.filter(onWebsite).map((agent) => (
                <WebchatAgentCard
                  key={agent.id}
                  agent={agent}
                  onNotice={setNotice}
                  onCopy={copyText}
                />
              ))}
              {list.filter(onTelegram).map((agent) => (
                <TelegramAgentCard key={`telegram-${agent.id}`} agent={agent} />
              ))}
              {elsewhere.length > 0 && (
                <Card component="section" aria-label={copy.notOnWebsiteLabel}>
                  <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
                    <Typography>
                      <strong>{copy.notOnWebsite}</strong>{' '}
                      {elsewhere.map((agent) => agent.name).join(', ')}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                      {copy.addWebchat}
                    </Typography>
                    <ManageAgentsLink />
                  </CardContent>
                </Card>
              )}
            </Stack>
          );
        }}
      </QueryState>
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}
