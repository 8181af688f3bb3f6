import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  type Website,
  websiteCopy as copy,
  websiteKnowledgeCopy,
} from '@shared/website-knowledge.ts';
import { BusyButton } from '@web/components/busy-button.tsx';
import { useWebsitePages } from '../api/get-websites.ts';

/** The pages the website's last crawl met, each with its state in a word and a sentence. */
export function WebsitePages({ site }: { site: Website }) {
  const pages = useWebsitePages(site);
  const list = pages.data?.pages.flatMap((page) => page.pages) ?? [];
  return (
    <Box sx={{ mt: 2.5 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {copy.pagesHeading}
      </Typography>
      {list.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {copy.noPages}
        </Typography>
      ) : (
        <Box component="ul" aria-label={copy.pagesHeading} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {list.map((page) => (
            <Box
              component="li"
              key={page.id}
              aria-label={page.title ?? page.address}
              sx={{ py: 1.25, borderBottom: 1, borderColor: 'divider' }}
            >
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
                {page.title && (
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {page.title}
                  </Typography>
                )}
                <Chip
                  size="small"
                  label={websiteKnowledgeCopy.stateLabels[page.state]}
                  color={page.state === 'indexed' ? 'success' : 'default'}
                  variant="outlined"
                />
                {page.change && page.state === 'indexed' && (
                  <Typography variant="caption" color="text.secondary">
                    {websiteKnowledgeCopy.changeLabels[page.change]}
                  </Typography>
                )}
              </Box>
              <Link
                href={page.address}
                target="_blank"
                rel="noopener noreferrer"
                variant="body2"
                sx={{ overflowWrap: 'anywhere' }}
              >
                {page.address}
              </Link>
              {page.state !== 'indexed' && (
                <Typography variant="body2" color="text.secondary">
                  {page.stateSentence}
                </Typography>
              )}
            </Box>
          ))}
        </Box>
      )}
      {pages.hasNextPage && (
        <Box sx={{ textAlign: 'center', pt: 2 }}>
          <BusyButton
            type="button"
            variant="text"
            busy={pages.isFetchingNextPage}
            label={copy.showMorePages}
            busyLabel={copy.showMorePages}
            onClick={() => void pages.fetchNextPage()}
          />
        </Box>
      )}
    </Box>
  );
}
