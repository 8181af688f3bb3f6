import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useEffect, useRef, useState } from 'react';
import { simulatedPhoneCopy as copy, type WhatsappInstance } from '@shared/integrations.ts';
import { playgroundCopy } from '@shared/playground.ts';
import { ChatComposer } from '@web/components/chat-composer.tsx';
import { ChatBubble } from '@web/components/chat-message.tsx';
import { ApiError } from '@web/lib/api-client.ts';
import { useSimulatedPhone, useWriteFromSimulatedPhone } from '../api/simulated-phone.ts';

/** Why the number cannot take a message now, in words; null when it can. */
const notReady = (instance: WhatsappInstance) =>
  instance.status !== 'connected'
    ? copy.needsConnection
    : !instance.agentId
      ? copy.needsAgent
      : null;

/**
 * A customer's phone, simulated: the business writes to its own number and reads what comes
 * back, the agent's answers and, after a take-over, the team's replies, as the customer would.
 */
export function SimulatedPhoneDialog({
  instance,
  onClose,
}: {
  instance: WhatsappInstance;
  onClose: () => void;
}) {
  const phone = useSimulatedPhone(instance.id);
  const write = useWriteFromSimulatedPhone(instance.id);
  const [failure, setFailure] = useState<string | null>(null);
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const end = useRef<HTMLDivElement>(null);
  const messages = phone.data?.messages ?? [];
  const blocked = notReady(instance);
  const title = copy.title(instance.name);

  // Keep the newest message in view as answers arrive.
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'nearest' });
  }, [messages.length, phone.data?.typing]);

  const send = async (text: string) => {
    setFailure(null);
    try {
      await write.mutateAsync(text);
      return true;
    } catch (error) {
      setFailure(error instanceof ApiError && error.status < 500 ? error.message : copy.sendFailed);
      return false;
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {phone.data && (
          <Typography variant="body2" color="text.secondary">
            {copy.intro(phone.data.customerPhone)}
          </Typography>
        )}
        {blocked && <Alert severity="warning">{blocked}</Alert>}
        <Box
          sx={{
            flex: { xs: 1, sm: 'none' },
            height: { sm: 360 },
            minHeight: 200,
            overflowY: 'auto',
            p: 1.5,
            borderRadius: 2,
            border: 1,
            borderColor: 'divider',
          }}
        >
          {phone.isPending && (
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
              <CircularProgress size={24} aria-label={copy.loading} />
            </Box>
          )}
          {phone.isError && !phone.data && <Alert severity="error">{copy.loadFailed}</Alert>}
          {phone.data && messages.length === 0 && (
            <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
              {copy.empty}
            </Typography>
          )}
          <Box
            component="ol"
            aria-label={title}
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
          >
            {messages.map((message) => (
              <ChatBubble
                key={message.id}
                from={message.direction === 'in' ? 'customer' : 'agent'}
                author={message.direction === 'in' ? playgroundCopy.customer : instance.name}
                text={message.text}
              />
            ))}
          </Box>
          {phone.data?.typing && (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
              {copy.typing(instance.name)}
            </Typography>
          )}
          <div ref={end} />
        </Box>
        {failure && <Alert severity="error">{failure}</Alert>}
        <ChatComposer disabled={blocked !== null || write.isPending} onSend={send} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{copy.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
