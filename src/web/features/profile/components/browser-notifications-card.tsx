import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { pushCopy as copy } from '@shared/push-copy.ts';
import type { PushDevice } from '@shared/push-notifications.ts';
import { formatAge } from '@web/lib/format-age.ts';
import { useRemovePushDevice } from '../api/push-devices.ts';
import {
  type BrowserNotificationsState,
  useBrowserNotifications,
} from '../use-browser-notifications.ts';

const stateId = 'browser-notifications-state';

/** The state in words; the ones the member must act on elsewhere stand out. */
const stateNotice: Record<
  Exclude<BrowserNotificationsState, 'checking'>,
  { text: string; severity?: 'info' | 'warning' }
> = {
  on: { text: copy.on },
  off: { text: copy.off },
  blocked: { text: copy.blocked, severity: 'warning' },
  unsupported: { text: copy.unsupported, severity: 'info' },
  'install-first': { text: copy.installFirst, severity: 'info' },
};

function DeviceRow({
  device,
  current,
  onRemove,
  busy,
}: {
  device: PushDevice;
  current: boolean;
  onRemove: () => void;
  busy: boolean;
}) {
  const when = [copy.added(formatAge(device.createdAt))];
  if (device.lastUsedAt) when.push(copy.lastNotified(formatAge(device.lastUsedAt)));
  return (
    <ListItem
      disableGutters
      secondaryAction={
        <IconButton
          edge="end"
          aria-label={copy.remove(current ? copy.thisDevice : device.label)}
          onClick={onRemove}
          disabled={busy}
        >
          <DeleteOutlineIcon />
        </IconButton>
      }
    >
      <ListItemText
        primary={
          <>
            {device.label}
            {current && (
              <Chip label={copy.thisDevice} size="small" color="primary" sx={{ ml: 1 }} />
            )}
          </>
        }
        secondary={when.join(' · ')}
      />
    </ListItem>
  );
}

/**
 * Browser notifications on this device: a switch that asks the browser's permission and
 * subscribes it, the state in words (blocked and unsupported included), and the member's other
 * devices, each of which can be removed.
 */
export function BrowserNotificationsCard() {
  const { state, devices, thisEndpoint, turnOn, turnOff } = useBrowserNotifications();
  const remove = useRemovePushDevice();
  const pending = turnOn.isPending || turnOff.isPending;
  const checked = turnOn.isPending ? true : turnOff.isPending ? false : state === 'on';
  const usable = state === 'on' || state === 'off';
  const notice = state === 'checking' ? undefined : stateNotice[state];

  return (
    <Card component="section" aria-labelledby="browser-notifications-title">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id="browser-notifications-title" component="h2" variant="h6" sx={{ mb: 1.5 }}>
          {copy.cardTitle}
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={checked}
              // The state in words is read with the switch, whatever it is.
              slotProps={{ input: { 'aria-describedby': stateId } }}
              disabled={!usable || pending}
              onChange={(_event, on) => (on ? turnOn.mutate() : turnOff.mutate())}
            />
          }
          label={copy.toggle}
        />
        {notice &&
          (notice.severity ? (
            <Alert id={stateId} severity={notice.severity} role="note" sx={{ mt: 1 }}>
              {notice.text}
            </Alert>
          ) : (
            <Typography id={stateId} variant="body2" sx={{ mt: 0.5, fontWeight: 500 }}>
              {notice.text}
            </Typography>
          ))}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {copy.hint}
        </Typography>
        {turnOn.isError && (
          <Alert severity="error" role="alert" sx={{ mt: 1.5 }}>
            {copy.turnOnFailed}
          </Alert>
        )}
        {(turnOff.isError || remove.isError) && (
          <Alert severity="error" role="alert" sx={{ mt: 1.5 }}>
            {copy.turnOffFailed}
          </Alert>
        )}
        {devices.isError && (
          <Alert severity="error" sx={{ mt: 1.5 }}>
            {copy.loadFailed}
          </Alert>
        )}
        {devices.data && devices.data.length > 0 && (
          <>
            <Typography component="h3" variant="subtitle2" sx={{ mt: 2.5 }}>
              {copy.devicesTitle}
            </Typography>
            <List dense aria-label={copy.devicesTitle}>
              {devices.data.map((device) => {
                const current = device.endpoint === thisEndpoint;
                return (
                  <DeviceRow
                    key={device.id}
                    device={device}
                    current={current}
                    busy={pending || remove.isPending}
                    onRemove={() => (current ? turnOff.mutate() : remove.mutate(device.id))}
                  />
                );
              })}
            </List>
          </>
        )}
      </CardContent>
    </Card>
  );
}
