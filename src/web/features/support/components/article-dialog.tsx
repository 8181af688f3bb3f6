import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { type ArticleLink, type HelpArticle, helpCopy as copy } from '@shared/help-articles.ts';
import { paths } from '@shared/paths.ts';
import { ArticleBody } from './article-body.tsx';

// Portal screens open inside the app; anything else (the API reference) is a page of its own.
const linkProps = ({ to }: ArticleLink) =>
  to.startsWith(`${paths.portal.root}/`) ? { component: RouterLink, to } : { href: to };

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
      // A long article on a phone reads better with narrow margins than in a narrow column.
      slotProps={{
        paper: {
          sx: {
            mx: { xs: 1.5, sm: 4 },
            width: { xs: 'calc(100% - 24px)', sm: 'calc(100% - 64px)' },
          },
        },
      }}
    >
      {article && (
        <>
          <DialogTitle id="article-dialog-title">{article.title}</DialogTitle>
          <DialogContent dividers sx={{ px: { xs: 2, sm: 3 } }}>
            <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
              <Chip size="small" label={copy.types[article.type]} />
              <Chip size="small" variant="outlined" label={copy.categories[article.category]} />
            </Stack>
            <ArticleBody blocks={article.body} />
            {article.links.length > 0 && (
              <Box
                component="nav"
                aria-labelledby="article-links-title"
                sx={{ mt: 2.5, pt: 2, borderTop: 1, borderColor: 'divider' }}
              >
                <Typography
                  id="article-links-title"
                  component="h3"
                  variant="subtitle2"
                  color="text.secondary"
                  sx={{ mb: 1 }}
                >
                  {copy.whereToFindIt}
                </Typography>
                <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
                  {article.links.map((link) => (
                    <Button
                      key={link.to}
                      variant="outlined"
                      size="small"
                      endIcon={<ArrowForwardRounded />}
                      {...linkProps(link)}
                    >
                      {link.label}
                    </Button>
                  ))}
                </Stack>
              </Box>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{copy.close}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
