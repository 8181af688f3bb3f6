import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { screenTitles } from '@shared/portal-copy.ts';
import {
  type AssignableRole,
  assignableRoles,
  type Member,
  roleLabels,
  type Team,
  teamCopy as copy,
} from '@shared/team.ts';
import { NoticeSnackbar, type Notice } from '@web/components/notice-snackbar.tsx';
import { PageHeader } from '@web/components/page-header.tsx';
import { QueryState } from '@web/components/query-state.tsx';
import { CardGridSkeleton } from '@web/components/skeletons.tsx';
import { useMe } from '@web/lib/use-me.ts';
import { AvailabilityDot } from '@web/components/availability-dot.tsx';
import { availabilityLabels } from '@shared/assignment.ts';
import { AssignmentRulesCard } from './components/assignment-rules-card.tsx';
import {
  useChangeRole,
  useInviteMember,
  useRemoveMember,
  useResendInvitation,
  useRevokeInvitation,
  useTeam,
  useTransferOwnership,
} from './api/team.ts';
import { OfficeHoursCard } from './components/office-hours-card.tsx';

type Say = (notice: Notice) => void;
const failed = (say: Say) => (error: Error) => say({ severity: 'error', message: error.message });

function InviteForm({ say }: { say: Say }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AssignableRole>('agent');
  const invite = useInviteMember();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate(
      { email, role },
      {
        onSuccess: (invitation) => {
          setEmail('');
          say({ severity: 'success', message: copy.invitationSent(invitation.email) });
        },
        onError: failed(say),
      },
    );
  };
  return (
    <Card variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1.5 }}>
        {copy.invite}
      </Typography>
      <Stack component="form" onSubmit={submit} direction={{ xs: 'column', sm: 'row' }} gap={1.5}>
        <TextField
          label={copy.inviteEmail}
          type="email"
          required
          size="small"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          sx={{ flex: 1 }}
        />
        <TextField
          select
          label={copy.inviteRole}
          size="small"
          value={role}
          onChange={(event) => setRole(event.target.value as AssignableRole)}
          sx={{ minWidth: 140 }}
        >
          {assignableRoles.map((option) => (
            <MenuItem key={option} value={option}>
              {roleLabels[option]}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained" loading={invite.isPending}>
          {copy.sendInvitation}
        </Button>
      </Stack>
    </Card>
  );
}

function MemberRow({ member, me, say }: { member: Member; me: string | undefined; say: Say }) {
  const { data } = useMe();
  const changeRole = useChangeRole();
  const remove = useRemoveMember();
  const transfer = useTransferOwnership();
  const isOwner = member.role === 'owner';
  const mayManage = !isOwner && member.userId !== me;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      alignItems={{ sm: 'center' }}
      gap={1}
      sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', '&:last-child': { borderBottom: 0 } }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {member.name}
          {member.userId === me ? ` (${copy.you})` : ''}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {member.email}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}
        >
          <AvailabilityDot status={member.availability} />
          {availabilityLabels[member.availability]}
        </Typography>
      </Box>
      {isOwner || !mayManage ? (
        <Chip
          label={roleLabels[member.role]}
          size="small"
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
        />
      ) : (
        <TextField
          select
          size="small"
          label={copy.inviteRole}
          value={member.role}
          onChange={(event) =>
            changeRole.mutate(
              { userId: member.userId, role: event.target.value as AssignableRole },
              { onError: failed(say) },
            )
          }
          sx={{ minWidth: 130 }}
        >
          {assignableRoles.map((option) => (
            <MenuItem key={option} value={option}>
              {roleLabels[option]}
            </MenuItem>
          ))}
        </TextField>
      )}
      {mayManage && data?.role === 'owner' && (
        <Button
          size="small"
          onClick={() => {
            if (!window.confirm(copy.transferConfirm(member.name))) return;
            transfer.mutate(member.userId, {
              onSuccess: () => say({ severity: 'success', message: copy.transferred(member.name) }),
              onError: failed(say),
            });
          }}
        >
          {copy.makeOwner}
        </Button>
      )}
      {mayManage && (
        <Button
          size="small"
          color="error"
          onClick={() =>
            remove.mutate(member.userId, {
              onSuccess: () => say({ severity: 'success', message: copy.removed(member.name) }),
              onError: failed(say),
            })
          }
        >
          {copy.removeMember}
        </Button>
      )}
    </Stack>
  );
}

function TeamLists({ team, say }: { team: Team; say: Say }) {
  const me = useMe().data?.id;
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {copy.seats(team.seats.used, team.seats.limit)}
      </Typography>
      <Card variant="outlined" sx={{ px: 2, mb: 3 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, pt: 1.5 }}>
          {copy.members}
        </Typography>
        {team.members.map((member) => (
          <MemberRow key={member.userId} member={member} me={me} say={say} />
        ))}
      </Card>
      {team.invitations.length > 0 && (
        <Card variant="outlined" sx={{ px: 2 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, pt: 1.5 }}>
            {copy.pending}
          </Typography>
          {team.invitations.map((invitation) => (
            <Stack
              key={invitation.id}
              direction={{ xs: 'column', sm: 'row' }}
              alignItems={{ sm: 'center' }}
              gap={1}
              sx={{
                py: 1.5,
                borderBottom: 1,
                borderColor: 'divider',
                '&:last-child': { borderBottom: 0 },
              }}
            >
              <Typography sx={{ flex: 1, overflowWrap: 'anywhere' }}>{invitation.email}</Typography>
              <Chip
                label={roleLabels[invitation.role]}
                size="small"
                sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
              />
              <Stack direction="row" gap={1}>
                <Button
                  size="small"
                  onClick={() =>
                    resend.mutate(invitation.id, {
                      onSuccess: () =>
                        say({ severity: 'success', message: copy.resent(invitation.email) }),
                      onError: failed(say),
                    })
                  }
                >
                  {copy.resend}
                </Button>
                <Button
                  size="small"
                  color="error"
                  onClick={() =>
                    revoke.mutate(invitation.id, {
                      onSuccess: () =>
                        say({ severity: 'success', message: copy.revoked(invitation.email) }),
                      onError: failed(say),
                    })
                  }
                >
                  {copy.revoke}
                </Button>
              </Stack>
            </Stack>
          ))}
        </Card>
      )}
    </>
  );
}

/** The team: who answers for the business, their roles, invitations and ownership. */
export default function TeamPage() {
  const team = useTeam();
  const [notice, setNotice] = useState<Notice | null>(null);
  return (
    <>
      <PageHeader title={screenTitles.team} subtitle={copy.subtitle} />
      <InviteForm say={setNotice} />
      <QueryState
        query={team}
        loadingLabel={copy.title}
        errorMessage={copy.loadFailed}
        skeleton={<CardGridSkeleton count={2} size={{ xs: 12 }} height={120} spacing={2} />}
      >
        {(data) => <TeamLists team={data} say={setNotice} />}
      </QueryState>
      <AssignmentRulesCard say={setNotice} />
      <OfficeHoursCard say={setNotice} />
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}
