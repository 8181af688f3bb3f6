import SupportAgentRounded from '@mui/icons-material/SupportAgentRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { heroCopy } from '@shared/landing/copy.ts';

const { chatPreview } = heroCopy;

/** A sample conversation that shows what the agent does before a word of explanation. */
export function HeroChatPreview() {
  return (
    <Box
      component="figure"
      aria-label={chatPreview.label}
      sx={{
        m: 0,
        width: '100%',
        maxWidth: 420,
        mx: 'auto',
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderRadius: '20px',
        boxShadow: '0 30px 60px -20px rgba(5, 15, 40, 0.55)',
        overflow: 'hidden',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: 2.5,
          py: 2,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Box
          aria-hidden
          sx={{
            width: 40,
            height: 40,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            color: 'common.white',
            background: (theme) => theme.gradients.primaryToSecondary,
          }}
        >
          <SupportAgentRounded fontSize="small" />
        </Box>
        <Box>
          <Typography sx={{ fontWeight: 700, lineHeight: 1.3 }}>{chatPreview.agentName}</Typography>
          <Typography
            variant="body2"
            sx={{ color: 'success.dark', display: 'flex', alignItems: 'center', gap: 0.75 }}
          >
            <Box
              component="span"
              aria-hidden
              sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'success.main' }}
            />
            {chatPreview.status}
          </Typography>
        </Box>
      </Box>
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 2.5,
          display: 'flex',
          flexDirection: 'column',
          gap: 1.25,
          bgcolor: 'brand.mist',
        }}
      >
        {chatPreview.messages.map((message) => {
          const fromAgent = message.from === 'agent';
          return (
            <Box
              component="li"
              key={message.text}
              sx={{
                alignSelf: fromAgent ? 'flex-start' : 'flex-end',
                maxWidth: '85%',
                px: 1.75,
                py: 1.25,
                borderRadius: '18px',
                fontSize: '0.9375rem',
                lineHeight: 1.45,
                ...(fromAgent
                  ? { bgcolor: 'background.paper', borderBottomLeftRadius: '4px', boxShadow: 1 }
                  : {
                      bgcolor: 'primary.main',
                      color: 'primary.contrastText',
                      borderBottomRightRadius: '4px',
                    }),
              }}
            >
              {message.text}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
