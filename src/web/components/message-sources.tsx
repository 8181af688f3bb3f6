import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { MessageSource } from '@shared/conversations.ts';
import { agentPersonalityPath, paths } from '@shared/paths.ts';
import { playgroundCopy as copy } from '@shared/playground.ts';

/** Where the business edits a source an answer used. */
function sourceLink(source: MessageSource, agentId: string | undefined): string {
  switch (source.kind) {
    case 'briefing':
      return paths.portal.briefing;
    case 'custom_response':
      return agentId ? agentPersonalityPath(agentId) : paths.portal.personality;
    default:
      return source.sourceId
        ? `${paths.portal.aiConfig}?source=${encodeURIComponent(source.sourceId)}`
        : paths.portal.aiConfig;
  }
}

/** The knowledge an answer used, folded under it until asked for. */
export function MessageSources({
  sources,
  agentId,
}: {
  sources: MessageSource[];
  /** The answering agent, whose page holds its custom responses. */
  agentId?: string;
}) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (sources.length === 0) return null;
  return (
    <Box sx={{ mt: 0.5 }}>
      <Button
        size="small"
        color="inherit"
        onClick={() => setOpen((was) => !was)}
        aria-expanded={open}
        aria-controls={listId}
        endIcon={
          <ExpandMore
            sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
          />
        }
        sx={{ color: 'text.secondary', px: 1, minHeight: 32 }}
      >
        {copy.sources(sources.length)}
      </Button>
      <Collapse in={open} id={listId} unmountOnExit>
        <Box
          component="ul"
          aria-label={copy.sourcesOf}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, mt: 0.5 }}
        >
          {sources.map((source, index) => (
            <Box
              component="li"
              key={`${source.kind}-${source.sourceId ?? index}-${index}`}
              sx={{
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                p: 1.25,
                bgcolor: 'background.paper',
              }}
            >
              <Typography variant="caption" color="text.secondary">
                {copy.sourceKinds[source.kind]} · {Math.round(source.score * 100)}%
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {source.title}
              </Typography>
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
              >
                {source.excerpt}
              </Typography>
              {source.address ? (
                // A website's page is edited on the website: the link goes to the page itself.
                <Link
                  href={source.address}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="body2"
                  title={source.address}
                  sx={{ mt: 0.5, display: 'inline-block', overflowWrap: 'anywhere' }}
                >
                  {copy.openPage}
                </Link>
              ) : (
                <Link
                  component={RouterLink}
                  to={sourceLink(source, agentId)}
                  variant="body2"
                  sx={{ mt: 0.5, display: 'inline-block' }}
                >
                  {copy.openSource}
                </Link>
              )}
            </Box>
          ))}
        </Box>
      </Collapse>
    </Box>
  );
}
