import ChatBubbleOutlineRounded from '@mui/icons-material/ChatBubbleOutlineRounded';
import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import HowToRegRounded from '@mui/icons-material/HowToRegRounded';
import SupportAgentRounded from '@mui/icons-material/SupportAgentRounded';
import ThumbsUpDownOutlined from '@mui/icons-material/ThumbsUpDownOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import {
  type Activity,
  type ActivityKind,
  activityText,
  dashboardCopy,
} from '@shared/dashboard.ts';
import { conversationPath, paths } from '@shared/paths.ts';
import { accentTint, type AccentColor } from '@web/components/accent-tint.ts';
import { formatAge } from '@web/lib/format-age.ts';
import { useNow } from '@web/lib/use-now.ts';

const looks: Record<ActivityKind, { Icon: typeof ChatBubbleOutlineRounded; tint: AccentColor }> = {
  conversation: { Icon: ChatBubbleOutlineRounded, tint: 'blue' },
  escalation: { Icon: SupportAgentRounded, tint: 'orange' },
  takeover: { Icon: HowToRegRounded, tint: 'violet' },
  resolved: { Icon: CheckCircleOutlineRounded, tint: 'teal' },
  rating: { Icon: ThumbsUpDownOutlined, tint: 'slate' },
  booking: { Icon: EventAvailableRounded, tint: 'teal' },
};

/** The latest events of the account's conversations and bookings, each opening where it happened. */
export function RecentActivityCard({ activity }: { activity: Activity[] }) {
  const now = useNow();
  return (
    <Card>
      <CardContent sx={{ p: 3, '&:last-child': { pb: 1.5 } }}>
        <Typography component="h2" variant="h6">
          {dashboardCopy.recentActivity}
        </Typography>
        {activity.length === 0 && (
          <Typography color="text.secondary" sx={{ mt: 1.5, mb: 1.5 }}>
            {dashboardCopy.noActivity}
          </Typography>
        )}
        <List disablePadding sx={{ mt: 1 }}>
          {activity.map((item, index) => {
            const { Icon, tint } = looks[item.kind];
            return (
              <ListItem
                key={item.id}
                disableGutters
                sx={{ gap: 2, py: 1.5, borderTop: index === 0 ? 0 : 1, borderColor: 'divider' }}
              >
                <Avatar sx={{ ...accentTint(tint), width: 40, height: 40 }}>
                  <Icon fontSize="small" aria-hidden />
                </Avatar>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Link
                    component={RouterLink}
                    to={
                      item.conversationId
                        ? conversationPath(item.conversationId)
                        : paths.portal.appointments
                    }
                    variant="body2"
                    color="text.primary"
                    underline="hover"
                    sx={{ fontWeight: 500 }}
                  >
                    {activityText(item)}
                  </Link>
                  <Typography variant="caption" color="text.secondary" component="p">
                    {formatAge(item.at, now)}
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
