import RestartAlt from '@mui/icons-material/RestartAlt';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { paths } from '@shared/paths.ts';
import { playgroundCopy as copy } from '@shared/playground.ts';
import { PageHeader } from '@web/components/page-header.tsx';
import { ApiError } from '@web/lib/api-client.ts';
import { useAgent } from './api/get-agent.ts';
import { ChatComposer } from '@web/components/chat-composer.tsx';
import { ChatBubble, ChatMessage } from '@web/components/chat-message.tsx';
import { RatingBox } from './components/rating-box.tsx';
import { HandoverNotice } from './components/handover-notice.tsx';
import { useTestChat } from './use-test-chat.ts';

/** The playground: the business talks to one of its agents as a customer would. */
export default function PlaygroundPage() {
  const { agentId = '' } = useParams();
  return <Playground key={agentId} agentId={agentId} />;
}

function Playground({ agentId }: { agentId: string }) {
  const agent = useAgent(agentId);
  const chat = useTestChat(agentId);
  const end = useRef<HTMLDivElement>(null);
  const agentName = agent.data?.name ?? '';

  // Keep the newest text in view as messages arrive and the answer grows; a transcript read
  // again with nothing new (a live event) leaves the scroll where the reader put it.
  const messageCount = chat.messages.length;
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'nearest' });
  }, [messageCount, chat.draft?.text, chat.sending]);

  if (agent.error instanceof ApiError && agent.error.status === 404) {
    return (
      <Alert
        severity="warning"
        action={
          <Button component={RouterLink} to={paths.portal.agents}>
            {copy.backToAgents}
          </Button>
        }
      >
        {copy.agentMissing}
      </Alert>
    );
  }

  const handedOver =
    chat.draft?.handover ??
    chat.handover ??
    (chat.conversation?.status === 'waiting' || chat.conversation?.status === 'human'
      ? chat.conversation.handoverReason
      : undefined);
  const closed = chat.conversation?.status === 'closed';
  // The replies the agent offers under its latest message, while nothing else is on its way.
  const latest = chat.messages.at(-1);
  const offered =
    latest?.sender === 'agent' && chat.sending === null && !closed ? latest.choices : [];

  return (
    <>
      <PageHeader
        title={agentName ? copy.title(agentName) : copy.test}
        subtitle={copy.subtitle}
        back={{ to: paths.portal.agents, label: copy.backToAgents }}
        actions={
          <Button
            variant="outlined"
            startIcon={<RestartAlt />}
            onClick={chat.startOver}
            disabled={chat.starting}
          >
            {copy.startOver}
          </Button>
        }
      />
      <Paper
        variant="outlined"
        sx={{
          display: 'flex',
          flexDirection: 'column',
          height: { xs: 'calc(100dvh - 340px)', md: 'calc(100dvh - 260px)' },
          minHeight: 360,
          overflow: 'hidden',
        }}
      >
        <Box sx={{ flex: 1, overflowY: 'auto', p: { xs: 1.5, sm: 2.5 } }}>
          {chat.starting && (
            <Stack
              direction="row"
              spacing={1.5}
              alignItems="center"
              sx={{ py: 4, justifyContent: 'center' }}
            >
              <CircularProgress size={20} aria-hidden />
              <Typography color="text.secondary">{copy.starting}</Typography>
            </Stack>
          )}
          <Box
            component="ol"
            aria-label={agentName ? copy.title(agentName) : copy.test}
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
          >
            {chat.messages.map((message) => (
              <ChatMessage
                key={message.id}
                message={message}
                agentName={agentName}
                agentId={agentId}
              />
            ))}
            {chat.sending !== null && (
              <ChatBubble from="customer" author={copy.customer} text={chat.sending} />
            )}
            {chat.sending !== null && chat.draft?.text === '' && !chat.draft.handover && (
              <Typography component="li" variant="caption" color="text.secondary">
                {copy.agentTyping(agentName)}
              </Typography>
            )}
            {chat.draft && chat.draft.text !== '' && (
              <ChatBubble
                from="agent"
                author={agentName}
                text={chat.draft.text}
                sources={chat.draft.sources}
                agentId={agentId}
                live
              />
            )}
          </Box>
          {offered.length > 0 && (
            <Stack
              role="group"
              aria-label={copy.suggestedReplies}
              direction="row"
              useFlexGap
              sx={{ flexWrap: 'wrap', gap: 1, mt: 1.5 }}
            >
              {offered.map((choice) => (
                <Button
                  key={choice}
                  size="small"
                  variant="outlined"
                  onClick={() => void chat.send(choice)}
                >
                  {choice}
                </Button>
              ))}
            </Stack>
          )}
          {handedOver !== undefined && (
            <Box sx={{ mt: 2 }}>
              <HandoverNotice reason={handedOver} />
            </Box>
          )}
          {closed && (
            <>
              <Alert severity="info" sx={{ mt: 2 }}>
                {copy.closed}
              </Alert>
              <RatingBox conversationId={chat.conversation!.id} />
            </>
          )}
          <div ref={end} />
        </Box>
        <Box sx={{ borderTop: 1, borderColor: 'divider', p: { xs: 1.5, sm: 2 } }}>
          {chat.error && (
            <Alert severity="error" sx={{ mb: 1.5 }}>
              {chat.error}
            </Alert>
          )}
          <ChatComposer
            // Writing may begin while the chat starts: the message waits for it.
            disabled={(!chat.conversation && !chat.starting) || closed || chat.sending !== null}
            onSend={chat.send}
          />
        </Box>
      </Paper>
    </>
  );
}
