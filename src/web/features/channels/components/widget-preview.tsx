import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import { channelsCopy as copy } from '@shared/channels-copy.ts';

/** The product's own widget script: the preview runs exactly what a website runs. */
const WIDGET_SCRIPT = '/widget.js';

export const previewContainerId = (publicId: string) => `widget-preview-${publicId}`;

/** The real widget, drawn inside this box instead of the page's corner (`data-preview`). */
export function WidgetPreview({ publicId }: { publicId: string }) {
  const box = useRef<HTMLDivElement>(null);
  const containerId = previewContainerId(publicId);

  useEffect(() => {
    const container = box.current;
    const script = document.createElement('script');
    script.src = WIDGET_SCRIPT;
    script.async = true;
    script.dataset.agent = publicId;
    script.dataset.preview = containerId;
    // A script once added runs even if removed, and StrictMode mounts twice in development:
    // adding it after the mount holds keeps one widget in the box.
    const timer = setTimeout(() => document.body.append(script));
    return () => {
      clearTimeout(timer);
      script.remove();
      container?.replaceChildren();
    };
  }, [publicId, containerId]);

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
    />
  );
}
