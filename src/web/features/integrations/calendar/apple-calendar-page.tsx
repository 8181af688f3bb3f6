import { CalendarPage } from './calendar-page.tsx';

export default function AppleCalendarPage() {
  return <CalendarPage provider="apple" />;
}
