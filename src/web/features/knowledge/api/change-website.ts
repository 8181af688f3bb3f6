import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import {
  type Website,
  type WebsiteInput,
  websiteSchema,
  type WebsiteUpdate,
} from '@shared/website-knowledge.ts';
import { apiFetch } from '@web/lib/api-client.ts';
import { knowledgeQueryKey, websitesQueryKey } from '@web/lib/query-keys.ts';

/** Every change refreshes the website and the knowledge, whose usage its pages count in. */
function useWebsiteChange<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => send(input),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: websitesQueryKey });
      await queryClient.invalidateQueries({ queryKey: knowledgeQueryKey });
    },
  });
}

const stored = async (answer: Promise<unknown>): Promise<Website> =>
  websiteSchema.parse(await answer);

export const useAddWebsite = () =>
  useWebsiteChange((input: WebsiteInput) =>
    stored(apiFetch(apiPaths.websites, { method: 'POST', body: input })),
  );

export const useUpdateWebsite = () =>
  useWebsiteChange(({ id, patch }: { id: string; patch: WebsiteUpdate }) =>
    stored(apiFetch(apiPath(apiPaths.website, { id }), { method: 'PATCH', body: patch })),
  );

export const useCrawlWebsite = () =>
  useWebsiteChange((id: string) =>
    stored(apiFetch(apiPath(apiPaths.websiteCrawl, { id }), { method: 'POST' })),
  );

export const useCancelCrawl = () =>
  useWebsiteChange((id: string) =>
    stored(apiFetch(apiPath(apiPaths.websiteCrawl, { id }), { method: 'DELETE' })),
  );

export const useRemoveWebsite = () =>
  useWebsiteChange((id: string) =>
    apiFetch(apiPath(apiPaths.website, { id }), { method: 'DELETE' }),
  );
