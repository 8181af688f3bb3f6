import Grid from '@mui/material/Grid';
import { useState } from 'react';
import { screenTitles } from '@shared/portal-copy.ts';
import { ticketCopy as copy } from '@shared/support.ts';
import { PageHeader } from '@web/components/page-header.tsx';
import { NoticeSnackbar } from '@web/components/notice-snackbar.tsx';
import { TicketForm, type TicketOutcome } from './components/ticket-form.tsx';
import { TicketList } from './components/ticket-list.tsx';

export default function TicketPage() {
  const [outcome, setOutcome] = useState<TicketOutcome | null>(null);
  const submitted = outcome === 'submitted';
  return (
    <>
      <PageHeader title={screenTitles.ticket} subtitle={copy.subtitle} />
      <Grid container spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <TicketForm onOutcome={setOutcome} />
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <TicketList />
        </Grid>
      </Grid>
      <NoticeSnackbar
        notice={
          outcome &&
          (submitted
            ? { severity: 'success', message: copy.submitted }
            : { severity: 'error', message: copy.submitFailed })
        }
        onClose={() => setOutcome(null)}
      />
    </>
  );
}
