import ContentCopy from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { channelsCopy as copy } from '@shared/channels-copy.ts';
import { monospaceFont } from '@web/components/monospace-font.ts';

/**
 * A line to copy (the snippet, a secret): read-only, wrapped inside its box so a phone never
 * scrolls sideways, selected whole on focus for whoever copies by hand.
 */
export function CopyableText({
  text,
  labelledBy,
  describedBy,
  onCopy,
}: {
  text: string;
  labelledBy: string;
  describedBy?: string;
  onCopy: (text: string) => void;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'flex-start' },
        gap: 1,
      }}
    >
      <TextField
        value={text}
        multiline
        fullWidth
        size="small"
        onFocus={(event) => event.target.select()}
        slotProps={{
          htmlInput: {
            readOnly: true,
            spellCheck: false,
            'aria-labelledby': labelledBy,
            'aria-describedby': describedBy,
          },
        }}
        sx={{
          '& textarea': {
            fontFamily: monospaceFont,
            fontSize: { xs: '0.78rem', sm: '0.85rem' },
            overflowWrap: 'anywhere',
          },
        }}
      />
      <Button
        variant="outlined"
        startIcon={<ContentCopy />}
        onClick={() => onCopy(text)}
        sx={{ alignSelf: { xs: 'flex-end', sm: 'flex-start' }, flexShrink: 0 }}
      >
        {copy.copy}
      </Button>
    </Box>
  );
}
