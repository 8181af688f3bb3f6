import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import QuestionAnswerOutlined from '@mui/icons-material/QuestionAnswerOutlined';
import Refresh from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { aiConfigCopy as copy } from '@shared/ai-config.ts';
import {
  formatBytes,
  type KnowledgeSource,
  knowledgeKindLabels,
  knowledgeStateLabels,
  phrasingCopy,
} from '@shared/knowledge.ts';
import { ActionsMenu } from '@web/components/actions-menu.tsx';

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
  const failed = source.state === 'failed';
  const Icon = source.kind === 'qa' ? QuestionAnswerOutlined : ArticleOutlined;

  return (
    <Box
      component="li"
      aria-label={source.title}
      aria-current={highlighted ? 'true' : undefined}
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
            color={failed ? 'error' : source.state === 'indexed' ? 'success' : 'default'}
            variant={failed ? 'filled' : 'outlined'}
            label={knowledgeStateLabels[source.state]}
          />
          <Typography variant="caption" color="text.secondary">
            {formatBytes(source.size)}
            {!failed && ` · ${copy.passages(source.passageCount)}`}
            {source.phrasings.length > 0 && ` · ${phrasingCopy.count(source.phrasings.length)}`}
            {source.fileName && ` · ${source.fileName}`}
          </Typography>
        </Box>
        {failed && source.failure && (
          <Typography variant="body2" color="error" sx={{ mt: 0.75 }}>
            {copy.failedBecause(source.failure)}
          </Typography>
        )}
      </Box>
      <ActionsMenu
        label={copy.actionsFor(source.title)}
        disabled={busy}
        actions={[
          {
            label: copy.edit,
            icon: <EditOutlined fontSize="small" />,
            onSelect: () => onAction('edit', source),
          },
          {
            label: copy.reindex,
            icon: <Refresh fontSize="small" />,
            onSelect: () => onAction('reindex', source),
          },
          {
            label: copy.delete,
            icon: <DeleteOutline fontSize="small" />,
            onSelect: () => onAction('delete', source),
            danger: true,
          },
        ]}
      />
    </Box>
  );
}
