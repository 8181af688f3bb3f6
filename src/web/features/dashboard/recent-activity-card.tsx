import ChatBubbleOutlineRounded from '@mui/icons-material/ChatBubbleOutlineRounded';
import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import SupportAgentRounded from '@mui/icons-material/SupportAgentRounded';
import SyncRounded from '@mui/icons-material/SyncRounded';
import TuneRounded from '@mui/icons-material/TuneRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { dashboardCopy, recentActivity, type ActivityKind } from '@shared/dashboard.ts';
import { accentTint, type AccentColor } from '@web/components/accent-tint.ts';

const looks: Record<ActivityKind, { Icon: typeof ChatBubbleOutlineRounded; tint: AccentColor }> = {
  conversation: { Icon: ChatBubbleOutlineRounded, tint: 'blue' },
  appointment: { Icon: EventAvailableRounded, tint: 'teal' },
  escalation: { Icon: SupportAgentRounded, tint: 'orange' },
  integration: { Icon: SyncRounded, tint: 'violet' },
  agent: { Icon: TuneRounded, tint: 'slate' },
};

/** The fixed Recent Activity list. */
export function RecentActivityCard() {
  return (
    <Card>
      <CardContent sx={{ p: 3, '&:last-child': { pb: 1.5 } }}>
        <Typography component="h2" variant="h6">
          {dashboardCopy.recentActivity}
        </Typography>
        <List disablePadding sx={{ mt: 1 }}>
          {recentActivity.map(({ id, kind, text, time }, index) => {
            const { Icon, tint } = looks[kind];
            return (
              <ListItem
                key={id}
                disableGutters
                sx={{ gap: 2, py: 1.5, borderTop: index === 0 ? 0 : 1, borderColor: 'divider' }}
              >
                <Avatar sx={{ ...accentTint(tint), width: 40, height: 40 }}>
                  <Icon fontSize="small" />
                </Avatar>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>
                    {text}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {time}
                  </Typography>
                </Box>
              </ListItem>
            );
          })}
        </List>
      </CardContent>
    </Card>
  );
}
