import Apple from '@mui/icons-material/Apple';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
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
import { CalendarConnectionCard, CalendarsCard } from './components/calendar-cards.tsx';
import type { ChoosableCalendar } from './components/calendar-choices-form.tsx';
import { CaldavConnectForm } from './components/caldav-connect-form.tsx';
import { CaldavConnectionDetails } from './components/caldav-connection-details.tsx';

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
        <CalendarConnectionCard
          icon={<Apple />}
          name={name}
          state={
            connected && <Chip size="small" color="success" label={calendarCopy.connectedButton} />
          }
          who={connected ? copy.connectedAs(connected.username) : copy.signInHint}
        >
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
        </CalendarConnectionCard>
        {connected && (
          <CalendarsCard
            formKey={`${connected.username} ${connected.serverUrl} ${connected.connectedAt}`}
            calendars={choosable(connected.calendars)}
            save={async (choices) => {
              const saved = await choose.mutateAsync(choices);
              return saved.connected ? choosable(saved.calendars) : [];
            }}
            onNotice={setNotice}
            empty={copy.noCalendars}
          />
        )}
      </Stack>
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}
