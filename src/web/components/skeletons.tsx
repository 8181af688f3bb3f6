import Box from '@mui/material/Box';
import Grid, { type GridProps } from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** Placeholder cards laid out like the grid of cards that will replace them. */
export function CardGridSkeleton({
  count,
  size,
  height,
  spacing = 3,
}: {
  count: number;
  size: GridProps['size'];
  height: number;
  spacing?: GridProps['spacing'];
}) {
  return (
    <Grid container spacing={spacing}>
      {Array.from({ length: count }, (_, index) => (
        <Grid key={index} size={size}>
          <Skeleton variant="rounded" height={height} />
        </Grid>
      ))}
    </Grid>
  );
}

/** Placeholder rows, each a title line above a shorter detail line, like a list of items. */
export function ListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <Stack spacing={2} sx={{ py: 1.5 }}>
      {Array.from({ length: rows }, (_, index) => (
        <Box key={index} sx={{ px: { xs: 2, sm: 2.5 } }}>
          <Skeleton variant="text" width="60%" sx={{ fontSize: '1rem' }} />
          <Skeleton variant="text" width="35%" sx={{ fontSize: '0.8rem' }} />
        </Box>
      ))}
    </Stack>
  );
}

/** Placeholder fields and a button at the end, like the form that will appear. */
export function FormSkeleton({ fields = 3 }: { fields?: number }) {
  return (
    <Stack spacing={2.5}>
      {Array.from({ length: fields }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={56} />
      ))}
      <Skeleton variant="rounded" width={140} height={40} sx={{ alignSelf: 'flex-end' }} />
    </Stack>
  );
}
