import Google from '@mui/icons-material/Google';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  GOOGLE_OUTCOME_PARAM,
  googleCalendarCopy as copy,
  type GoogleCalendar,
  type GoogleOutcome,
  googleOutcomes,
} from '@shared/google-calendar.ts';
import { calendarCopy } from '@shared/integrations.ts';
import { screenTitles } from '@shared/portal-copy.ts';
import { NoticeSnackbar, type Notice } from '@web/components/notice-snackbar.tsx';
import { PageHeader } from '@web/components/page-header.tsx';
import { QueryState } from '@web/components/query-state.tsx';
import { FormSkeleton } from '@web/components/skeletons.tsx';
import { useChooseGoogleCalendars } from './api/choose-google-calendars.ts';
import { useGoogleConnection } from './api/get-google-connection.ts';
import { CalendarConnectionCard, CalendarsCard } from './components/calendar-cards.tsx';
import type { ChoosableCalendar } from './components/calendar-choices-form.tsx';
import { GoogleConnect } from './components/google-connect.tsx';
import { GoogleConnectionDetails } from './components/google-connection-details.tsx';
import { GoogleSetupSteps } from './components/google-setup-steps.tsx';

const choosable = (calendars: GoogleCalendar[]): ChoosableCalendar[] =>
  calendars.map(({ summary, primary, ...calendar }) => ({
    ...calendar,
    name: summary,
    tag: primary ? copy.primary : undefined,
  }));

const isOutcome = (value: string | null): value is GoogleOutcome =>
  googleOutcomes.some((outcome) => outcome === value);

/**
 * How the visit to Google's consent page went, as the server sent the browser back (once: the
 * address loses it, so a reload does not say it again).
 */
function useOutcome() {
  const [params, setParams] = useSearchParams();
  const [outcome] = useState(() => {
    const value = params.get(GOOGLE_OUTCOME_PARAM);
    return isOutcome(value) ? value : null;
  });
  useEffect(() => {
    if (!params.has(GOOGLE_OUTCOME_PARAM)) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(GOOGLE_OUTCOME_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [params, setParams]);
  return outcome;
}

/**
 * Google Calendar: the owner signs in with Google (the operator's OAuth client, which the page
 * explains when it is missing), then chooses which calendars block time and which receives
 * bookings.
 */
export default function GoogleCalendarPage() {
  const connection = useGoogleConnection();
  const choose = useChooseGoogleCalendars();
  const outcome = useOutcome();
  const name = calendarCopy.providerNames.google;
  const connected = connection.data?.connected ? connection.data : null;
  // One message for the screen: a second action's replaces the first's instead of covering it.
  const [notice, setNotice] = useState<Notice | null>(() =>
    outcome === 'connected' ? { severity: 'success', message: calendarCopy.connected } : null,
  );
  const failed = outcome !== null && outcome !== 'connected' ? outcome : null;
  return (
    <>
      <PageHeader title={screenTitles.google} subtitle={calendarCopy.subtitle(name)} />
      <Stack spacing={3} sx={{ maxWidth: 640 }}>
        <CalendarConnectionCard
          icon={<Google />}
          name={name}
          state={
            connected &&
            (connected.status === 'connected' ? (
              <Chip size="small" color="success" label={calendarCopy.connectedButton} />
            ) : (
              <Chip size="small" color="error" label={copy.needsReconnecting} />
            ))
          }
          who={connected ? copy.connectedAs(connected.email) : copy.connectHint}
        >
          <Stack spacing={2.5}>
            {failed && (
              <Alert severity="error" role="alert">
                {calendarCopy.connectFailed} {copy.outcomeDetail[failed]}
              </Alert>
            )}
            <QueryState
              query={connection}
              loadingLabel={calendarCopy.loading}
              errorMessage={calendarCopy.loadFailed}
              skeleton={<FormSkeleton fields={2} />}
            >
              {(current) =>
                current.connected ? (
                  <GoogleConnectionDetails connection={current} onNotice={setNotice} />
                ) : current.configured ? (
                  <GoogleConnect label={copy.connect} />
                ) : (
                  <GoogleSetupSteps redirectUri={current.redirectUri} />
                )
              }
            </QueryState>
          </Stack>
        </CalendarConnectionCard>
        {connected && (
          <CalendarsCard
            formKey={`${connected.email} ${connected.connectedAt}`}
            calendars={choosable(connected.calendars)}
            save={async (choices) => {
              const saved = await choose.mutateAsync(choices);
              return saved.connected ? choosable(saved.calendars) : [];
            }}
            onNotice={setNotice}
          />
        )}
      </Stack>
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}
