import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Message, MessageSource } from '@shared/conversations.ts';
import { messagingCopy } from '@shared/messaging.ts';
import { playgroundCopy as copy } from '@shared/playground.ts';
import { MessageSources } from './message-sources.tsx';

/** One bubble: the customer's on the right, the agent's and people's on the left. */
export function ChatBubble({
  from,
  author,
  text,
  sources = [],
  cut = false,
  undelivered = false,
  deliveryNote = null,
  live = false,
  agentId,
}: {
  from: 'customer' | 'agent' | 'person';
  author: string;
  text: string;
  sources?: MessageSource[];
  cut?: boolean;
  /** A messaging channel (Telegram) never took it: the customer did not get it. */
  undelivered?: boolean;
  /** Why it cannot go, when the channel said so in words. */
  deliveryNote?: string | null;
  /** The answering agent: its custom responses are edited on its own page. */
  agentId?: string;
  /** Still being written: announced politely to screen readers as it grows. */
  live?: boolean;
}) {
  const mine = from === 'customer';
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: mine ? 'flex-end' : 'flex-start',
        maxWidth: '100%',
      }}
    >
      <Typography variant="caption" color="text.secondary" sx={{ mb: 0.25, px: 0.5 }}>
        {author}
      </Typography>
      <Box
        aria-live={live ? 'polite' : undefined}
        sx={{
          maxWidth: { xs: '88%', sm: '75%' },
          px: 1.75,
          py: 1.25,
          borderRadius: 2,
          borderTopRightRadius: mine ? 4 : undefined,
          borderTopLeftRadius: mine ? undefined : 4,
          bgcolor: mine ? 'primary.main' : 'action.hover',
          color: mine ? 'primary.contrastText' : 'text.primary',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        <Typography variant="body2" component="p" sx={{ m: 0 }}>
          {text}
        </Typography>
        {cut && (
          <Typography variant="caption" component="p" sx={{ mt: 0.5, opacity: 0.8 }}>
            {copy.cut}
          </Typography>
        )}
      </Box>
      {undelivered && <Undelivered note={deliveryNote} />}
      <Box sx={{ maxWidth: { xs: '88%', sm: '75%' }, width: '100%' }}>
        <MessageSources sources={sources} agentId={agentId} />
      </Box>
    </Box>
  );
}

/** Under a message a messaging channel never delivered, in words, with why when known. */
function Undelivered({ note = null }: { note?: string | null }) {
  return (
    <Typography variant="caption" color="error" sx={{ mt: 0.25, px: 0.5 }}>
      {note ?? messagingCopy.deliveryFailed}
    </Typography>
  );
}

/** A status line in the conversation (a hand-over, someone joining), centred and quiet. */
export function SystemLine({ text, undelivered = false }: { text: string; undelivered?: boolean }) {
  return (
    <Box component="li" sx={{ textAlign: 'center', px: 2 }}>
      <Typography variant="caption" color="text.secondary">
        {text}
      </Typography>
      {undelivered && (
        <Box>
          <Undelivered />
        </Box>
      )}
    </Box>
  );
}

/** A stored message, drawn as the bubble or line its sender calls for. */
export function ChatMessage({
  message,
  agentName,
  agentId,
  customerName = copy.customer,
}: {
  message: Message;
  agentName: string;
  agentId?: string;
  /** How the customer's messages are signed: "You" in the playground, their name elsewhere. */
  customerName?: string;
}) {
  const undelivered = message.delivery === 'failed';
  if (message.sender === 'system') {
    return <SystemLine text={message.text} undelivered={undelivered} />;
  }
  return (
    <ChatBubble
      from={message.sender}
      author={
        message.sender === 'customer'
          ? customerName
          : message.sender === 'person'
            ? (message.authorName ?? '')
            : agentName
      }
      text={message.text}
      sources={message.sources}
      cut={message.answer?.cut ?? false}
      undelivered={undelivered}
      deliveryNote={message.deliveryNote}
      agentId={agentId}
    />
  );
}
