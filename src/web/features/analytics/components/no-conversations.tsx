import ChatOutlined from '@mui/icons-material/ChatOutlined';
import WebOutlined from '@mui/icons-material/WebOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { analyticsCopy as copy } from '@shared/analytics-copy.ts';
import { agentTestPath, paths } from '@shared/paths.ts';

/**
 * A range without conversations: says so, and points to where conversations come from. The
 * playground comes first to try an agent, though its tests are never counted here.
 */
export function NoConversations({ agentId }: { agentId: string | undefined }) {
  return (
    <Card component="section" aria-labelledby="analytics-empty-title">
      <CardContent sx={{ p: { xs: 2.5, sm: 4 }, textAlign: 'center' }}>
        <Typography id="analytics-empty-title" component="h2" variant="h6">
          {copy.emptyTitle}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 560, mx: 'auto' }}>
          {copy.emptyText}
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ mt: 3, justifyContent: 'center' }}
        >
          <Button
            component={RouterLink}
            to={agentId ? agentTestPath(agentId) : paths.portal.agents}
            variant="contained"
            startIcon={<ChatOutlined />}
          >
            {agentId ? copy.openAgentPlayground : copy.openPlayground}
          </Button>
          <Button
            component={RouterLink}
            to={paths.portal.websiteWidget}
            variant="outlined"
            startIcon={<WebOutlined />}
          >
            {copy.putOnWebsite}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
