import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  customerEmailBesideName,
  customerName,
  customerPhoneBesideName,
  historyCopy,
} from '@shared/history.ts';
import { inboxCopy as copy } from '@shared/inbox.ts';
import { BusyButton } from '@web/components/busy-button.tsx';
import { ChatMessage } from '@web/components/chat-message.tsx';
import { ConversationNote, transcriptItems } from '@web/components/conversation-note.tsx';
import { ConfirmDeleteDialog } from '@web/components/confirm-delete-dialog.tsx';
import { QueryState } from '@web/components/query-state.tsx';
import { FormSkeleton } from '@web/components/skeletons.tsx';
import { ApiError } from '@web/lib/api-client.ts';
import { useLiveEvent } from '@web/lib/live-events.tsx';
import {
  useConversationAction,
  useCustomResponses,
  useInboxConversation,
  useReply,
} from '../api/inbox-actions.ts';
import { AssigneeMenu } from './assignee-menu.tsx';
import { NoteForm } from './note-form.tsx';

const messageOf = (error: unknown) =>
  error instanceof ApiError || error instanceof Error ? error.message : String(error);

/** A person's reply, started from a custom response when one fits. */
function Composer({ id, agentId }: { id: string; agentId: string | null }) {
  const [text, setText] = useState('');
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const responses = useCustomResponses(agentId);
  const reply = useReply(id);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    await reply.mutateAsync(text.trim()).then(
      () => setText(''),
      () => undefined,
    );
  };
  return (
    <Box component="form" onSubmit={send} noValidate sx={{ mt: 2 }}>
      <TextField
        label={copy.replyLabel}
        value={text}
        onChange={(event) => setText(event.target.value)}
        multiline
        minRows={2}
        fullWidth
        error={reply.isError}
        helperText={reply.isError ? messageOf(reply.error) : undefined}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey) void send(event);
        }}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 1, justifyContent: 'space-between' }}>
        <Button size="small" onClick={(event) => setMenu(event.currentTarget)}>
          {copy.insertResponse}
        </Button>
        <BusyButton
          type="submit"
          variant="contained"
          busy={reply.isPending}
          label={copy.send}
          busyLabel={copy.send}
        />
      </Stack>
      <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
        {(responses.data ?? []).length === 0 && <MenuItem disabled>{copy.noResponses}</MenuItem>}
        {(responses.data ?? []).map((response) => (
          <MenuItem
            key={response.scenario}
            onClick={() => {
              setText(response.response);
              setMenu(null);
            }}
          >
            {response.scenario}
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
}

/** One conversation live: its transcript and what a person can do in it. */
export function InboxConversation({ id }: { id: string }) {
  const conversation = useInboxConversation(id);
  const action = useConversationAction(id);
  const [closing, setClosing] = useState(false);
  const transcript = useRef<HTMLOListElement>(null);
  useLiveEvent((event) => {
    if (event.conversation.id === id) void conversation.refetch();
  });
  const count = (conversation.data?.messages.length ?? 0) + (conversation.data?.notes.length ?? 0);
  // The newest message in view, as a chat shows it.
  useEffect(() => {
    const list = transcript.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [count]);

  return (
    <QueryState
      query={conversation}
      loadingLabel={copy.loading}
      errorMessage={copy.loadFailed}
      skeleton={<FormSkeleton fields={3} />}
    >
      {(data) => {
        const customer = customerName(data) ?? historyCopy.anonymous;
        const phone = customerPhoneBesideName(data);
        const email = customerEmailBesideName(data);
        const status = data.status;
        return (
          <Box>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
              <Box sx={{ flex: { xs: '1 1 100%', sm: 1 }, minWidth: 0 }}>
                <Typography component="h2" variant="h6">
                  {historyCopy.transcriptTitle(customer)}
                </Typography>
                {phone && (
                  <Typography variant="body2" color="text.secondary">
                    {phone}
                  </Typography>
                )}
                {email && (
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ wordBreak: 'break-all' }}
                  >
                    {email}
                  </Typography>
                )}
              </Box>
              {(status === 'bot' || status === 'waiting') && (
                <BusyButton
                  type="button"
                  variant="contained"
                  busy={action.isPending && action.variables === 'take-over'}
                  label={copy.takeOver}
                  busyLabel={copy.takingOver}
                  onClick={() => action.mutate('take-over')}
                />
              )}
              {status === 'human' && (
                <Button variant="outlined" onClick={() => action.mutate('hand-back')}>
                  {copy.handBack}
                </Button>
              )}
              {status !== 'closed' && (
                <Button color="error" onClick={() => setClosing(true)}>
                  {copy.close}
                </Button>
              )}
            </Box>
            {status !== 'closed' && (
              <AssigneeMenu
                id={id}
                assigneeUserId={data.assigneeUserId}
                assigneeName={data.assigneeName}
              />
            )}
            {action.isError && (
              <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
                {messageOf(action.error)}
              </Alert>
            )}
            <Stack
              component="ol"
              ref={transcript}
              spacing={1.5}
              aria-label={historyCopy.transcriptTitle(customer)}
              aria-live="polite"
              sx={{ listStyle: 'none', p: 0, m: 0, maxHeight: '55vh', overflowY: 'auto' }}
            >
              {transcriptItems(data.messages, data.notes).map((item) =>
                item.kind === 'note' ? (
                  <ConversationNote key={item.note.id} note={item.note} />
                ) : (
                  <ChatMessage
                    key={item.message.id}
                    message={item.message}
                    agentName={data.agentName}
                    agentId={data.agentId ?? undefined}
                    customerName={customer}
                  />
                ),
              )}
            </Stack>
            {status === 'human' && <Composer id={id} agentId={data.agentId} />}
            {(status === 'bot' || status === 'waiting') && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                {copy.takeOverToReply}
              </Typography>
            )}
            {status === 'closed' && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                {copy.closed}
              </Typography>
            )}
            <NoteForm id={id} />
            <ConfirmDeleteDialog
              title={closing ? copy.closeTitle : null}
              text={copy.closeText}
              labels={{ cancel: copy.cancel, delete: copy.close, deleting: copy.closing }}
              busy={action.isPending && action.variables === 'close'}
              onCancel={() => setClosing(false)}
              onConfirm={() => action.mutate('close', { onSettled: () => setClosing(false) })}
            />
          </Box>
        );
      }}
    </QueryState>
  );
}
