import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { Agent } from '@shared/agents.ts';
import {
  BOTFATHER_URL,
  type TelegramConnection,
  telegramBotUrl,
  telegramCopy as copy,
  telegramTokenInputSchema,
} from '@shared/telegram.ts';
import { ConfirmDeleteDialog } from '@web/components/confirm-delete-dialog.tsx';
import { FormAlert } from '@web/components/form-alert.tsx';
import { QueryState } from '@web/components/query-state.tsx';
import { FormSkeleton } from '@web/components/skeletons.tsx';
import {
  useConnectTelegram,
  useDisconnectTelegram,
  useTelegramConnection,
} from '../api/telegram-connection.ts';
import { TokenConnectForm } from './token-connect-form.tsx';

/** Paste BotFather's token: checked by the server with Telegram. */
function TokenForm({ agentId }: { agentId: string }) {
  const connect = useConnectTelegram(agentId);
  return (
    <TokenConnectForm
      schema={telegramTokenInputSchema}
      copy={copy}
      connect={connect.mutateAsync}
      busy={connect.isPending}
    />
  );
}

/** The connected bot: its @username, how messages arrive, and Disconnect (asked first). */
function ConnectedBot({
  agentId,
  connection,
}: {
  agentId: string;
  connection: Extract<TelegramConnection, { connected: true }>;
}) {
  const disconnect = useDisconnectTelegram(agentId);
  const [asking, setAsking] = useState(false);
  const [failed, setFailed] = useState(false);
  return (
    <Stack spacing={2}>
      {connection.status === 'disconnected' ? (
        <Alert severity="warning">{copy.disconnectedWarning}</Alert>
      ) : (
        <Alert severity="success" role="status">
          {copy.connectedAs(connection.botUsername)}
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary">
        {copy.modes[connection.mode]}
      </Typography>
      <FormAlert message={failed ? copy.disconnectFailed : null} />
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button
          href={telegramBotUrl(connection.botUsername)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {copy.openBot}
        </Button>
        <Button color="error" onClick={() => setAsking(true)}>
          {copy.disconnect}
        </Button>
      </Stack>
      {connection.status === 'disconnected' && <TokenForm agentId={agentId} />}
      <ConfirmDeleteDialog
        title={asking ? copy.disconnectTitle : null}
        text={copy.disconnectConfirm(connection.botUsername)}
        labels={{ cancel: copy.cancel, delete: copy.disconnect, deleting: copy.disconnecting }}
        busy={disconnect.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          disconnect.mutate(undefined, {
            onSuccess: () => setFailed(false),
            onError: () => setFailed(true),
            onSettled: () => setAsking(false),
          })
        }
      />
    </Stack>
  );
}

/** One agent on Telegram: what BotFather is, the token field, or the connected bot. */
export function TelegramAgentCard({ agent }: { agent: Agent }) {
  const connection = useTelegramConnection(agent.id);
  const ids = useId();
  return (
    <Card component="section" aria-labelledby={`${ids}-title`}>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Typography id={`${ids}-title`} component="h2" variant="h6" sx={{ mb: 1 }}>
          {copy.cardTitle(agent.name)}
        </Typography>
        <QueryState
          query={connection}
          loadingLabel={copy.loading(agent.name)}
          errorMessage={copy.loadFailed}
          skeleton={<FormSkeleton fields={1} />}
        >
          {(current) =>
            current.connected ? (
              <ConnectedBot agentId={agent.id} connection={current} />
            ) : (
              <Stack spacing={2}>
                <Typography variant="body2" color="text.secondary">
                  {copy.intro}{' '}
                  <Link href={BOTFATHER_URL} target="_blank" rel="noopener noreferrer">
                    {copy.botFatherLink}
                  </Link>
                </Typography>
                <TokenForm agentId={agent.id} />
              </Stack>
            )
          }
        </QueryState>
      </CardContent>
    </Card>
  );
}
