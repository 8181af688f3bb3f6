import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { historyCopy as copy } from '@shared/history.ts';
import { screenTitles } from '@shared/portal-copy.ts';
import { NoticeSnackbar, type Notice } from '@web/components/notice-snackbar.tsx';
import { PageHeader } from '@web/components/page-header.tsx';
import { QueryState } from '@web/components/query-state.tsx';
import { FormSkeleton } from '@web/components/skeletons.tsx';
import { exportHref, useHistory } from './api/history.ts';
import { HistoryFilters } from './components/history-filters.tsx';
import { HistoryList } from './components/history-list.tsx';
import { useHistoryFilter } from './use-history-filter.ts';

/** Every conversation: searched, filtered (in the URL), read and exported. */
export default function HistoryPage() {
  const { filter, change, clear } = useHistoryFilter();
  // What a deletion on the conversation's page said, shown once back here.
  const { state } = useLocation();
  const [notice, setNotice] = useState<Notice | null>(
    (state as { notice?: string } | null)?.notice
      ? { severity: 'success', message: (state as { notice: string }).notice }
      : null,
  );
  const history = useHistory(filter);
  const filtered = Object.keys(filter).some((key) => key !== 'tests') || filter.tests !== 'hide';

  return (
    <>
      <PageHeader
        title={screenTitles.conversationHistory}
        subtitle={copy.subtitle}
        actions={
          <Stack direction="row" spacing={1}>
            {(['csv', 'json'] as const).map((format) => (
              <Button
                key={format}
                variant="outlined"
                startIcon={<FileDownloadOutlined />}
                href={exportHref(filter, format)}
                download
              >
                {format === 'csv' ? copy.exportCsv : copy.exportJson}
              </Button>
            ))}
          </Stack>
        }
      />
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <HistoryFilters filter={filter} onChange={change} onClear={clear} />
          <Stack sx={{ mt: 2.5 }}>
            <QueryState
              query={history}
              loadingLabel={copy.loading}
              errorMessage={copy.loadFailed}
              skeleton={<FormSkeleton fields={4} />}
            >
              {({ pages }) => {
                const conversations = pages.flatMap((page) => page.conversations);
                if (conversations.length === 0) {
                  return (
                    <Typography color="text.secondary" role="status" sx={{ py: 3 }}>
                      {filtered ? copy.empty : copy.emptyYet}
                    </Typography>
                  );
                }
                return <HistoryList conversations={conversations} />;
              }}
            </QueryState>
            {history.hasNextPage && (
              <Button
                onClick={() => history.fetchNextPage()}
                loading={history.isFetchingNextPage}
                sx={{ mt: 1.5, alignSelf: 'center' }}
              >
                {copy.more}
              </Button>
            )}
          </Stack>
        </CardContent>
      </Card>
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}
