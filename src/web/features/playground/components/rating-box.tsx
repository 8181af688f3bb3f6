import ThumbDownOutlined from '@mui/icons-material/ThumbDownOutlined';
import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { type Rating, RATING_COMMENT_MAX_LENGTH } from '@shared/conversations.ts';
import { playgroundCopy as copy } from '@shared/playground.ts';
import { BusyButton } from '@web/components/busy-button.tsx';
import { rateConversation } from '../api/rate-conversation.ts';

/** Once a conversation closes, the customer rates it: thumbs up or down, and a comment. */
export function RatingBox({ conversationId }: { conversationId: string }) {
  const [rating, setRating] = useState<Rating | null>(null);
  const [comment, setComment] = useState('');
  const rate = useMutation({
    mutationFn: () => rateConversation(conversationId, { rating: rating!, comment }),
  });
  if (rate.isSuccess) {
    return (
      <Alert severity="success" role="status" sx={{ mt: 2 }}>
        {copy.rated}
      </Alert>
    );
  }
  return (
    <Box component="section" aria-labelledby="rate-title" sx={{ mt: 2 }}>
      <Typography id="rate-title" variant="subtitle2" component="h2">
        {copy.rateTitle}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 1 }}>
        <ToggleButtonGroup
          exclusive
          value={rating}
          onChange={(_event, value: Rating | null) => setRating(value)}
          aria-labelledby="rate-title"
        >
          <ToggleButton value="up" aria-label={copy.rateUp}>
            <ThumbUpOutlined />
          </ToggleButton>
          <ToggleButton value="down" aria-label={copy.rateDown}>
            <ThumbDownOutlined />
          </ToggleButton>
        </ToggleButtonGroup>
        <TextField
          size="small"
          label={copy.rateComment}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          slotProps={{ htmlInput: { maxLength: RATING_COMMENT_MAX_LENGTH } }}
          sx={{ flex: 1 }}
        />
        <BusyButton
          type="button"
          variant="contained"
          disabled={rating === null}
          busy={rate.isPending}
          label={copy.rateSend}
          busyLabel={copy.rateSend}
          onClick={() => rate.mutate()}
        />
      </Stack>
      {rate.isError && (
        <Alert severity="error" role="status" sx={{ mt: 1 }}>
          {copy.rateFailed}
        </Alert>
      )}
    </Box>
  );
}
