import Add from '@mui/icons-material/Add';
import VpnKeyOutlined from '@mui/icons-material/VpnKeyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { type ApiKey, apiKeyCopy as copy, integrationTimers } from '@shared/integrations.ts';
import { apiDocsPath } from '@shared/api-paths.ts';
import { screenTitles } from '@shared/portal-copy.ts';
import { ConfirmDeleteDialog } from '@web/components/confirm-delete-dialog.tsx';
import { PageHeader } from '@web/components/page-header.tsx';
import { NoticeSnackbar, type Notice } from '@web/components/notice-snackbar.tsx';
import { useDeleteApiKey } from './api/delete-api-key.ts';
import { useApiKeys } from './api/get-api-keys.ts';
import { ApiKeyRow } from './components/api-key-row.tsx';
import { CreateApiKeyDialog } from './components/create-api-key-dialog.tsx';
import { writeClipboardText } from './write-clipboard-text.ts';
import { QueryState } from '@web/components/query-state.tsx';
import { ListSkeleton } from '@web/components/skeletons.tsx';

export default function ApiKeysPage() {
  const apiKeys = useApiKeys();
  const remove = useDeleteApiKey();
  const [creating, setCreating] = useState(false);
  const [confirming, setConfirming] = useState<ApiKey | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const show = (severity: Notice['severity'], message: string, duration?: number) =>
    setNotice({ severity, message, duration });

  const copyKey = (key: string | Promise<string>) =>
    writeClipboardText(key).then(
      () => show('success', copy.copied, integrationTimers.copyMessageMs),
      () => show('error', copy.copyFailed),
    );

  return (
    <>
      <PageHeader
        title={screenTitles.apiKeys}
        subtitle={
          <>
            {copy.subtitleBefore} <code>{copy.authorizationHeader}</code>. {copy.subtitleAfter}{' '}
            <Link href={apiDocsPath}>{copy.docsLink}</Link>
          </>
        }
        actions={
          <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
            {copy.createKey}
          </Button>
        }
      />
      <QueryState
        query={apiKeys}
        loadingLabel={copy.loading}
        errorMessage={copy.loadFailed}
        skeleton={
          <Card>
            <ListSkeleton rows={2} />
          </Card>
        }
      >
        {({ apiKeys: list }) => (
          <Card>
            {list.length === 0 ? (
              <Box sx={{ p: 5, textAlign: 'center', color: 'text.secondary' }}>
                <VpnKeyOutlined sx={{ fontSize: 40, mb: 1 }} />
                <Typography>{copy.empty}</Typography>
              </Box>
            ) : (
              <Box
                component="ul"
                aria-label={screenTitles.apiKeys}
                sx={{ listStyle: 'none', m: 0, p: 0 }}
              >
                {list.map((apiKey) => (
                  <ApiKeyRow
                    key={apiKey.id}
                    apiKey={apiKey}
                    deleting={remove.isPending && remove.variables === apiKey.id}
                    onCopy={(key) => void copyKey(key)}
                    onRevealFailed={() => show('error', copy.revealFailed)}
                    onDelete={() => setConfirming(apiKey)}
                  />
                ))}
              </Box>
            )}
          </Card>
        )}
      </QueryState>
      <CreateApiKeyDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={() => {
          setCreating(false);
          show('success', copy.created);
        }}
      />
      <ConfirmDeleteDialog
        title={confirming && copy.deleteTitle(confirming.name)}
        text={copy.deleteText}
        labels={{ cancel: copy.cancel, delete: copy.deleteConfirm, deleting: copy.deleting }}
        busy={remove.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() =>
          confirming &&
          remove.mutate(confirming.id, {
            onSuccess: () => show('success', copy.deleted),
            onError: () => show('error', copy.deleteFailed),
            onSettled: () => setConfirming(null),
          })
        }
      />
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}
