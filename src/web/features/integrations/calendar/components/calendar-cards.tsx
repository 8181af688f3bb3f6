import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { calendarChoicesCopy as copy } from '@shared/calendar-choices.ts';
import { CalendarChoicesForm, type CalendarChoicesFormProps } from './calendar-choices-form.tsx';

const cardContentSx = {
  p: { xs: 2.5, sm: 3 },
  '&:last-child': { pb: { xs: 2.5, sm: 3 } },
} as const;

/** A calendar page's first card: the provider, its state, who is connected, then `children`. */
export function CalendarConnectionCard({
  icon,
  name,
  state,
  who,
  children,
}: {
  icon: ReactNode;
  name: string;
  /** A chip saying whether it is connected; nothing before it is. */
  state: ReactNode;
  who: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardContent sx={cardContentSx}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3 }}>
          <Avatar sx={{ bgcolor: 'primary.main' }}>{icon}</Avatar>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            {/* The name keeps to one line: on a phone the chip moves under it instead. */}
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5 }}>
              <Typography component="h2" variant="h6" sx={{ whiteSpace: 'nowrap' }}>
                {name}
              </Typography>
              {state}
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {who}
            </Typography>
          </Box>
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}

/** The connected account's calendars: which block time, which receives bookings. */
export function CalendarsCard(props: CalendarChoicesFormProps & { formKey: string }) {
  const titleId = useId();
  const { formKey, ...form } = props;
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent sx={cardContentSx}>
        <Typography id={titleId} component="h2" variant="h6">
          {copy.calendarsTitle}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
          {copy.calendarsHint}
        </Typography>
        {/* Another account is another set of calendars: the form starts again from it. */}
        <CalendarChoicesForm key={formKey} {...form} />
      </CardContent>
    </Card>
  );
}
