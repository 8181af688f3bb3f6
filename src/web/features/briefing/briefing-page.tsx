import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { briefingCopy as copy } from '@shared/briefing.ts';
import { screenTitles } from '@shared/portal-copy.ts';
import { PageHeader } from '@web/components/page-header.tsx';
import { useBriefing } from './api/get-briefing.ts';
import { BriefingWizard } from './components/briefing-wizard.tsx';

export default function BriefingPage() {
  const briefing = useBriefing();
  return (
    <>
      <PageHeader title={screenTitles.briefing} subtitle={copy.subtitle} />
      {briefing.isPending && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
          <CircularProgress aria-label="Loading the briefing" />
        </Box>
      )}
      {briefing.isError && (
        <Alert
          severity="error"
          action={<Button onClick={() => void briefing.refetch()}>Retry</Button>}
        >
          The briefing could not be loaded.
        </Alert>
      )}
      {briefing.data && <BriefingWizard saved={briefing.data} />}
    </>
  );
}
