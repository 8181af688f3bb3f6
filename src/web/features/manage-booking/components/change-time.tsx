import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import {
  type Availability,
  bookingTimeWords,
  type ManagedBooking,
  MANAGE_BOOKING_DAYS,
  manageBookingCopy as copy,
  shortDayWords,
} from '@shared/bookings.ts';
import { queryStateCopy } from '@shared/portal-copy.ts';
import { BusyButton } from '@web/components/busy-button.tsx';
import { ApiError } from '@web/lib/api-client.ts';
import { useManagedAvailability } from '../api/get-managed-availability.ts';
import { useRescheduleManagedBooking } from '../api/reschedule-managed-booking.ts';

/** Today (YYYY-MM-DD) on the business's calendar, which the free times are counted from. */
const todayIn = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

/** The calendar day `days` after `day` (both YYYY-MM-DD). */
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

type Slot = Availability['slots'][number];

/** The free times by day of the business's calendar, days in order. */
function byDay(slots: readonly Slot[]) {
  const days = new Map<string, Slot[]>();
  for (const slot of slots) {
    const day = slot.local.slice(0, 10);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return [...days];
}

/** A row of choices that wraps on a narrow screen; each is a button that says when it is chosen. */
function Choices({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {children}
    </Box>
  );
}

/**
 * Moving the booking: the days with free times as buttons, a day's free times, then one
 * confirmation. A time taken meanwhile is said in words, and the free times are read again.
 */
export function ChangeTime({
  token,
  booking,
  onClose,
  onMoved,
}: {
  token: string;
  booking: ManagedBooking;
  onClose: () => void;
  onMoved: (booking: ManagedBooking) => void;
}) {
  const headingId = useId();
  const today = todayIn(booking.timeZone);
  const [from, setFrom] = useState(today);
  const [day, setDay] = useState<string | null>(null);
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const free = useManagedAvailability(token, from);
  const move = useRescheduleManagedBooking(token);
  const days = byDay(free.data?.slots ?? []);
  const times = days.find(([d]) => d === day)?.[1] ?? [];

  const showDays = (first: string) => {
    setFrom(first);
    setDay(null);
    setStartsAt(null);
  };
  const confirm = () => {
    if (!startsAt) return;
    setFailure(null);
    move.mutate(startsAt, {
      onSuccess: onMoved,
      onError: (error) => {
        setStartsAt(null);
        setFailure(error instanceof ApiError ? error.message : copy.changeFailed);
      },
    });
  };

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ borderTop: 1, borderColor: 'divider', pt: 3 }}
    >
      <Stack spacing={2}>
        <div>
          <Typography id={headingId} component="h2" variant="h6">
            {copy.changeTitle}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {copy.changeHint(booking.timeZone)}
          </Typography>
        </div>
        {free.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void free.refetch()}>
                {queryStateCopy.retry}
              </Button>
            }
          >
            {free.error instanceof ApiError && free.error.status < 500
              ? free.error.message
              : copy.timesFailed}
          </Alert>
        ) : !free.data ? (
          <Box role="progressbar" aria-label={copy.loadingTimes} aria-busy="true">
            <Skeleton variant="rounded" height={36} />
          </Box>
        ) : days.length === 0 ? (
          <Typography color="text.secondary">{copy.noTimes}</Typography>
        ) : (
          <Choices label={copy.days}>
            {days.map(([d]) => (
              <Button
                key={d}
                variant={d === day ? 'contained' : 'outlined'}
                aria-pressed={d === day}
                onClick={() => {
                  setDay(d);
                  setStartsAt(null);
                }}
              >
                {shortDayWords(d)}
              </Button>
            ))}
          </Choices>
        )}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
          <Button
            size="small"
            disabled={from <= today}
            onClick={() => showDays(addDays(from, -MANAGE_BOOKING_DAYS))}
          >
            {copy.earlierDays}
          </Button>
          <Button size="small" onClick={() => showDays(addDays(from, MANAGE_BOOKING_DAYS))}>
            {copy.laterDays}
          </Button>
        </Stack>
        {day ? (
          <Choices label={copy.times(shortDayWords(day))}>
            {times.map((slot) => (
              <Button
                key={slot.startsAt}
                variant={slot.startsAt === startsAt ? 'contained' : 'outlined'}
                aria-pressed={slot.startsAt === startsAt}
                onClick={() => setStartsAt(slot.startsAt)}
                sx={{ minWidth: 80 }}
              >
                {slot.local.slice(11)}
              </Button>
            ))}
          </Choices>
        ) : (
          days.length > 0 && <Typography color="text.secondary">{copy.chooseDay}</Typography>
        )}
        {startsAt && (
          <Typography sx={{ fontWeight: 600 }}>
            {copy.changeTo(bookingTimeWords(startsAt, booking.timeZone))}
          </Typography>
        )}
        {failure && <Alert severity="error">{failure}</Alert>}
        <Stack
          direction={{ xs: 'column-reverse', sm: 'row' }}
          spacing={1.5}
          sx={{ justifyContent: 'flex-end' }}
        >
          <Button color="inherit" onClick={onClose} disabled={move.isPending}>
            {copy.keepTime}
          </Button>
          <BusyButton
            type="button"
            busy={move.isPending}
            disabled={!startsAt}
            label={copy.confirmChange}
            busyLabel={copy.changing}
            onClick={confirm}
          />
        </Stack>
      </Stack>
    </Box>
  );
}
