/** The Google account the browser suite's fake Google consents as (fake-google-server.ts). */
export const e2eGoogleAccount = 'calendar.owner@gmail.example';
/** Its second calendar, besides the primary one. */
export const e2eGoogleTeamCalendar = { id: 'team@group.calendar.google.com', summary: 'Team' };
