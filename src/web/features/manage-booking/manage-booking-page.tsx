import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useParams } from 'react-router';
import { manageBookingCopy as copy } from '@shared/bookings.ts';
import { QueryState } from '@web/components/query-state.tsx';
import { useDocumentTitle } from '@web/components/use-document-title.ts';
import { ApiError, isClientError } from '@web/lib/api-client.ts';
import { useManagedBooking } from './api/get-managed-booking.ts';
import { ManageCard } from './components/manage-card.tsx';
import { ManagedBookingView } from './components/managed-booking-view.tsx';
import { UnusableLink } from './components/unusable-link.tsx';

function BookingSkeleton() {
  return (
    <Stack spacing={2}>
      <Skeleton variant="text" width="40%" />
      <Skeleton variant="text" width="70%" height={36} />
      <Skeleton variant="rounded" height={72} />
      <Skeleton variant="rounded" height={40} />
    </Stack>
  );
}

/**
 * Where a customer's manage link lands: `/booking/<token>`. No account: the token opens the one
 * booking it was given for, until the appointment ends.
 */
export default function ManageBookingPage() {
  const { token = '' } = useParams();
  const booking = useManagedBooking(token);
  useDocumentTitle(copy.documentTitle);
  const refused = booking.error instanceof ApiError && booking.error.status === 404;
  return (
    <ManageCard>
      {refused ? (
        <UnusableLink
          expired={(booking.error as ApiError).code === 'link_expired'}
          message={(booking.error as ApiError).message}
        />
      ) : (
        <QueryState
          query={booking}
          loadingLabel={copy.loading}
          // A refusal in words (too many requests) is said as it is; a failure to reach us is not.
          errorMessage={
            isClientError(booking.error) ? (booking.error as ApiError).message : copy.loadFailed
          }
          skeleton={<BookingSkeleton />}
        >
          {(found) => <ManagedBookingView token={token} booking={found} />}
        </QueryState>
      )}
    </ManageCard>
  );
}
