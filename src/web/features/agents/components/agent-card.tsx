import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PauseCircleOutline from '@mui/icons-material/PauseCircleOutline';
import PlayCircleOutline from '@mui/icons-material/PlayCircleOutline';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import { Link as RouterLink } from 'react-router';
import { agentCopy as copy, type Agent } from '@shared/agents.ts';
import { agentChoiceAvailable, channelCopy } from '@shared/channels.ts';
import { agentAnalyticsPath, agentPersonalityPath, agentTestPath } from '@shared/paths.ts';
import { playgroundCopy } from '@shared/playground.ts';
import { ActionsMenu } from '@web/components/actions-menu.tsx';
import { formatLastActive } from '../format-last-active.ts';

export type AgentAction = 'duplicate' | 'toggle' | 'delete';

const numberFormat = new Intl.NumberFormat('en');

/** One agent: name, type, status, conversations, channels and last activity, with its menu. */
export function AgentCard({
  agent,
  busy,
  onAction,
}: {
  agent: Agent;
  busy: boolean;
  onAction: (action: AgentAction, agent: Agent) => void;
}) {
  const active = agent.status === 'active';

  return (
    <Card
      component="article"
      aria-label={agent.name}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', opacity: busy ? 0.6 : 1 }}
    >
      <CardContent
        sx={{ p: { xs: 2.5, sm: 3 }, flex: 1, display: 'flex', flexDirection: 'column' }}
      >
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
          <Avatar
            sx={{
              bgcolor: active ? 'primary.main' : 'action.disabledBackground',
              color: active ? 'primary.contrastText' : 'text.secondary',
            }}
          >
            <SmartToyOutlined />
          </Avatar>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography
              component="h2"
              variant="h6"
              sx={{ fontSize: '1.05rem', lineHeight: 1.35, overflowWrap: 'anywhere' }}
            >
              {agent.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {agent.type}
            </Typography>
          </Box>
          <ActionsMenu
            label={`Actions for ${agent.name}`}
            disabled={busy}
            actions={[
              {
                label: copy.settings,
                icon: <SettingsOutlined fontSize="small" />,
                to: agentPersonalityPath(agent.id),
              },
              {
                label: copy.duplicate,
                icon: <ContentCopyOutlined fontSize="small" />,
                onSelect: () => onAction('duplicate', agent),
              },
              {
                label: active ? copy.deactivate : copy.activate,
                icon: active ? (
                  <PauseCircleOutline fontSize="small" />
                ) : (
                  <PlayCircleOutline fontSize="small" />
                ),
                onSelect: () => onAction('toggle', agent),
              },
              {
                label: copy.delete,
                icon: <DeleteOutline fontSize="small" />,
                onSelect: () => onAction('delete', agent),
                danger: true,
              },
            ]}
          />
        </Box>
        <Box sx={{ mt: 2 }}>
          <Chip
            size="small"
            label={copy.statusLabels[agent.status]}
            color={active ? 'success' : 'default'}
            variant={active ? 'filled' : 'outlined'}
          />
        </Box>
        <Stack direction="row" spacing={3} sx={{ mt: 2.5 }}>
          <Box>
            <Typography variant="caption" color="text.secondary">
              {copy.conversations}
            </Typography>
            <Typography sx={{ fontWeight: 700, fontSize: '1.25rem' }}>
              {numberFormat.format(agent.conversations)}
            </Typography>
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="caption" color="text.secondary">
              {copy.lastActive}
            </Typography>
            <Typography sx={{ fontWeight: 500, mt: 0.5 }} noWrap>
              {formatLastActive(agent.lastActive)}
            </Typography>
          </Box>
        </Stack>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 2.5 }} aria-label="Channels">
          {agent.channels.map((channel) =>
            agentChoiceAvailable(channel) ? (
              <Chip key={channel} label={channel} size="small" variant="outlined" />
            ) : (
              <Chip
                key={channel}
                label={channelCopy.comingSoonChip(channel)}
                title={channelCopy.comingSoonHint(channel)}
                size="small"
                variant="outlined"
                sx={{ borderStyle: 'dashed', color: 'text.secondary' }}
              />
            ),
          )}
        </Box>
        <Box sx={{ flex: 1 }} />
        <Divider sx={{ my: 2 }} />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            component={RouterLink}
            to={agentTestPath(agent.id)}
            size="small"
            variant="contained"
            disableElevation
            startIcon={<ChatOutlined />}
            aria-label={playgroundCopy.testLabel(agent.name)}
          >
            {playgroundCopy.test}
          </Button>
          <Button
            component={RouterLink}
            to={agentPersonalityPath(agent.id)}
            size="small"
            startIcon={<EditOutlined />}
          >
            {copy.edit}
          </Button>
          <Button
            component={RouterLink}
            to={agentAnalyticsPath(agent.id)}
            size="small"
            color="inherit"
            startIcon={<BarChartOutlined />}
          >
            {copy.viewAnalytics}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
