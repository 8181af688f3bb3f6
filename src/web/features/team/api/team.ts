import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import {
  type AssignableRole,
  type InvitationInput,
  invitationSchema,
  memberSchema,
  teamSchema,
} from '@shared/team.ts';
import { apiFetch } from '@web/lib/api-client.ts';

export const teamQueryKey = ['team'] as const;

export const useTeam = () =>
  useQuery(
    queryOptions({
      queryKey: teamQueryKey,
      queryFn: async () => teamSchema.parse(await apiFetch(apiPaths.team)),
    }),
  );

/** A change to the team; the team's list is read again after it. */
function useTeamChange<Input, Answer>(change: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }),
  });
}

export const useInviteMember = () =>
  useTeamChange(async (input: InvitationInput) =>
    invitationSchema.parse(await apiFetch(apiPaths.invitations, { method: 'POST', body: input })),
  );

export const useResendInvitation = () =>
  useTeamChange(async (id: string) =>
    invitationSchema.parse(
      await apiFetch(apiPath(apiPaths.invitationResend, { id }), { method: 'POST' }),
    ),
  );

export const useRevokeInvitation = () =>
  useTeamChange(async (id: string) =>
    invitationSchema.parse(
      await apiFetch(apiPath(apiPaths.invitation, { id }), { method: 'DELETE' }),
    ),
  );

export const useChangeRole = () =>
  useTeamChange(async ({ userId, role }: { userId: string; role: AssignableRole }) =>
    memberSchema.parse(
      await apiFetch(apiPath(apiPaths.member, { id: userId }), { method: 'PATCH', body: { role } }),
    ),
  );

export const useRemoveMember = () =>
  useTeamChange(async (userId: string) =>
    memberSchema.parse(
      await apiFetch(apiPath(apiPaths.member, { id: userId }), { method: 'DELETE' }),
    ),
  );

export const useTransferOwnership = () =>
  useTeamChange(async (userId: string) =>
    memberSchema.parse(
      await apiFetch(apiPaths.ownershipTransfer, { method: 'POST', body: { userId } }),
    ),
  );
