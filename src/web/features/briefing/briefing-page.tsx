import { briefingCopy as copy } from '@shared/briefing.ts';
import { screenTitles } from '@shared/portal-copy.ts';
import { PageHeader } from '@web/components/page-header.tsx';
import { useBriefing } from './api/get-briefing.ts';
import { BriefingWizard } from './components/briefing-wizard.tsx';
import { QueryState } from '@web/components/query-state.tsx';
import { FormSkeleton } from '@web/components/skeletons.tsx';

export default function BriefingPage() {
  const briefing = useBriefing();
  return (
    <>
      <PageHeader title={screenTitles.briefing} subtitle={copy.subtitle} />
      <QueryState
        query={briefing}
        loadingLabel={copy.loading}
        errorMessage={copy.loadFailed}
        skeleton={<FormSkeleton fields={4} />}
      >
        {(saved) => <BriefingWizard saved={saved} />}
      </QueryState>
    </>
  );
}
