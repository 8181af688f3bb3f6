import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { alpha } from '@mui/material/styles';
import { type FormEvent, useState } from 'react';
import { noteCopy as copy } from '@shared/notes.ts';
import { BusyButton } from '@web/components/busy-button.tsx';
import { ApiError } from '@web/lib/api-client.ts';
import { useAddNote } from '../api/inbox-actions.ts';

const messageOf = (error: unknown) =>
  error instanceof ApiError || error instanceof Error ? error.message : String(error);

/** A note for the team on the conversation, whoever holds it and even once closed. */
export function NoteForm({ id }: { id: string }) {
  const [text, setText] = useState('');
  const addNote = useAddNote(id);
  const add = async (event: FormEvent) => {
    event.preventDefault();
    await addNote.mutateAsync(text).then(
      () => setText(''),
      () => undefined,
    );
  };
  return (
    <Box component="form" onSubmit={add} noValidate sx={{ mt: 2 }}>
      <TextField
        label={copy.noteLabel}
        value={text}
        onChange={(event) => setText(event.target.value)}
        multiline
        minRows={1}
        fullWidth
        error={addNote.isError}
        helperText={addNote.isError ? messageOf(addNote.error) : copy.onlyTeam}
        sx={{
          '& .MuiInputBase-root': { bgcolor: (theme) => alpha(theme.palette.warning.main, 0.08) },
        }}
      />
      <Stack direction="row" sx={{ mt: 1, justifyContent: 'flex-end' }}>
        <BusyButton
          type="submit"
          variant="outlined"
          busy={addNote.isPending}
          label={copy.add}
          busyLabel={copy.adding}
        />
      </Stack>
    </Box>
  );
}
