import AttachFileRounded from '@mui/icons-material/AttachFileRounded';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import { type Ticket, type TicketPriority, ticketCopy as copy } from '@shared/support.ts';
import { useTickets } from '../api/get-tickets.ts';
import { QueryState } from '@web/components/query-state.tsx';
import { ListSkeleton } from '@web/components/skeletons.tsx';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const priorityColors: Record<TicketPriority, 'default' | 'warning' | 'error'> = {
  low: 'default',
  medium: 'warning',
  high: 'error',
};

function TicketRow({ ticket }: { ticket: Ticket }) {
  return (
    <Box component="li" sx={{ py: 1.75, listStyle: 'none' }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Typography sx={{ fontWeight: 600, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {ticket.subject}
        </Typography>
        <Chip size="small" color="info" variant="outlined" label={copy.open} />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
        <Chip size="small" label={copy.categories[ticket.category]} />
        <Chip
          size="small"
          variant="outlined"
          color={priorityColors[ticket.priority]}
          label={copy.priorities[ticket.priority]}
        />
        {ticket.attachments.length > 0 && (
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}
          >
            <AttachFileRounded sx={{ fontSize: 14 }} />
            {copy.attachmentCount(ticket.attachments.length)}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary" sx={{ ml: 'auto' }}>
          {dateFormat.format(new Date(ticket.createdAt))}
        </Typography>
      </Box>
      {ticket.attachments.length > 0 && (
        <Box
          component="ul"
          aria-label={copy.ticketFiles(ticket.subject)}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, m: 0, mt: 1, p: 0 }}
        >
          {ticket.attachments.map((file) => (
            <Box component="li" key={file.id} sx={{ listStyle: 'none', minWidth: 0 }}>
              <Link
                variant="body2"
                href={apiPath(apiPaths.ticketAttachment, { id: ticket.id, attachmentId: file.id })}
                download={file.fileName}
                aria-label={copy.download(file.fileName)}
                sx={{ overflowWrap: 'anywhere' }}
              >
                {file.fileName}
              </Link>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** The account's submitted tickets, newest first. */
export function TicketList() {
  const tickets = useTickets();
  return (
    <Card component="section" aria-labelledby="your-tickets-heading">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 }, '&:last-child': { pb: { xs: 1.5, sm: 2 } } }}>
        <Typography id="your-tickets-heading" component="h2" variant="h6">
          {copy.yourTickets}
        </Typography>
        <Box sx={{ mt: 1 }}>
          <QueryState
            query={tickets}
            loadingLabel={copy.ticketsLoading}
            errorMessage={copy.ticketsLoadFailed}
            skeleton={<ListSkeleton rows={2} />}
          >
            {({ pages }) => {
              const shown = pages.flatMap((page) => page.tickets);
              return shown.length === 0 ? (
                <Typography color="text.secondary" sx={{ mt: 1.5, mb: 1 }}>
                  {copy.noTickets}
                </Typography>
              ) : (
                <Box component="ul" aria-labelledby="your-tickets-heading" sx={{ m: 0, p: 0 }}>
                  {shown.map((ticket, index) => (
                    <Fragment key={ticket.id}>
                      {index > 0 && <Divider component="li" aria-hidden />}
                      <TicketRow ticket={ticket} />
                    </Fragment>
                  ))}
                </Box>
              );
            }}
          </QueryState>
        </Box>
        {tickets.hasNextPage && (
          <Button
            onClick={() => tickets.fetchNextPage()}
            loading={tickets.isFetchingNextPage}
            sx={{ mt: 1 }}
          >
            {copy.showMoreTickets}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
