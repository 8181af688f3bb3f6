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
import { monospaceFont } from '@web/components/monospace-font.ts';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
});

function Meta({
  area,
  label,
  children,
}: {
  area: string;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <Box sx={{ minWidth: 0, gridArea: area }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
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
        gridTemplateAreas: {
          // A phone: the name beside its delete button, the key under them, then the dates,
          // the second one given the room a date and time need on one line.
          xs: '"name name delete" "key key key" "created used used"',
          // Wider: the name over its key, in all the room the dates leave, so a long name
          // wraps instead of being cut off; the date columns are as wide as a date and a date
          // and time on one line, so the rows line up.
          lg: '"name created used delete" "key created used delete"',
        },
        gridTemplateColumns: {
          xs: 'auto minmax(0, 1fr) auto',
          lg: 'minmax(0, 1fr) 7rem 11rem auto',
        },
        columnGap: { xs: 3, lg: 2 },
        rowGap: 1.5,
        alignItems: 'center',
        px: { xs: 2, sm: 3 },
        py: 2,
        '& + &': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      <Typography sx={{ fontWeight: 600, gridArea: 'name', overflowWrap: 'anywhere' }}>
        {apiKey.name}
      </Typography>
      <Box
        sx={{
          gridArea: 'key',
          maxWidth: { lg: '24rem' },
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
            fontFamily: monospaceFont,
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
      <Meta area="created" label={copy.columns.created}>
        <time dateTime={apiKey.created}>{dateFormat.format(new Date(apiKey.created))}</time>
      </Meta>
      <Meta area="used" label={copy.columns.lastUsed}>
        {apiKey.lastUsed ? (
          <time dateTime={apiKey.lastUsed}>{dateTimeFormat.format(new Date(apiKey.lastUsed))}</time>
        ) : (
          copy.never
        )}
      </Meta>
      <Box sx={{ gridArea: 'delete', justifySelf: 'end' }}>
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
