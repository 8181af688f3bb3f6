import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { appointmentsCopy as copy } from '@shared/bookings.ts';
import { screenTitles } from '@shared/portal-copy.ts';
import { NoticeSnackbar, type Notice } from '@web/components/notice-snackbar.tsx';
import { PageHeader } from '@web/components/page-header.tsx';
import { QueryState } from '@web/components/query-state.tsx';
import { FormSkeleton, ListSkeleton } from '@web/components/skeletons.tsx';
import {
  useBookingSettings,
  useResources,
  useServices,
  useUpcomingBookings,
} from './api/appointments-api.ts';
import { BookingsList } from './components/bookings-list.tsx';
import { OpeningHoursForm } from './components/opening-hours-form.tsx';
import { ResourcesList } from './components/resources-list.tsx';
import { ServicesList } from './components/services-list.tsx';

function Section({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <Card component="section" aria-label={title}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 }, '&:last-child': { pb: { xs: 2.5, sm: 3 } } }}>
        <Typography component="h2" variant="h6">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
          {subtitle}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** Appointments: what is booked, what can be booked, who gives it, and when. */
export default function AppointmentsPage() {
  const settings = useBookingSettings();
  const services = useServices();
  const bookings = useUpcomingBookings();
  const resources = useResources();
  const resourceList = resources.data ?? [];
  // One message for the screen: a second action's replaces the first's instead of covering it.
  const [notice, setNotice] = useState<Notice | null>(null);
  return (
    <>
      <PageHeader title={screenTitles.appointments} subtitle={copy.subtitle} />
      <Stack spacing={3} sx={{ maxWidth: 880 }}>
        <Alert severity="info">{copy.howAgentsBook}</Alert>
        <Section title={copy.bookings.title} subtitle={copy.bookings.subtitle}>
          <QueryState
            query={bookings}
            loadingLabel={copy.bookings.loading}
            errorMessage={copy.bookings.loadFailed}
            skeleton={<ListSkeleton rows={3} />}
          >
            {(list) => (
              <BookingsList
                bookings={list}
                services={services.data ?? []}
                resources={resourceList}
                timeZone={settings.data?.timeZone ?? 'UTC'}
                onNotice={setNotice}
              />
            )}
          </QueryState>
        </Section>
        <Section title={copy.services.title} subtitle={copy.services.subtitle}>
          <QueryState
            query={services}
            loadingLabel={copy.services.loading}
            errorMessage={copy.services.loadFailed}
            skeleton={<ListSkeleton rows={2} />}
          >
            {(list) => (
              <ServicesList services={list} resources={resourceList} onNotice={setNotice} />
            )}
          </QueryState>
        </Section>
        <Section title={copy.resources.title} subtitle={copy.resources.subtitle}>
          <QueryState
            query={resources}
            loadingLabel={copy.resources.loading}
            errorMessage={copy.resources.loadFailed}
            skeleton={<ListSkeleton rows={1} />}
          >
            {(list) => <ResourcesList resources={list} onNotice={setNotice} />}
          </QueryState>
        </Section>
        <Section title={copy.hours.title} subtitle={copy.hours.subtitle}>
          <QueryState
            query={settings}
            loadingLabel={copy.hours.loading}
            errorMessage={copy.hours.loadFailed}
            skeleton={<FormSkeleton fields={4} />}
          >
            {(saved) => <OpeningHoursForm saved={saved} onNotice={setNotice} />}
          </QueryState>
        </Section>
      </Stack>
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}
