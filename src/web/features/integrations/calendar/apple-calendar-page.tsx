import Apple from '@mui/icons-material/Apple';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { type CaldavCalendar, caldavCopy as copy } from '@shared/caldav-connection.ts';
import { calendarCopy } from '@shared/integrations.ts';
import { screenTitles } from '@shared/portal-copy.ts';
import { NoticeSnackbar, type Notice } from '@web/components/notice-snackbar.tsx';
import { PageHeader } from '@web/components/page-header.tsx';
import { QueryState } from '@web/components/query-state.tsx';
import { FormSkeleton } from '@web/components/skeletons.tsx';
import { useChooseCaldavCalendars } from './api/choose-caldav-calendars.ts';
import { useCaldavConnection } from './api/get-caldav-connection.ts';
import {
  CalendarChoicesForm,
  type ChoosableCalendar,
} from './components/calendar-choices-form.tsx';
import { CaldavConnectForm } from './components/caldav-connect-form.tsx';
import { CaldavConnectionDetails } from './components/caldav-connection-details.tsx';

const cardContentSx = {
  p: { xs: 2.5, sm: 3 },
  '&:last-child': { pb: { xs: 2.5, sm: 3 } },
} as const;

/** A CalDAV calendar is named by its URL. */
const choosable = (calendars: CaldavCalendar[]): ChoosableCalendar[] =>
  calendars.map(({ url, ...calendar }) => ({ ...calendar, id: url }));

/**
 * Apple Calendar: a CalDAV connection (iCloud unless another server is given), then its
 * calendars, each blocking time or not, and the one that receives bookings.
 */
export default function AppleCalendarPage() {
  const connection = useCaldavConnection();
  const choose = useChooseCaldavCalendars();
  const name = calendarCopy.providerNames.apple;
  const connected = connection.data?.connected ? connection.data : null;
  // One message for the screen: a second action's replaces the first's instead of covering it.
  const [notice, setNotice] = useState<Notice | null>(null);
  return (
    <>
      <PageHeader title={screenTitles.apple} subtitle={calendarCopy.subtitle(name)} />
      <Stack spacing={3} sx={{ maxWidth: 640 }}>
        <Card>
          <CardContent sx={cardContentSx}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3 }}>
              <Avatar sx={{ bgcolor: 'primary.main' }}>
                <Apple />
              </Avatar>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                {/* The name keeps to one line: on a phone the chip moves under it instead. */}
                <Box
                  sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5 }}
                >
                  <Typography component="h2" variant="h6" sx={{ whiteSpace: 'nowrap' }}>
                    {name}
                  </Typography>
                  {connected && (
                    <Chip size="small" color="success" label={calendarCopy.connectedButton} />
                  )}
                </Box>
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {connected ? copy.connectedAs(connected.username) : copy.signInHint}
                </Typography>
              </Box>
            </Box>
            <QueryState
              query={connection}
              loadingLabel={calendarCopy.loading}
              errorMessage={calendarCopy.loadFailed}
              skeleton={<FormSkeleton fields={3} />}
            >
              {(current) =>
                current.connected ? (
                  <CaldavConnectionDetails connection={current} onNotice={setNotice} />
                ) : (
                  <CaldavConnectForm onNotice={setNotice} />
                )
              }
            </QueryState>
          </CardContent>
        </Card>
        {connected && (
          <Card component="section" aria-labelledby="caldav-calendars-title">
            <CardContent sx={cardContentSx}>
              <Typography id="caldav-calendars-title" component="h2" variant="h6">
                {copy.calendarsTitle}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
                {copy.calendarsHint}
              </Typography>
              <CalendarChoicesForm
                // Another sign-in is another set of calendars: the form starts again from it.
                key={`${connected.username} ${connected.serverUrl} ${connected.connectedAt}`}
                calendars={choosable(connected.calendars)}
                save={async (choices) => {
                  const saved = await choose.mutateAsync(choices);
                  return saved.connected ? choosable(saved.calendars) : [];
                }}
                onNotice={setNotice}
                empty={copy.noCalendars}
              />
            </CardContent>
          </Card>
        )}
      </Stack>
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}
