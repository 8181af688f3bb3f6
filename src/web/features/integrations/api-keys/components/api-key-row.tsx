import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { apiKeyCopy as copy, type ApiKey } from '@shared/integrations.ts';
import { useRevealApiKey } from '../api/reveal-api-key.ts';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
});

function Meta({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: { md: 'nowrap' } }}>
        {children}
      </Typography>
    </Box>
  );
}

/** One key: masked unless revealed; copy and delete. */
export function ApiKeyRow({
  apiKey,
  deleting,
  onCopy,
  onRevealFailed,
  onDelete,
}: {
  apiKey: ApiKey;
  deleting: boolean;
  /** Called within the click, with the key itself or, when not fetched yet, its request. */
  onCopy: (key: string | Promise<string>) => void;
  onRevealFailed: () => void;
  onDelete: () => void;
}) {
  const reveal = useRevealApiKey();
  const [revealed, setRevealed] = useState<string>();
  const [loading, setLoading] = useState(false);

  const toggle = async () => {
    if (revealed) return setRevealed(undefined);
    setLoading(true);
    try {
      setRevealed(await reveal.fetch(apiKey.id));
    } catch {
      onRevealFailed();
    } finally {
      setLoading(false);
    }
  };

  return (
    <Box
      component="li"
      aria-label={apiKey.name}
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: '1fr 1fr auto',
          // Fixed date columns, wide enough for a date and time on one line, keep the rows'
          // columns aligned; the key's name and value share the rest.
          md: 'minmax(160px, 1fr) minmax(0, 2fr) 112px 176px auto',
        },
        gap: { xs: 1.5, md: 2 },
        alignItems: 'center',
        px: { xs: 2, sm: 3 },
        py: 2,
        '& + &': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      <Typography sx={{ fontWeight: 600, gridColumn: { xs: '1 / -1', md: 'auto' } }} noWrap>
        {apiKey.name}
      </Typography>
      <Box
        sx={{
          gridColumn: { xs: '1 / -1', md: 'auto' },
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          minWidth: 0,
          bgcolor: 'action.hover',
          borderRadius: 1,
          pl: 1.5,
        }}
      >
        <Typography
          component="code"
          data-testid="api-key-value"
          sx={{
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
            fontSize: { xs: '0.78rem', sm: '0.85rem' },
            flex: 1,
            minWidth: 0,
            overflowWrap: 'anywhere',
            py: 0.75,
          }}
        >
          {revealed ?? apiKey.maskedKey}
        </Typography>
        <Tooltip title={revealed ? copy.hide(apiKey.name) : copy.show(apiKey.name)}>
          <IconButton
            size="small"
            aria-label={revealed ? copy.hide(apiKey.name) : copy.show(apiKey.name)}
            aria-pressed={Boolean(revealed)}
            onClick={() => void toggle()}
            disabled={loading}
          >
            {revealed ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
          </IconButton>
        </Tooltip>
        <Tooltip title={copy.copy(apiKey.name)}>
          <IconButton
            size="small"
            aria-label={copy.copy(apiKey.name)}
            onClick={() => onCopy(reveal.known(apiKey.id) ?? reveal.fetch(apiKey.id))}
          >
            <ContentCopy fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      <Meta label={copy.columns.created}>
        <time dateTime={apiKey.created}>{dateFormat.format(new Date(apiKey.created))}</time>
      </Meta>
      <Meta label={copy.columns.lastUsed}>
        {apiKey.lastUsed ? (
          <time dateTime={apiKey.lastUsed}>{dateTimeFormat.format(new Date(apiKey.lastUsed))}</time>
        ) : (
          copy.never
        )}
      </Meta>
      <Box sx={{ justifySelf: 'end' }}>
        <Tooltip title={copy.delete(apiKey.name)}>
          <span>
            <IconButton
              aria-label={copy.delete(apiKey.name)}
              color="error"
              onClick={onDelete}
              disabled={deleting}
            >
              <DeleteOutline />
            </IconButton>
          </span>
        </Tooltip>
      </Box>
    </Box>
  );
}
