import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import {
  type Conversation,
  conversationChannelLabels,
  conversationStatusLabels,
} from '@shared/conversations.ts';
import { customerName, customerPhoneBesideName, historyCopy } from '@shared/history.ts';
import { inboxCopy as copy } from '@shared/inbox.ts';
import { assignmentCopy } from '@shared/assignment.ts';
import { formatDuration } from '@shared/durations.ts';
import { useNow } from '@web/lib/use-now.ts';

// The waiting chip takes the usage meters' yellow, whose text reads at AA on its tint.
const waitingSx = { color: 'meter.warning.text', bgcolor: 'meter.warning.tint', fontWeight: 600 };

/** The open conversations, waiting ones first with how long each has waited. */
export function InboxList({
  conversations,
  selected,
  onSelect,
}: {
  conversations: Conversation[];
  selected: string | null;
  onSelect: (id: string) => void;
}) {
  const now = useNow(15_000);
  return (
    <List aria-label={copy.listLabel} disablePadding>
      {conversations.map((conversation) => {
        const phone = customerPhoneBesideName(conversation);
        const waitedMs = conversation.waitingSince
          ? now - new Date(conversation.waitingSince).getTime()
          : null;
        return (
          <ListItem key={conversation.id} disablePadding>
            <ListItemButton
              selected={conversation.id === selected}
              aria-current={conversation.id === selected ? 'true' : undefined}
              onClick={() => onSelect(conversation.id)}
              sx={{ display: 'block', borderRadius: 2, mb: 0.5, py: 1.25 }}
            >
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                  {customerName(conversation) ?? historyCopy.anonymous}
                </Typography>
                <Chip
                  size="small"
                  variant={conversation.status === 'waiting' ? 'filled' : 'outlined'}
                  color={conversation.status === 'human' ? 'primary' : 'default'}
                  sx={conversation.status === 'waiting' ? waitingSx : undefined}
                  label={
                    waitedMs === null
                      ? conversationStatusLabels[conversation.status]
                      : copy.waitingFor(formatDuration(Math.max(0, waitedMs)))
                  }
                />
              </Box>
              <Typography variant="body2" color="text.secondary" noWrap>
                {conversation.firstMessage ?? '—'}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {phone ? `${phone} · ` : ''}
                {conversation.agentName} · {conversationChannelLabels[conversation.channel]}
                {` · ${conversation.assigneeName ?? assignmentCopy.unassigned}`}
              </Typography>
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
