import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ArticleBlock } from '@shared/help-articles.ts';

// Long words (a script tag, a key prefix) must wrap rather than widen the dialog on a phone.
const wrapping = { overflowWrap: 'anywhere' } as const;

/** An article's paragraphs, headings, numbered steps and bulleted lists, in order. */
export function ArticleBody({ blocks }: { blocks: readonly ArticleBlock[] }) {
  return blocks.map((block, index) => {
    const key = String(index);
    if (typeof block === 'string') {
      return (
        <Typography key={key} sx={{ mb: 1.5, ...wrapping }}>
          {block}
        </Typography>
      );
    }
    if ('heading' in block) {
      return (
        <Typography
          key={key}
          component="h3"
          variant="subtitle1"
          sx={{ fontWeight: 700, mt: 2.5, mb: 1, '&:first-of-type': { mt: 0 } }}
        >
          {block.heading}
        </Typography>
      );
    }
    const numbered = 'steps' in block;
    return (
      <Box
        key={key}
        component={numbered ? 'ol' : 'ul'}
        sx={{
          m: 0,
          mb: 1.5,
          pl: 3,
          '& > li::marker': { color: 'primary.main', fontWeight: 700 },
        }}
      >
        {(numbered ? block.steps : block.points).map((item) => (
          <Typography key={item} component="li" sx={{ mb: 1, pl: 0.5, ...wrapping }}>
            {item}
          </Typography>
        ))}
      </Box>
    );
  });
}
