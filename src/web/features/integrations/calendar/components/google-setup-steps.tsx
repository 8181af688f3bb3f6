import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { googleCalendarCopy as copy } from '@shared/google-calendar.ts';
import { monospaceFont } from '@web/components/monospace-font.ts';

/**
 * What the server's operator must set up before any business can connect Google Calendar: the
 * API, the consent screen (published: a “Testing” app loses its tokens after 7 days), the OAuth
 * client with this server's redirect URI, and the two variables.
 */
export function GoogleSetupSteps({ redirectUri }: { redirectUri: string }) {
  const [api, consentScreen, client, variables] = copy.notConfiguredSteps;
  return (
    <Box component="section" aria-labelledby="google-setup-title">
      <Typography
        id="google-setup-title"
        component="h3"
        variant="subtitle1"
        sx={{ fontWeight: 600 }}
      >
        {copy.notConfiguredTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {copy.notConfiguredText}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 3, '& li': { mb: 1 } }}>
        <Typography component="li" variant="body2">
          {api}
        </Typography>
        <Typography component="li" variant="body2">
          {consentScreen}
        </Typography>
        <Typography component="li" variant="body2">
          {client}
          <Box
            component="code"
            aria-label={copy.redirectUriLabel}
            sx={{
              display: 'block',
              mt: 0.5,
              p: 1,
              borderRadius: 1,
              bgcolor: 'action.hover',
              fontFamily: monospaceFont,
              overflowWrap: 'anywhere',
            }}
          >
            {redirectUri}
          </Box>
        </Typography>
        <Typography component="li" variant="body2">
          {variables}
        </Typography>
      </Box>
    </Box>
  );
}
