import LanguageOutlined from '@mui/icons-material/LanguageOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ADD_WEBSITE_PARAM } from '@shared/paths.ts';
import { type Website, websiteCopy as copy } from '@shared/website-knowledge.ts';
import { BusyButton } from '@web/components/busy-button.tsx';
import { ConfirmDeleteDialog } from '@web/components/confirm-delete-dialog.tsx';
import { NoticeSnackbar, type Notice } from '@web/components/notice-snackbar.tsx';
import { QueryState } from '@web/components/query-state.tsx';
import { ListSkeleton } from '@web/components/skeletons.tsx';
import { ApiError } from '@web/lib/api-client.ts';
import {
  useAddWebsite,
  useCancelCrawl,
  useCrawlWebsite,
  useRemoveWebsite,
  useUpdateWebsite,
} from '../api/change-website.ts';
import { isCrawling, useWebsites } from '../api/get-websites.ts';
import { WebsiteDialog, type WebsiteFormValues } from './website-dialog.tsx';
import { WebsitePages } from './website-pages.tsx';

const failureOf = (error: unknown) =>
  error instanceof ApiError ? error.message : copy.actionFailed;

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The business's website as knowledge: adding it, its crawl's state and live counts, Cancel,
 * Crawl again, its settings, removing it, and the list of its pages with their states.
 */
export function WebsiteCard() {
  const websites = useWebsites();
  const add = useAddWebsite();
  const update = useUpdateWebsite();
  const crawl = useCrawlWebsite();
  const cancel = useCancelCrawl();
  const remove = useRemoveWebsite();
  const [editing, setEditing] = useState<{ site: Website | null } | null>(null);
  const [removing, setRemoving] = useState<Website | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const site = websites.data?.websites[0];
  // Opened from the getting-started checklist: the form is open once the page knows there is
  // no website yet.
  const [search, setSearch] = useSearchParams();
  const askedToAdd = search.get(ADD_WEBSITE_PARAM) === 'website' && websites.isSuccess && !site;
  const dialog = editing ?? (askedToAdd ? { site: null } : null);
  const closeDialog = () => {
    setEditing(null);
    if (askedToAdd)
      setSearch(
        (params) => {
          params.delete(ADD_WEBSITE_PARAM);
          return params;
        },
        { replace: true },
      );
  };

  const save = async (values: WebsiteFormValues) => {
    const { address, ...settings } = values;
    if (dialog?.site) {
      await update.mutateAsync({ id: dialog.site.id, patch: settings });
      setNotice({ severity: 'success', message: copy.saved });
    } else {
      await add.mutateAsync({ address, ...settings });
      setNotice({ severity: 'success', message: copy.crawlStarted });
    }
    closeDialog();
  };

  const act = async (action: () => Promise<unknown>, done?: string) => {
    try {
      await action();
      if (done) setNotice({ severity: 'success', message: done });
    } catch (error) {
      setNotice({ severity: 'error', message: failureOf(error) });
    }
  };

  return (
    <Card component="section" aria-labelledby="website-title">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="website-title" component="h2" variant="h6">
          {copy.heading}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, maxWidth: 560 }}>
          {copy.intro}
        </Typography>
        <QueryState
          query={websites}
          loadingLabel={copy.heading}
          errorMessage={copy.loadFailed}
          skeleton={<ListSkeleton rows={1} />}
        >
          {() =>
            site ? (
              <WebsiteState
                site={site}
                busy={crawl.isPending || cancel.isPending}
                onCrawl={() => void act(() => crawl.mutateAsync(site.id), copy.crawlStarted)}
                onCancel={() => void act(() => cancel.mutateAsync(site.id))}
                onSettings={() => setEditing({ site })}
                onRemove={() => setRemoving(site)}
              />
            ) : (
              <Button
                variant="contained"
                startIcon={<LanguageOutlined />}
                sx={{ mt: 2 }}
                onClick={() => setEditing({ site: null })}
              >
                {copy.add}
              </Button>
            )
          }
        </QueryState>
      </CardContent>
      {dialog && <WebsiteDialog site={dialog.site} onClose={closeDialog} onSave={save} />}
      <ConfirmDeleteDialog
        title={removing ? copy.removeTitle : null}
        text={copy.removeBody}
        labels={{ cancel: copy.keep, delete: copy.remove, deleting: copy.removing }}
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          void act(async () => {
            if (removing) await remove.mutateAsync(removing.id);
            setRemoving(null);
          }, copy.removed)
        }
      />
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </Card>
  );
}

function WebsiteState({
  site,
  busy,
  onCrawl,
  onCancel,
  onSettings,
  onRemove,
}: {
  site: Website;
  busy: boolean;
  onCrawl: () => void;
  onCancel: () => void;
  onSettings: () => void;
  onRemove: () => void;
}) {
  const crawling = isCrawling(site);
  const { crawl } = site;
  return (
    <Box sx={{ mt: 2 }}>
      <Link
        href={site.address}
        target="_blank"
        rel="noopener noreferrer"
        sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
      >
        {site.address}
      </Link>
      <Box role="status" aria-label={copy.crawlStatus} aria-live="polite" sx={{ mt: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {copy.crawlStateLabels[crawl.state]}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {copy.progress(crawl.progress)}
        </Typography>
      </Box>
      {crawling && <LinearProgress sx={{ mt: 1 }} aria-label={copy.crawlStateLabels.running} />}
      {crawl.failure && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {crawl.failure}
        </Alert>
      )}
      {crawl.limitReached && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {copy.limitReached(site.pageLimit)}
        </Alert>
      )}
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        {[
          crawl.finishedAt && copy.lastCrawled(when(crawl.finishedAt)),
          site.nextCrawlAt && copy.nextCrawl(when(site.nextCrawlAt)),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', mt: 1.5 }}>
        {crawling ? (
          <BusyButton
            type="button"
            variant="outlined"
            busy={busy || crawl.state === 'cancelling'}
            label={copy.cancel}
            busyLabel={copy.crawlStateLabels.cancelling}
            onClick={onCancel}
          />
        ) : (
          <BusyButton
            type="button"
            variant="contained"
            busy={busy}
            label={copy.crawlAgain}
            busyLabel={copy.crawlStarted}
            onClick={onCrawl}
          />
        )}
        <Button variant="outlined" onClick={onSettings}>
          {copy.settings}
        </Button>
        <Button variant="outlined" color="error" onClick={onRemove}>
          {copy.remove}
        </Button>
      </Stack>
      <WebsitePages site={site} />
    </Box>
  );
}
