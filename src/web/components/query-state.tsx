import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { queryStateCopy } from '@shared/portal-copy.ts';

/** What QueryState reads of a TanStack query (a plain or an infinite one). */
type QueryLike<T> = {
  data: T | undefined;
  isError: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
};

type QueryStateProps<T> = {
  query: QueryLike<T>;
  /** The accessible name of the placeholder, e.g. 'Loading agents'. */
  loadingLabel: string;
  /** Said in words when the data could not be loaded; a Retry button asks again. */
  errorMessage: string;
  /** The shape of what will appear (a list, a card grid, a form), from ./skeletons.tsx. */
  skeleton: ReactNode;
  children: (data: T) => ReactNode;
};

/**
 * The one treatment of a screen's data while it loads, after it failed, and once it is here.
 * Data already shown stays shown when a later refetch fails: stale beats empty.
 */
export function QueryState<T>({
  query,
  loadingLabel,
  errorMessage,
  skeleton,
  children,
}: QueryStateProps<T>) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button
            color="inherit"
            size="small"
            loading={query.isFetching}
            onClick={() => void query.refetch()}
          >
            {queryStateCopy.retry}
          </Button>
        }
      >
        {errorMessage}
      </Alert>
    );
  }
  return (
    <Box role="progressbar" aria-label={loadingLabel} aria-busy="true">
      {skeleton}
    </Box>
  );
}
