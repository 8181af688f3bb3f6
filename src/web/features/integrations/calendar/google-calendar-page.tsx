import { CalendarPage } from './calendar-page.tsx';

export default function GoogleCalendarPage() {
  return <CalendarPage provider="google" />;
}
