import Facebook from '@mui/icons-material/Facebook';
import Instagram from '@mui/icons-material/Instagram';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Agent } from '@shared/agents.ts';
import { customerChannels } from '@shared/channels.ts';
import { type MetaChannel, metaCopy as copy, type MetaPage } from '@shared/meta.ts';

/** The select's value for "no agent" (a select cannot hold null). */
const NO_AGENT = '';

/** The agent answering one channel of the Page: only agents with that channel are offered. */
function AgentChoice({
  page,
  channel,
  agents,
  busy,
  onChange,
}: {
  page: MetaPage;
  channel: MetaChannel;
  agents: readonly Agent[];
  busy: boolean;
  onChange: (agentId: string | null) => void;
}) {
  const offered = agents.filter((agent) =>
    agent.channels.includes(customerChannels[channel].agentChoice),
  );
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={copy.agentLabel[channel]}
      value={page.agents[channel] ?? NO_AGENT}
      onChange={(event) => onChange(event.target.value || null)}
      disabled={busy}
      helperText={copy.agentNeedsChannel[channel]}
      // "Nobody" is a choice to read, not an empty field.
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      <MenuItem value={NO_AGENT}>{copy.noAgent}</MenuItem>
      {offered.map((agent) => (
        <MenuItem key={agent.id} value={agent.id}>
          {agent.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * One connected Page: its name, its Instagram account, whether Meta still accepts its token,
 * the agent answering Messenger and the one answering Instagram, and Disconnect.
 */
export function PageCard({
  page,
  agents,
  busy,
  onAgentChange,
  onDisconnect,
}: {
  page: MetaPage;
  agents: readonly Agent[];
  busy: boolean;
  onAgentChange: (channel: MetaChannel, agentId: string | null) => void;
  onDisconnect: () => void;
}) {
  const connected = page.status === 'connected';
  return (
    <Card component="article" aria-label={copy.cardTitle(page.pageName)} sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
          <Avatar sx={{ bgcolor: connected ? 'primary.main' : 'action.disabled' }}>
            <Facebook />
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography component="h2" variant="h6" noWrap>
              {page.pageName}
            </Typography>
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
            >
              <Instagram fontSize="inherit" aria-hidden />
              <span>
                {page.instagram ? copy.instagramAccount(page.instagram.username) : copy.noInstagram}
              </span>
            </Typography>
          </Box>
        </Box>
        {!connected && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {copy.disconnectedWarning}
          </Alert>
        )}
        <Stack spacing={2}>
          <AgentChoice
            page={page}
            channel="messenger"
            agents={agents}
            busy={busy}
            onChange={(agentId) => onAgentChange('messenger', agentId)}
          />
          {page.instagram && (
            <AgentChoice
              page={page}
              channel="instagram"
              agents={agents}
              busy={busy}
              onChange={(agentId) => onAgentChange('instagram', agentId)}
            />
          )}
        </Stack>
      </CardContent>
      <CardActions sx={{ px: { xs: 2.5, sm: 3 }, pb: 2, pt: 0, justifyContent: 'flex-end' }}>
        <Button color="error" onClick={onDisconnect} disabled={busy}>
          {copy.disconnect}
        </Button>
      </CardActions>
    </Card>
  );
}
