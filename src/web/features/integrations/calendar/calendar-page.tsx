import Apple from '@mui/icons-material/Apple';
import Google from '@mui/icons-material/Google';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { calendarCopy as copy, type CalendarProvider } from '@shared/integrations.ts';
import { screenTitles } from '@shared/portal-copy.ts';
import { PageHeader } from '@web/components/page-header.tsx';
import { useCalendarConnection } from './api/get-calendar-connection.ts';
import { CalendarForm } from './components/calendar-form.tsx';
import { QueryState } from '@web/components/query-state.tsx';
import { FormSkeleton } from '@web/components/skeletons.tsx';

const icons = { google: <Google />, apple: <Apple /> };

/** A calendar connected by its keys (Google Calendar); Apple Calendar is a CalDAV sign-in of its own. */
export function CalendarPage({ provider }: { provider: CalendarProvider }) {
  const connection = useCalendarConnection(provider);
  const name = copy.providerNames[provider];
  return (
    <>
      <PageHeader title={screenTitles[provider]} subtitle={copy.subtitle(name)} />
      <Card sx={{ maxWidth: 640 }}>
        <CardContent sx={{ p: { xs: 2.5, sm: 3 }, '&:last-child': { pb: { xs: 2.5, sm: 3 } } }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3 }}>
            <Avatar sx={{ bgcolor: 'primary.main' }}>{icons[provider]}</Avatar>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              {/* The name keeps to one line: on a phone the chip moves under it instead. */}
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5 }}>
                <Typography component="h2" variant="h6" sx={{ whiteSpace: 'nowrap' }}>
                  {name}
                </Typography>
                {connection.data?.connected && (
                  <Chip size="small" color="success" label={copy.connectedButton} />
                )}
              </Box>
              <Typography variant="body2" color="text.secondary">
                {copy.credentials}
              </Typography>
            </Box>
          </Box>
          <QueryState
            query={connection}
            loadingLabel={copy.loading}
            errorMessage={copy.loadFailed}
            skeleton={<FormSkeleton fields={2} />}
          >
            {(current) => <CalendarForm provider={provider} connection={current} />}
          </QueryState>
        </CardContent>
      </Card>
    </>
  );
}
