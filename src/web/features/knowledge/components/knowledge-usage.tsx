import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { aiConfigCopy as copy } from '@shared/ai-config.ts';
import { formatBytes } from '@shared/knowledge.ts';

/** How much of the plan's knowledge text the sources use. */
export function KnowledgeUsage({
  usedBytes,
  limitBytes,
}: {
  usedBytes: number;
  limitBytes: number;
}) {
  const percent = limitBytes > 0 ? Math.min(100, (usedBytes / limitBytes) * 100) : 100;
  const label = copy.usage(formatBytes(usedBytes), formatBytes(limitBytes));
  return (
    <Box sx={{ minWidth: 220 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.75 }}>
        {label}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={percent >= 90 ? 'warning' : 'primary'}
        aria-label={label}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}
