import { eq } from 'drizzle-orm';
import { bookingMailCopy, whenSaid } from '@shared/booking-chat.ts';
import type { WidgetLanguage } from '@shared/webchat.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { user } from '@server/platform/db/schema.ts';
import { escapeHtml } from '@server/platform/mail/escape-html.ts';
import type { Mail } from '@server/platform/mail/mailer.ts';
import { getBriefing } from '@server/core/briefing/briefing-store.ts';
import { bookingEventOf } from '@server/core/calendars/booking-event.ts';
import { icsOf } from '@server/core/calendars/calendar-event.ts';
import type { BookingView } from './booking-store.ts';

/**
 * The mails a customer gets about a booking, from the business (its name, its owner's address
 * to reply to) and in the language the customer booked in: the confirmation with the manage
 * link and the appointment as a calendar file, and the reminder the day before.
 */

export type BookingSender = { businessName: string; replyTo: string | undefined };

/** Who a booking's mails come from: the business's name as its briefing gives it, its owner's address. */
export async function bookingSenderOf(accountId: AccountId, db: Database): Promise<BookingSender> {
  const [{ briefing }, [owner]] = await Promise.all([
    getBriefing(accountId, db),
    db.select({ email: user.email, name: user.name }).from(user).where(eq(user.id, accountId)),
  ]);
  return {
    businessName: briefing?.companyName || owner?.name || '',
    replyTo: owner?.email,
  };
}

export type Written = { language: WidgetLanguage; timeZone: string; sender: BookingSender };

function customerMail(
  row: BookingView,
  { language, sender }: Written,
  {
    subject,
    lines,
    link,
  }: { subject: string; lines: string[]; link?: { href: string; label: string } },
): Mail {
  const said = bookingMailCopy[language];
  const hello = said.hello(row.customerName ?? '').replace(/\s+([,:])$/, '$1');
  const text = [
    hello,
    '',
    ...lines,
    ...(link ? ['', link.href] : []),
    '',
    `— ${sender.businessName}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="${language}">
<body style="font-family: Arial, sans-serif; line-height: 1.5; color: #1f2937;">
<p>${escapeHtml(hello)}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${link ? `<p><a href="${escapeHtml(link.href)}" style="color: #1d4ed8;">${escapeHtml(link.label)}</a></p>` : ''}
<p>— ${escapeHtml(sender.businessName)}</p>
</body>
</html>
`;
  return { to: row.customerEmail!, subject, text, html, replyTo: sender.replyTo, link: link?.href };
}

/** The confirmation: what and when, the link to change or cancel it, and the calendar file. */
export function bookingConfirmationMail(
  row: BookingView,
  written: Written,
  manageLink: string,
): Mail {
  const said = bookingMailCopy[written.language];
  const when = whenSaid(written.language, written.timeZone, row.startsAt);
  return {
    ...customerMail(row, written, {
      subject: said.confirmedSubject(row.serviceName, when),
      lines: [
        said.confirmed(written.sender.businessName),
        `${row.serviceName}, ${when}`,
        said.manage,
      ],
      link: { href: manageLink, label: said.manageButton },
    }),
    calendarEvent: calendarFile(row, written, manageLink),
  };
}

/**
 * The appointment as a file for the customer's calendar, with the same UID each time so that a
 * later one (after a move, its revision higher) updates the event the first one added.
 */
function calendarFile(row: BookingView, written: Written, description: string) {
  const revision = Math.floor((row.updatedAt.getTime() - row.createdAt.getTime()) / 1000);
  return {
    filename: 'appointment.ics',
    method: 'PUBLISH' as const,
    content: icsOf(
      {
        ...bookingEventOf(row),
        summary: `${row.serviceName} (${written.sender.businessName})`,
        description,
        sequence: Math.max(revision, 0),
      },
      { method: 'PUBLISH' },
    ),
  };
}

export type MailSaid = (typeof bookingMailCopy)[WidgetLanguage];

/** A mail that says what and when, between an opening and a closing line of `said`'s. */
function appointmentMail(
  row: BookingView,
  written: Written,
  words: (said: MailSaid) => {
    subject: (what: string, when: string) => string;
    opening: (business: string) => string;
    closing: string;
  },
): Mail {
  const { subject, opening, closing } = words(bookingMailCopy[written.language]);
  const when = whenSaid(written.language, written.timeZone, row.startsAt);
  return customerMail(row, written, {
    subject: subject(row.serviceName, when),
    lines: [opening(written.sender.businessName), `${row.serviceName}, ${when}`, closing],
  });
}

/** The reminder the day before: what and when, and how to change it (the link is not kept). */
export const bookingReminderMail = (row: BookingView, written: Written) =>
  appointmentMail(row, written, (said) => ({
    subject: said.reminderSubject,
    opening: said.reminder,
    closing: said.manageLater,
  }));

/** The business cancelled: what and when, and how to book again. */
export const bookingCancelledMail = (row: BookingView, written: Written) =>
  appointmentMail(row, written, (said) => ({
    subject: said.cancelledSubject,
    opening: said.cancelledByBusiness,
    closing: said.bookAgain,
  }));

/** The business moved it: what and its new time, and how to change it. */
export const bookingMovedMail = (row: BookingView, written: Written): Mail => ({
  ...appointmentMail(row, written, (said) => ({
    subject: said.movedSubject,
    opening: said.movedByBusiness,
    closing: said.manageLater,
  })),
  // The event the confirmation's file added moves too.
  calendarEvent: calendarFile(row, written, bookingMailCopy[written.language].manageLater),
});
