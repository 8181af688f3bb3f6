import AddOutlined from '@mui/icons-material/AddOutlined';
import PlaylistAddOutlined from '@mui/icons-material/PlaylistAddOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { aiConfigCopy as copy } from '@shared/ai-config.ts';
import { type KnowledgeSource, knowledgeFileExtensions } from '@shared/knowledge.ts';
import { qaImportCopy } from '@shared/qa-import.ts';
import { BusyButton } from '@web/components/busy-button.tsx';
import { ConfirmDeleteDialog } from '@web/components/confirm-delete-dialog.tsx';
import { QueryState } from '@web/components/query-state.tsx';
import { ListSkeleton } from '@web/components/skeletons.tsx';
import { NoticeSnackbar, type Notice } from '@web/components/notice-snackbar.tsx';
import { ApiError } from '@web/lib/api-client.ts';
import { useAddQa } from '@web/lib/add-qa.ts';
import {
  useAddDocument,
  useDeleteKnowledge,
  useReindexKnowledge,
  useUpdateKnowledge,
} from '../api/change-knowledge.ts';
import { useKnowledge } from '../api/get-knowledge.ts';
import { getKnowledgeSource } from '../api/get-knowledge-source.ts';
import { useUploadDocument } from '../api/upload-document.ts';
import { KnowledgeDialog, type KnowledgeEditing, type KnowledgeForm } from './knowledge-dialog.tsx';
import { type KnowledgeAction, KnowledgeRow } from './knowledge-row.tsx';
import { KnowledgeUsage } from './knowledge-usage.tsx';
import { QaImportDialog } from './qa-import-dialog.tsx';

const accept = knowledgeFileExtensions.map((extension) => `.${extension}`).join(',');
const failureOf = (error: unknown) =>
  error instanceof ApiError ? error.message : copy.actionFailed;

/** The knowledge base: its sources with their states, and adding, editing and removing them. */
export function KnowledgeBaseCard() {
  const knowledge = useKnowledge();
  const addQa = useAddQa();
  const addDocument = useAddDocument();
  const update = useUpdateKnowledge();
  const reindex = useReindexKnowledge();
  const remove = useDeleteKnowledge();
  const upload = useUploadDocument();
  const [editing, setEditing] = useState<KnowledgeEditing | null>(null);
  const [deleting, setDeleting] = useState<KnowledgeSource | null>(null);
  const [importing, setImporting] = useState(false);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [search] = useSearchParams();
  const highlighted = search.get('source');

  const pages = knowledge.data?.pages ?? [];
  const sources = pages.flatMap((page) => page.sources);
  const usage = pages[0]?.usage;

  const onAction = async (action: KnowledgeAction, source: KnowledgeSource) => {
    if (action === 'delete') return setDeleting(source);
    setBusyId(source.id);
    try {
      if (action === 'edit') {
        // The list holds a preview; edit the whole text.
        setEditing({ kind: source.kind, source: await getKnowledgeSource(source.id) });
      } else {
        const stored = await reindex.mutateAsync(source.id);
        setNotice(
          stored.state === 'failed'
            ? { severity: 'error', message: copy.failedBecause(stored.failure ?? '') }
            : { severity: 'success', message: copy.reindexed(stored.title) },
        );
      }
    } catch (error) {
      setNotice({ severity: 'error', message: failureOf(error) });
    } finally {
      setBusyId(null);
    }
  };

  const save = async (values: KnowledgeForm, { another = false } = {}) => {
    if (!editing) return;
    const { source } = editing;
    if (source) await update.mutateAsync({ id: source.id, patch: values });
    else if (editing.kind === 'qa')
      await addQa.mutateAsync({
        question: values.question ?? '',
        answer: values.answer ?? '',
        phrasings: values.phrasings ?? [],
      });
    else await addDocument.mutateAsync({ title: values.title ?? '', text: values.text ?? '' });
    // The dialog stays open for the next one, and says this one was saved.
    if (another) return;
    setEditing(null);
    setNotice({ severity: 'success', message: copy.saved });
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      const stored = await upload.mutateAsync(file);
      setNotice(
        stored.state === 'failed'
          ? { severity: 'error', message: copy.failedBecause(stored.failure ?? '') }
          : { severity: 'success', message: copy.uploaded(file.name) },
      );
    } catch (error) {
      setNotice({ severity: 'error', message: failureOf(error) });
    } finally {
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      setNotice({ severity: 'success', message: copy.deleted(deleting.title) });
    } catch (error) {
      setNotice({ severity: 'error', message: failureOf(error) });
    } finally {
      setDeleting(null);
    }
  };

  return (
    <Card component="section" aria-labelledby="knowledge-title">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}
        >
          <Box sx={{ maxWidth: 560 }}>
            <Typography id="knowledge-title" component="h2" variant="h6">
              {copy.knowledgeTitle}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {copy.knowledgeHint}
            </Typography>
          </Box>
          {usage && <KnowledgeUsage {...usage} />}
        </Stack>
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', mt: 2.5 }}>
          <Button
            variant="contained"
            startIcon={<AddOutlined />}
            onClick={() => setEditing({ kind: 'qa', source: null })}
          >
            {copy.addQa}
          </Button>
          <Button
            variant="outlined"
            startIcon={<PlaylistAddOutlined />}
            onClick={() => setImporting(true)}
          >
            {qaImportCopy.open}
          </Button>
          <Button
            variant="outlined"
            startIcon={<AddOutlined />}
            onClick={() => setEditing({ kind: 'document', source: null })}
          >
            {copy.addDocument}
          </Button>
          <BusyButton
            type="button"
            variant="outlined"
            startIcon={<UploadFileOutlined />}
            busy={upload.isPending}
            label={copy.upload}
            busyLabel={copy.uploading(upload.variables?.name ?? '')}
            onClick={() => fileInput.current?.click()}
          />
          <input
            ref={fileInput}
            type="file"
            accept={accept}
            hidden
            aria-label={copy.upload}
            onChange={(event) => void onFile(event.target.files?.[0])}
          />
        </Stack>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          {copy.uploadHint}
        </Typography>

        <Box sx={{ mt: 2.5, mx: { xs: -2, sm: -3 }, borderTop: 1, borderColor: 'divider' }}>
          <QueryState
            query={knowledge}
            loadingLabel={copy.knowledgeTitle}
            errorMessage={copy.loadFailed}
            skeleton={<ListSkeleton rows={3} />}
          >
            {() =>
              sources.length === 0 ? (
                <Typography color="text.secondary" sx={{ px: { xs: 2, sm: 3 }, py: 4 }}>
                  {copy.empty}
                </Typography>
              ) : (
                <Box
                  component="ul"
                  aria-label={copy.knowledgeTitle}
                  sx={{ listStyle: 'none', m: 0, p: 0 }}
                >
                  {sources.map((source) => (
                    <KnowledgeRow
                      key={source.id}
                      source={source}
                      busy={busyId === source.id}
                      highlighted={highlighted === source.id}
                      onAction={(action, row) => void onAction(action, row)}
                    />
                  ))}
                </Box>
              )
            }
          </QueryState>
          {knowledge.hasNextPage && (
            <Box sx={{ textAlign: 'center', pt: 2 }}>
              <BusyButton
                type="button"
                variant="text"
                busy={knowledge.isFetchingNextPage}
                label={copy.loadMore}
                busyLabel={copy.loadMore}
                onClick={() => void knowledge.fetchNextPage()}
              />
            </Box>
          )}
        </Box>
      </CardContent>
      {editing && (
        <KnowledgeDialog editing={editing} onClose={() => setEditing(null)} onSave={save} />
      )}
      {importing && (
        <QaImportDialog
          onClose={() => setImporting(false)}
          onImported={({ added, alreadyThere }) => {
            setImporting(false);
            setNotice({ severity: 'success', message: qaImportCopy.added(added, alreadyThere) });
          }}
        />
      )}
      <ConfirmDeleteDialog
        title={deleting ? copy.deleteTitle : null}
        text={deleting ? copy.deleteConfirm(deleting.title) : ''}
        labels={copy}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </Card>
  );
}
