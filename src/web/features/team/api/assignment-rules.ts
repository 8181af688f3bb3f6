import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths.ts';
import {
  type AssignmentRule,
  assignmentRuleSchema,
  assignmentRulesSchema,
} from '@shared/assignment.ts';
import { apiFetch } from '@web/lib/api-client.ts';

export const assignmentRulesQueryKey = ['assignment-rules'] as const;

/** Each customer channel's way of assigning conversations handed over. */
export const useAssignmentRules = () =>
  useQuery({
    queryKey: assignmentRulesQueryKey,
    queryFn: async () =>
      assignmentRulesSchema.parse(await apiFetch(apiPaths.assignmentRules)).rules,
  });

export function useSetAssignmentRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (rule: AssignmentRule) =>
      assignmentRuleSchema.parse(
        await apiFetch(apiPaths.assignmentRules, { method: 'PUT', body: rule }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assignmentRulesQueryKey }),
  });
}
