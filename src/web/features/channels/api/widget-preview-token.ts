import { useQuery } from '@tanstack/react-query';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import { widgetPreviewTokenSchema } from '@shared/webchat.ts';
import { WIDGET_PREVIEW_TOKEN_REFRESH_MINUTES } from '@shared/widget-preview.ts';
import { apiFetch } from '@web/lib/api-client.ts';

const REFRESH_MS = WIDGET_PREVIEW_TOKEN_REFRESH_MINUTES * 60_000;

/**
 * The token the preview's widget proves itself with, renewed while the page stays open (in a
 * background tab too) so the widget never holds an expired one.
 */
export const useWidgetPreviewToken = (agentId: string) =>
  useQuery({
    queryKey: ['webchat-preview-token', agentId] as const,
    queryFn: async () =>
      widgetPreviewTokenSchema.parse(
        await apiFetch(apiPath(apiPaths.agentWebchatPreviewToken, { id: agentId }), {
          method: 'POST',
        }),
      ),
    staleTime: REFRESH_MS,
    refetchInterval: REFRESH_MS,
    refetchIntervalInBackground: true,
  });
