import SearchRounded from '@mui/icons-material/SearchRounded';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  helpArticles,
  helpCategories,
  type HelpArticle,
  type HelpCategory,
  helpCopy as copy,
  searchArticles,
} from '@shared/help-articles.ts';
import { paths } from '@shared/paths.ts';
import { screenTitles } from '@shared/portal-copy.ts';
import { PageHeader } from '@web/components/page-header.tsx';
import { ArticleCard } from './components/article-card.tsx';
import { ArticleDialog } from './components/article-dialog.tsx';

export default function HelpCenterPage() {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<HelpCategory>('all');
  const [reading, setReading] = useState<HelpArticle | null>(null);
  const found = searchArticles(helpArticles, query, category);

  return (
    <>
      <PageHeader title={screenTitles.helpCenter} subtitle={copy.subtitle} />
      <Card sx={{ mb: { xs: 2, md: 3 } }}>
        <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
          <TextField
            fullWidth
            type="search"
            label={copy.searchLabel}
            placeholder={copy.searchPlaceholder}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchRounded />
                  </InputAdornment>
                ),
              },
            }}
          />
          <Box
            role="group"
            aria-label={copy.categoryLabel}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}
          >
            {helpCategories.map((id) => (
              <Chip
                key={id}
                label={copy.categories[id]}
                clickable
                color={id === category ? 'primary' : 'default'}
                variant={id === category ? 'filled' : 'outlined'}
                aria-pressed={id === category}
                onClick={() => setCategory(id)}
              />
            ))}
          </Box>
        </CardContent>
      </Card>

      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} aria-live="polite">
        {found.length > 0 && copy.results(found.length)}
      </Typography>
      {found.length === 0 ? (
        <Card>
          <CardContent sx={{ py: 6, textAlign: 'center' }}>
            <SearchOffRounded sx={{ fontSize: 48, color: 'text.disabled' }} />
            <Typography sx={{ mt: 1, fontWeight: 600 }}>{copy.empty}</Typography>
          </CardContent>
        </Card>
      ) : (
        <Grid container spacing={{ xs: 2, md: 3 }}>
          {found.map((article) => (
            <Grid key={article.id} size={{ xs: 12, sm: 6, lg: 4 }}>
              <ArticleCard article={article} onRead={() => setReading(article)} />
            </Grid>
          ))}
        </Grid>
      )}

      <Card sx={{ mt: { xs: 3, md: 4 } }}>
        <CardContent
          sx={{
            p: 3,
            '&:last-child': { pb: 3 },
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 2,
          }}
        >
          <Box sx={{ flex: 1, minWidth: 200 }}>
            <Typography component="h2" variant="h6">
              {copy.stillNeedHelp}
            </Typography>
            <Typography color="text.secondary">{copy.stillNeedHelpText}</Typography>
          </Box>
          <Button variant="contained" component={RouterLink} to={paths.portal.ticket}>
            {copy.submitTicket}
          </Button>
        </CardContent>
      </Card>
      <ArticleDialog article={reading} onClose={() => setReading(null)} />
    </>
  );
}
