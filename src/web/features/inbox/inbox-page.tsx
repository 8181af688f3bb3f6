import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useSearchParams } from 'react-router';
import { assignmentCopy, type InboxView, inboxViews } from '@shared/assignment.ts';
import { inboxCopy as copy } from '@shared/inbox.ts';
import { screenTitles } from '@shared/portal-copy.ts';
import { PageHeader } from '@web/components/page-header.tsx';
import { QueryState } from '@web/components/query-state.tsx';
import { FormSkeleton } from '@web/components/skeletons.tsx';
import { useInbox } from '@web/lib/inbox-query.ts';
import { useLiveConnected } from '@web/lib/live-events.tsx';
import { InboxConversation } from './components/inbox-conversation.tsx';
import { InboxList } from './components/inbox-list.tsx';

/**
 * The open conversations, live, and the one chosen (in the URL, as the bell's notification
 * links to it): side by side on a wide screen, one after the other on a phone.
 */
export default function InboxPage() {
  const connected = useLiveConnected();
  const [params, setParams] = useSearchParams();
  const selected = params.get('conversation');
  const view = inboxViews.find((v) => v === params.get('view')) ?? 'all';
  const inbox = useInbox(view);
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const show = (next: { conversation?: string | null; view?: InboxView }) => {
    const conversation = next.conversation === undefined ? selected : next.conversation;
    const shownView = next.view ?? view;
    setParams({
      ...(conversation ? { conversation } : {}),
      ...(shownView === 'all' ? {} : { view: shownView }),
    });
  };
  const select = (id: string | null) => show({ conversation: id });

  const list = (
    <QueryState
      query={inbox}
      loadingLabel={copy.loading}
      errorMessage={copy.loadFailed}
      skeleton={<FormSkeleton fields={3} />}
    >
      {({ conversations }) =>
        conversations.length === 0 ? (
          <Typography color="text.secondary" role="status">
            {copy.empty}
          </Typography>
        ) : (
          <InboxList conversations={conversations} selected={selected} onSelect={select} />
        )
      }
    </QueryState>
  );

  return (
    <>
      <PageHeader
        title={screenTitles.liveConversations}
        subtitle={copy.subtitle}
        actions={
          <Chip
            size="small"
            color={connected ? 'success' : 'default'}
            variant="outlined"
            label={connected ? copy.live : copy.reconnecting}
          />
        }
      />
      <Grid container spacing={2}>
        {(wide || !selected) && (
          <Grid size={{ xs: 12, md: 5, lg: 4 }}>
            <Card>
              <CardContent sx={{ p: 1.5 }}>
                <ToggleButtonGroup
                  exclusive
                  fullWidth
                  size="small"
                  color="primary"
                  aria-label={assignmentCopy.viewsLabel}
                  value={view}
                  onChange={(_, next: InboxView | null) => next && show({ view: next })}
                  sx={{ mb: 1.5 }}
                >
                  {(['mine', 'unassigned', 'all'] as const).map((option) => (
                    <ToggleButton key={option} value={option} sx={{ textTransform: 'none' }}>
                      {assignmentCopy.viewLabels[option]}
                    </ToggleButton>
                  ))}
                </ToggleButtonGroup>
                {list}
              </CardContent>
            </Card>
          </Grid>
        )}
        {(wide || selected) && (
          <Grid size={{ xs: 12, md: 7, lg: 8 }}>
            <Card>
              <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
                {!wide && (
                  <Button startIcon={<ArrowBack />} onClick={() => select(null)} sx={{ mb: 1 }}>
                    {copy.back}
                  </Button>
                )}
                {selected ? (
                  <InboxConversation key={selected} id={selected} />
                ) : (
                  <Box sx={{ py: 6, textAlign: 'center' }}>
                    <Typography color="text.secondary">{copy.choose}</Typography>
                  </Box>
                )}
              </CardContent>
            </Card>
          </Grid>
        )}
      </Grid>
    </>
  );
}
