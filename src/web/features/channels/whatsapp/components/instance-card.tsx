import DeleteOutline from '@mui/icons-material/DeleteOutline';
import PhoneIphone from '@mui/icons-material/PhoneIphone';
import Refresh from '@mui/icons-material/Refresh';
import WhatsApp from '@mui/icons-material/WhatsApp';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import {
  simulatedPhoneCopy,
  whatsappCopy as copy,
  type WhatsappInstance,
  type WhatsappStatus,
} from '@shared/integrations.ts';

const lastSyncFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** Right of the name where there is room; under the phone on a phone, so the name shows. */
function StatusChip({ status, sx }: { status: WhatsappStatus; sx: SxProps<Theme> }) {
  const connected = status === 'connected';
  return (
    <Chip
      size="small"
      label={copy.statusLabels[status]}
      color={connected ? 'success' : 'default'}
      variant={connected ? 'filled' : 'outlined'}
      sx={sx}
    />
  );
}

/** The select's value for "no agent" (a select cannot hold null). */
const NO_AGENT = '';

/**
 * One WhatsApp number: status, last sync, the agent that answers it, connect/disconnect,
 * refresh and delete. Without an agent nobody answers its customers: the card says so. With
 * the simulated gateway, the number's simulated phone opens from here (`onOpenPhone`).
 */
export function InstanceCard({
  instance,
  agents,
  busy,
  onAgentChange,
  onToggle,
  onRefresh,
  onDelete,
  onOpenPhone,
}: {
  instance: WhatsappInstance;
  agents: ReadonlyArray<{ id: string; name: string }>;
  busy: boolean;
  onAgentChange: (agentId: string | null) => void;
  onToggle: () => void;
  onRefresh: () => void;
  onDelete: () => void;
  onOpenPhone?: () => void;
}) {
  const connected = instance.status === 'connected';
  return (
    <Card
      component="article"
      aria-label={instance.name}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1, p: { xs: 2.5, sm: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2 }}>
          <Avatar sx={{ bgcolor: connected ? 'success.main' : 'action.disabled' }}>
            <WhatsApp />
          </Avatar>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography component="h2" variant="h6" noWrap>
              {instance.name}
            </Typography>
            <Typography color="text.secondary" noWrap>
              {instance.phone}
            </Typography>
            <StatusChip
              status={instance.status}
              sx={{ display: { xs: 'inline-flex', sm: 'none' }, mt: 1 }}
            />
          </Box>
          <StatusChip
            status={instance.status}
            sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
          />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {copy.lastSync}:{' '}
          <time dateTime={instance.lastSync}>
            {lastSyncFormat.format(new Date(instance.lastSync))}
          </time>
        </Typography>
        <TextField
          select
          fullWidth
          size="small"
          label={copy.agentLabel}
          value={instance.agentId ?? NO_AGENT}
          onChange={(event) => onAgentChange(event.target.value || null)}
          disabled={busy}
          // "No agent" is a choice to read, not an empty field.
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          sx={{ mt: 2 }}
        >
          <MenuItem value={NO_AGENT}>{copy.noAgent}</MenuItem>
          {agents.map((agent) => (
            <MenuItem key={agent.id} value={agent.id}>
              {agent.name}
            </MenuItem>
          ))}
        </TextField>
        {!instance.agentId && (
          <Alert severity="warning" sx={{ mt: 1.5 }}>
            {copy.noAgentHint}
          </Alert>
        )}
        {onOpenPhone && (
          <Button
            variant="outlined"
            size="small"
            startIcon={<PhoneIphone />}
            onClick={onOpenPhone}
            sx={{ mt: 2 }}
          >
            {simulatedPhoneCopy.open}
          </Button>
        )}
      </CardContent>
      <CardActions sx={{ px: { xs: 2.5, sm: 3 }, pb: 2, pt: 0, gap: 1 }}>
        <Button
          variant={connected ? 'outlined' : 'contained'}
          color={connected ? 'inherit' : 'primary'}
          onClick={onToggle}
          disabled={busy}
        >
          {connected ? copy.disconnect : copy.connect}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Tooltip title={copy.refresh}>
          <IconButton aria-label={copy.refresh} onClick={onRefresh} disabled={busy}>
            <Refresh />
          </IconButton>
        </Tooltip>
        <Tooltip title={copy.delete}>
          <IconButton aria-label={copy.delete} onClick={onDelete} disabled={busy} color="error">
            <DeleteOutline />
          </IconButton>
        </Tooltip>
      </CardActions>
    </Card>
  );
}
