import SendRounded from '@mui/icons-material/SendRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { MESSAGE_MAX_LENGTH, messageTextSchema } from '@shared/conversations.ts';
import { playgroundCopy as copy } from '@shared/playground.ts';

/**
 * Where the customer writes. Enter sends, Shift+Enter starts a new line. A message that could
 * not be sent comes back into the field, so nothing typed is lost.
 */
export function ChatComposer({
  disabled,
  onSend,
}: {
  disabled: boolean;
  onSend: (text: string) => Promise<boolean>;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (disabled) return;
    const checked = messageTextSchema.safeParse(text);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    const sent = checked.data;
    setText('');
    // Sending failed: give the text back, unless something new was typed meanwhile.
    if (!(await onSend(sent))) setText((now) => (now === '' ? sent : now));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <Box
      component="form"
      onSubmit={(event) => void submit(event)}
      noValidate
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}
    >
      <TextField
        label={copy.messageLabel}
        placeholder={copy.messagePlaceholder}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError(null);
        }}
        onKeyDown={onKeyDown}
        error={Boolean(error)}
        helperText={
          error ??
          (text.length > MESSAGE_MAX_LENGTH * 0.9
            ? `${text.length.toLocaleString('en-US')} / ${MESSAGE_MAX_LENGTH.toLocaleString('en-US')}`
            : ' ')
        }
        multiline
        maxRows={5}
        fullWidth
        size="small"
        autoComplete="off"
      />
      <IconButton
        type="submit"
        color="primary"
        aria-label={copy.send}
        disabled={disabled}
        sx={{ mt: 0.25, width: 44, height: 44 }}
      >
        <SendRounded />
      </IconButton>
    </Box>
  );
}
