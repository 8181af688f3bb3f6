import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import QuestionAnswerOutlined from '@mui/icons-material/QuestionAnswerOutlined';
import Refresh from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { aiConfigCopy as copy } from '@shared/ai-config.ts';
import {
  formatBytes,
  type KnowledgeSource,
  knowledgeKindLabels,
  knowledgeStateLabels,
} from '@shared/knowledge.ts';

export type KnowledgeAction = 'edit' | 'reindex' | 'delete';

/** One source: what it is, its state (or why it failed), its size, and its actions. */
export function KnowledgeRow({
  source,
  busy,
  highlighted,
  onAction,
}: {
  source: KnowledgeSource;
  busy: boolean;
  /** Opened from an answer's source link: scrolled to and marked. */
  highlighted: boolean;
  onAction: (action: KnowledgeAction, source: KnowledgeSource) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const act = (action: KnowledgeAction) => {
    setAnchor(null);
    onAction(action, source);
  };
  const failed = source.state === 'failed';
  const Icon = source.kind === 'qa' ? QuestionAnswerOutlined : ArticleOutlined;

  return (
    <Box
      component="li"
      aria-label={source.title}
      ref={(node: HTMLElement | null) => {
        if (highlighted) node?.scrollIntoView({ block: 'center' });
      }}
      sx={{
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
        py: 1.75,
        px: { xs: 1.5, sm: 2 },
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: highlighted ? 'action.selected' : undefined,
        opacity: busy ? 0.6 : 1,
      }}
    >
      <Icon color="action" sx={{ mt: 0.25 }} aria-hidden />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{source.title}</Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{
            mt: 0.25,
            overflow: 'hidden',
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflowWrap: 'anywhere',
          }}
        >
          {source.body}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
          <Chip size="small" variant="outlined" label={knowledgeKindLabels[source.kind]} />
          <Chip
            size="small"
            color={failed ? 'error' : 'success'}
            variant={failed ? 'filled' : 'outlined'}
            label={knowledgeStateLabels[source.state]}
          />
          <Typography variant="caption" color="text.secondary">
            {formatBytes(source.size)}
            {!failed && ` · ${copy.passages(source.passageCount)}`}
            {source.fileName && ` · ${source.fileName}`}
          </Typography>
        </Box>
        {failed && source.failure && (
          <Typography variant="body2" color="error" sx={{ mt: 0.75 }}>
            {copy.failedBecause(source.failure)}
          </Typography>
        )}
      </Box>
      <IconButton
        aria-label={copy.actionsFor(source.title)}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={busy}
        edge="end"
      >
        <MoreVert />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => act('edit')}>
          <ListItemIcon>
            <EditOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{copy.edit}</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => act('reindex')}>
          <ListItemIcon>
            <Refresh fontSize="small" />
          </ListItemIcon>
          <ListItemText>{copy.reindex}</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => act('delete')} sx={{ color: 'error.main' }}>
          <ListItemIcon>
            <DeleteOutline fontSize="small" color="error" />
          </ListItemIcon>
          <ListItemText>{copy.delete}</ListItemText>
        </MenuItem>
      </Menu>
    </Box>
  );
}
