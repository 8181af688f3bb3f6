import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { channelsCopy as copy } from '@shared/channels-copy.ts';
import { useWidgetPreviewToken } from '../api/widget-preview-token.ts';

/** The product's own widget script: the preview runs exactly what a website runs. */
const WIDGET_SCRIPT = '/widget.js';

export const previewContainerId = (publicId: string) => `widget-preview-${publicId}`;

/**
 * The real widget, drawn inside this box instead of the page's corner (`data-preview`). The
 * portal is on no agent's list of websites: the widget proves it is the owner's preview with
 * a token (`data-preview-token`), which stays fresh on the tag while the page is open.
 */
export function WidgetPreview({ agentId, publicId }: { agentId: string; publicId: string }) {
  const box = useRef<HTMLDivElement>(null);
  const script = useRef<HTMLScriptElement>(null);
  const containerId = previewContainerId(publicId);
  const previewToken = useWidgetPreviewToken(agentId);
  const token = previewToken.data?.token;
  const ready = token !== undefined;

  useEffect(() => {
    if (!ready) return;
    const container = box.current;
    const tag = document.createElement('script');
    tag.src = WIDGET_SCRIPT;
    tag.async = true;
    tag.dataset.agent = publicId;
    tag.dataset.preview = containerId;
    script.current = tag;
    // A script once added runs even if removed, and StrictMode mounts twice in development:
    // adding it after the mount holds keeps one widget in the box.
    const timer = setTimeout(() => document.body.append(tag));
    return () => {
      clearTimeout(timer);
      tag.remove();
      script.current = null;
      container?.replaceChildren();
    };
  }, [publicId, containerId, ready]);

  // After the effect above, so the first token is on the tag before it is added.
  useEffect(() => {
    if (script.current && token) script.current.dataset.previewToken = token;
  }, [token]);

  return (
    <Box
      ref={box}
      id={containerId}
      role="region"
      aria-label={copy.previewLabel}
      sx={{
        position: 'relative',
        overflow: 'hidden',
        height: 420,
        bgcolor: 'background.default',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      {/* Only while no widget is in the box: the widget's own element lives beside React's. */}
      {!ready && previewToken.isError && (
        <Typography role="alert" variant="body2" color="text.secondary" sx={{ p: 2 }}>
          {copy.previewFailed}
        </Typography>
      )}
    </Box>
  );
}
