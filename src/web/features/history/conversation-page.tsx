import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { historyCopy as copy } from '@shared/history.ts';
import { paths } from '@shared/paths.ts';
import { ChatMessage } from '@web/components/chat-message.tsx';
import { ConversationNote, transcriptItems } from '@web/components/conversation-note.tsx';
import { ConfirmDeleteDialog } from '@web/components/confirm-delete-dialog.tsx';
import { NoticeSnackbar, type Notice } from '@web/components/notice-snackbar.tsx';
import { PageHeader } from '@web/components/page-header.tsx';
import { QueryState } from '@web/components/query-state.tsx';
import { FormSkeleton } from '@web/components/skeletons.tsx';
import {
  conversationExportHref,
  useConversation,
  useDeleteConversation,
  useEraseContact,
} from './api/history.ts';
import { factLine, facts } from './components/conversation-facts.ts';

type Confirming = 'delete' | 'erase' | null;

/** One conversation's transcript with its sources, its export, deletion and erasure. */
export default function ConversationPage() {
  const { conversationId = '' } = useParams();
  const back = `${paths.portal.conversationHistory}${(useLocation().state as { back?: string } | null)?.back ?? ''}`;
  const navigate = useNavigate();
  const conversation = useConversation(conversationId);
  const remove = useDeleteConversation();
  const erase = useEraseContact();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const data = conversation.data;
  const shown = data && facts(data);

  const confirm = async () => {
    if (!data || !confirming) return;
    try {
      if (confirming === 'erase' && data.contact) {
        const { conversations } = await erase.mutateAsync(data.contact.id);
        navigate(back, { state: { notice: copy.erased(conversations) } });
      } else {
        await remove.mutateAsync(data.id);
        navigate(back, { state: { notice: copy.deleted } });
      }
    } catch (error) {
      setConfirming(null);
      setNotice({ severity: 'error', message: (error as Error).message });
    }
  };

  return (
    <>
      <PageHeader
        back={{ to: back, label: copy.back }}
        title={shown ? copy.transcriptTitle(shown.customer) : copy.loading}
        subtitle={data && factLine(data)}
        actions={
          data && (
            <>
              <Button variant="outlined" href={conversationExportHref(data.id, 'csv')} download>
                {copy.exportCsv}
              </Button>
              <Button color="error" variant="outlined" onClick={() => setConfirming('delete')}>
                {copy.delete}
              </Button>
              {data.contact && (
                <Button color="error" onClick={() => setConfirming('erase')}>
                  {copy.erase}
                </Button>
              )}
            </>
          )
        }
      />
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <QueryState
            query={conversation}
            loadingLabel={copy.loading}
            errorMessage={copy.notFound}
            skeleton={<FormSkeleton fields={4} />}
          >
            {({ messages, notes, agentName, agentId, ratingComment }) => (
              <>
                <Stack
                  component="ol"
                  spacing={1.5}
                  aria-label={copy.transcriptTitle(shown!.customer)}
                  sx={{ listStyle: 'none', p: 0, m: 0 }}
                >
                  {transcriptItems(messages, notes).map((item) =>
                    item.kind === 'note' ? (
                      <ConversationNote key={item.note.id} note={item.note} />
                    ) : (
                      <ChatMessage
                        key={item.message.id}
                        message={item.message}
                        agentName={agentName}
                        agentId={agentId ?? undefined}
                        customerName={shown!.customer}
                      />
                    ),
                  )}
                </Stack>
                {ratingComment && (
                  <Box sx={{ mt: 2 }}>
                    <Typography variant="body2" color="text.secondary">
                      “{ratingComment}”
                    </Typography>
                  </Box>
                )}
              </>
            )}
          </QueryState>
        </CardContent>
      </Card>
      <ConfirmDeleteDialog
        title={
          confirming === 'erase'
            ? copy.eraseTitle(shown?.customer ?? '')
            : confirming === 'delete'
              ? copy.deleteTitle
              : null
        }
        text={confirming === 'erase' ? copy.eraseText : copy.deleteText}
        labels={{
          cancel: copy.cancel,
          delete: confirming === 'erase' ? copy.erase : copy.delete,
          deleting: copy.deleting,
        }}
        busy={remove.isPending || erase.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={confirm}
      />
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}
