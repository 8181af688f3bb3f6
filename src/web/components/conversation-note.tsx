import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { Message } from '@shared/conversations.ts';
import { type Note, noteCopy } from '@shared/notes.ts';

/** A transcript line for the team: a message, or a note between the messages. */
export type TranscriptItem = { kind: 'message'; message: Message } | { kind: 'note'; note: Note };

/** Messages and notes in the order they were written (a stable sort keeps equal times apart). */
export function transcriptItems(messages: Message[], notes: Note[]): TranscriptItem[] {
  const items: TranscriptItem[] = [
    ...messages.map((message) => ({ kind: 'message' as const, message })),
    ...notes.map((note) => ({ kind: 'note' as const, note })),
  ];
  const at = (item: TranscriptItem) =>
    Date.parse(item.kind === 'message' ? item.message.createdAt : item.note.createdAt);
  return items.sort((a, b) => at(a) - at(b));
}

/** A note in a transcript: pale amber, edged and full width, so it never reads as said to the customer. */
export function ConversationNote({ note }: { note: Note }) {
  return (
    <Box
      component="li"
      aria-label={noteCopy.noteBy(note.authorName)}
      sx={{
        bgcolor: (theme) => alpha(theme.palette.warning.main, 0.12),
        borderLeft: 4,
        borderColor: 'warning.main',
        borderRadius: 2,
        px: 1.5,
        py: 1,
      }}
    >
      <Typography variant="caption" component="p" sx={{ fontWeight: 600 }}>
        {noteCopy.noteBy(note.authorName)}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {note.text}
      </Typography>
    </Box>
  );
}
