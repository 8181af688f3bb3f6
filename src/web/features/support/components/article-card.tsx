import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import PlayCircleOutline from '@mui/icons-material/PlayCircleOutline';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { type HelpArticle, type HelpArticleType, helpCopy as copy } from '@shared/help-articles.ts';
import { accentTint, type AccentColor } from '@web/components/accent-tint.ts';

const typeLooks: Record<HelpArticleType, { icon: ReactNode; tint: AccentColor }> = {
  guide: { icon: <MenuBookOutlined />, tint: 'blue' },
  video: { icon: <PlayCircleOutline />, tint: 'pink' },
  article: { icon: <ArticleOutlined />, tint: 'teal' },
};

export function ArticleCard({ article, onRead }: { article: HelpArticle; onRead: () => void }) {
  const look = typeLooks[article.type];
  const headingId = `article-${article.id}`;
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent
        sx={{
          p: 3,
          '&:last-child': { pb: 2 },
          display: 'flex',
          flexDirection: 'column',
          flex: 1,
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
          <Avatar variant="rounded" sx={{ ...accentTint(look.tint), width: 40, height: 40 }}>
            {look.icon}
          </Avatar>
          <Chip size="small" label={copy.types[article.type]} />
          <Typography variant="caption" color="text.secondary" sx={{ ml: 'auto' }}>
            {copy.categories[article.category]}
          </Typography>
        </Box>
        <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {article.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, flex: 1 }}>
          {article.description}
        </Typography>
        <Box sx={{ mt: 2 }}>
          <Button
            size="small"
            onClick={onRead}
            aria-label={`${copy.read}: ${article.title}`}
            sx={{ ml: -1 }}
          >
            {copy.read}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
