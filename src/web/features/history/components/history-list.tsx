import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Link as RouterLink, useLocation } from 'react-router';
import {
  type Conversation,
  conversationChannelLabels,
  conversationStatusLabels,
} from '@shared/conversations.ts';
import { historyCopy as copy } from '@shared/history.ts';
import { conversationPath } from '@shared/paths.ts';
import { assignmentCopy } from '@shared/assignment.ts';
import { factLine, facts } from './conversation-facts.ts';

/** The link to a conversation keeps the history's filters, for the way back. */
function CustomerLink({ conversation }: { conversation: Conversation }) {
  const { search } = useLocation();
  return (
    <Link
      component={RouterLink}
      to={conversationPath(conversation.id)}
      state={{ back: search }}
      sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
    >
      {facts(conversation).customer}
    </Link>
  );
}

const TestChip = () => <Chip size="small" variant="outlined" label={copy.test} sx={{ ml: 1 }} />;

/** The conversations as a table on wide screens and as a list of cards on a phone. */
export function HistoryList({ conversations }: { conversations: Conversation[] }) {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const { columns } = copy;
  if (!wide) {
    return (
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {conversations.map((conversation) => {
          return (
            <Box
              component="li"
              key={conversation.id}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5 }}
            >
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                <span>
                  <CustomerLink conversation={conversation} />
                  {conversation.test && <TestChip />}
                </span>
              </Box>
              <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                {conversation.firstMessage ?? '—'}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
                {factLine(conversation)}
              </Typography>
            </Box>
          );
        })}
      </Stack>
    );
  }
  return (
    // A narrow window scrolls the table sideways rather than cutting its last columns.
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={copy.tableLabel}>
        <TableHead>
          <TableRow>
            <TableCell>{columns.customer}</TableCell>
            <TableCell>{columns.agent}</TableCell>
            <TableCell>{assignmentCopy.assignee}</TableCell>
            <TableCell>{columns.channel}</TableCell>
            <TableCell>{columns.firstMessage}</TableCell>
            <TableCell align="right">{columns.messages}</TableCell>
            <TableCell>{columns.status}</TableCell>
            <TableCell>{columns.rating}</TableCell>
            <TableCell>{columns.time}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {conversations.map((conversation) => {
            const shown = facts(conversation);
            return (
              <TableRow key={conversation.id} hover>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <CustomerLink conversation={conversation} />
                  {conversation.test && <TestChip />}
                </TableCell>
                <TableCell>{conversation.agentName}</TableCell>
                <TableCell>{conversation.assigneeName ?? copy.none}</TableCell>
                <TableCell>{conversationChannelLabels[conversation.channel]}</TableCell>
                <TableCell sx={{ maxWidth: 220 }}>
                  <Typography variant="body2" noWrap title={conversation.firstMessage ?? undefined}>
                    {conversation.firstMessage ?? '—'}
                  </Typography>
                </TableCell>
                <TableCell align="right">{conversation.messageCount}</TableCell>
                {/* A closed conversation says how it ended: the one column fits a laptop's width. */}
                <TableCell sx={{ minWidth: 150 }}>
                  {shown.resolution ?? conversationStatusLabels[conversation.status]}
                </TableCell>
                <TableCell>{shown.rating ?? copy.none}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {shown.startedDay}
                  <Typography variant="caption" color="text.secondary" component="div">
                    {shown.startedHour}
                  </Typography>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
