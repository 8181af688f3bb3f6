import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { calendarCopy } from '@shared/integrations.ts';

const momentFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * A connected calendar's facts as a definition list: where it is connected (`place`), since when,
 * and when its busy times were last read.
 */
export function ConnectionFacts({
  place,
  connectedAt,
  busyReadAt,
  words,
}: {
  place: { label: string; value: string };
  connectedAt: string;
  busyReadAt: string | null;
  words: { lastRead: string; notReadYet: string };
}) {
  const facts = [
    place,
    { label: calendarCopy.connectedSince, value: momentFormat.format(new Date(connectedAt)) },
    {
      label: words.lastRead,
      value: busyReadAt ? momentFormat.format(new Date(busyReadAt)) : words.notReadYet,
    },
  ];

  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1 },
      }}
    >
      {facts.map(({ label, value }) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
