import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type HelpArticle, helpCopy as copy } from '@shared/help-articles.ts';

export function ArticleDialog({
  article,
  onClose,
}: {
  article: HelpArticle | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={article !== null}
      onClose={onClose}
      aria-labelledby="article-dialog-title"
      fullWidth
      maxWidth="sm"
      scroll="paper"
    >
      {article && (
        <>
          <DialogTitle id="article-dialog-title">{article.title}</DialogTitle>
          <DialogContent dividers>
            <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
              <Chip size="small" label={copy.types[article.type]} />
              <Chip size="small" variant="outlined" label={copy.categories[article.category]} />
            </Stack>
            {article.body.map((paragraph) => (
              <Typography key={paragraph} sx={{ mb: 1.5 }}>
                {paragraph}
              </Typography>
            ))}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{copy.close}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
