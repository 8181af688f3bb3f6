import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '@shared/api-paths.ts';
import { memberRoles } from '@shared/team.ts';
import { apiFetch } from './api-client.ts';

export const meSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  accountId: z.string(),
  role: z.enum(memberRoles),
});
export type Me = z.infer<typeof meSchema>;

export const meQueryKey = ['me'] as const;

/** The person signed in and their role in the account: what the portal shows them. */
export const useMe = () =>
  useQuery(
    queryOptions({
      queryKey: meQueryKey,
      queryFn: async () => meSchema.parse(await apiFetch(apiPaths.me)),
      staleTime: 60_000,
    }),
  );
