import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  type AuditAction,
  auditActionLabels,
  auditActions,
  auditCopy as copy,
} from '@shared/audit.ts';
import { screenTitles } from '@shared/portal-copy.ts';
import { PageHeader } from '@web/components/page-header.tsx';
import { type AuditFilters, useAuditLog } from './api/audit-log.ts';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Who did what and when in the account, for its owner and admins. */
export default function AuditLogPage() {
  const [filters, setFilters] = useState<AuditFilters>({ action: '', actor: '' });
  const log = useAuditLog(filters);
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <>
      <PageHeader title={screenTitles.auditLog} subtitle={copy.subtitle} />
      <Stack direction={{ xs: 'column', sm: 'row' }} gap={1.5} sx={{ mb: 2 }}>
        <TextField
          select
          size="small"
          label={copy.what}
          value={filters.action}
          // "All actions" is a choice, shown as one, not a placeholder under the label.
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          onChange={(event) =>
            setFilters({ ...filters, action: event.target.value as AuditAction | '' })
          }
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">{copy.allActions}</MenuItem>
          {auditActions.map((action) => (
            <MenuItem key={action} value={action}>
              {auditActionLabels[action]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="email"
          label={copy.actorFilter}
          value={filters.actor}
          onChange={(event) => setFilters({ ...filters, actor: event.target.value })}
          sx={{ minWidth: 240 }}
        />
      </Stack>
      {log.isError && <Alert severity="error">{log.error.message}</Alert>}
      {log.isSuccess && entries.length === 0 && (
        <Typography color="text.secondary">{copy.empty}</Typography>
      )}
      {entries.length > 0 && (
        <Card variant="outlined" sx={{ px: 2 }}>
          <Box component="ul" aria-label={copy.title} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {entries.map((entry) => (
              <Box
                component="li"
                key={entry.id}
                sx={{
                  py: 1.5,
                  borderBottom: 1,
                  borderColor: 'divider',
                  '&:last-child': { borderBottom: 0 },
                  display: 'grid',
                  gap: 0.5,
                  gridTemplateColumns: { xs: '1fr', md: '11rem 1fr 1fr' },
                }}
              >
                <Typography variant="body2" color="text.secondary">
                  {when(entry.createdAt)}
                </Typography>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  <strong>{auditActionLabels[entry.action]}</strong>
                  {entry.target ? ` · ${entry.target}` : ''}
                </Typography>
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {entry.actor}
                  {entry.address ? ` · ${entry.address}` : ''}
                </Typography>
              </Box>
            ))}
          </Box>
        </Card>
      )}
      {log.hasNextPage && (
        <Button
          sx={{ mt: 2 }}
          onClick={() => void log.fetchNextPage()}
          loading={log.isFetchingNextPage}
        >
          {copy.more}
        </Button>
      )}
    </>
  );
}
