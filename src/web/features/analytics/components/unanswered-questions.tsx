import LibraryAddOutlined from '@mui/icons-material/LibraryAddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Analytics } from '@shared/analytics.ts';
import { analyticsCopy as copy } from '@shared/analytics-copy.ts';
import { conversationPath } from '@shared/paths.ts';
import { NoticeSnackbar, type Notice } from '@web/components/notice-snackbar.tsx';
import { formatMoment } from '../format-figures.ts';
import { AddToKnowledgeDialog } from './add-to-knowledge-dialog.tsx';

type Unanswered = Analytics['unanswered'][number];

function UnansweredRow({ item, onAdd }: { item: Unanswered; onAdd: () => void }) {
  const questionId = useId();
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { sm: 'center' },
        gap: { xs: 1, sm: 2 },
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Link
          id={questionId}
          component={RouterLink}
          to={conversationPath(item.conversationId)}
          sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
        >
          {item.question}
        </Link>
        <Typography variant="body2" color="text.secondary">
          {copy.askedTimes(item.count)} · {copy.lastAsked(formatMoment(item.lastAskedAt))}
        </Typography>
      </Box>
      <Button
        size="small"
        variant="outlined"
        startIcon={<LibraryAddOutlined />}
        onClick={onAdd}
        aria-describedby={questionId}
        sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}
      >
        {copy.addToKnowledge}
      </Button>
    </Box>
  );
}

/**
 * What customers asked that the agents could not answer, each opening its latest conversation
 * in History, and each a step away from becoming knowledge the agents answer from.
 */
export function UnansweredQuestions({ unanswered }: Pick<Analytics, 'unanswered'>) {
  const titleId = useId();
  const [adding, setAdding] = useState<Unanswered | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Typography id={titleId} component="h2" variant="h6">
          {copy.unansweredTitle}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {copy.unansweredSubtitle}
        </Typography>
        {unanswered.length === 0 ? (
          <Typography color="text.secondary">{copy.unansweredNone}</Typography>
        ) : (
          <Box component="ul" aria-labelledby={titleId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {unanswered.map((item) => (
              <UnansweredRow key={item.conversationId} item={item} onAdd={() => setAdding(item)} />
            ))}
          </Box>
        )}
      </CardContent>
      {adding !== null && (
        <AddToKnowledgeDialog
          question={adding.question}
          closestQa={adding.closestQa}
          onClose={() => setAdding(null)}
          onAdded={(to) => {
            setAdding(null);
            setNotice({
              severity: 'success',
              message: to === undefined ? copy.addedToKnowledge : copy.addedAsPhrasing(to),
            });
          }}
        />
      )}
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </Card>
  );
}
