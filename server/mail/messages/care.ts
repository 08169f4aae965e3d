import { formatOrdinalDate } from '#app/lib/dates.ts';
import type { BookingRow } from '../records.ts';
import { type FactsBooking, oneLine, whenText } from './booking-facts.ts';
import { greetingName } from './guest.ts';
import { compose, type Estate, type Message } from './layout.ts';

// What a guest is told about their health questionnaire and their data. A named guest's address was typed
// by whoever booked, not confirmed by the guest, so these mails carry a first name at most of what anyone
// typed, and never an answer: only the estate's own words, the booking's title and dates, and the link.

type CareBooking = FactsBooking & Pick<BookingRow, 'eventDate'>;

export const CARE_MAIL_MESSAGES = {
  reminderSubject: (what: string, date: string) => `Your health questionnaire for ${what} on ${date}`,
  reminderLead: (what: string, when: string, title: string) =>
    `Your ${what} is ${when}, and we have not yet received your answers to “${title}”.`,
  reminderWhy:
    'Please fill it in before you arrive, with your own link below. It takes a few minutes and helps our practitioners care for you safely.',
  reminderPrivate: 'Your answers are encrypted, and only the practitioners caring for you and the owner read them.',
  reminderAction: 'Fill in your questionnaire',
  erasedSubject: (siteName: string) => `Your data at ${siteName} has been erased`,
  erasedLead:
    'As you asked, we have erased your health questionnaire answers and files, and the personal details we kept about you beyond your bookings: date of birth, dietary needs, allergies, emergency contact, phone and our notes.',
  erasedKept:
    'The law requires us to keep the record of your bookings, payments and invoices (your name, e-mail address and state on them) for tax purposes; nothing else is kept.',
  askUs: (email: string) => `If you have a question about your data, write to ${email}.`,
} as const;

/** A named guest's required questionnaire is not sent some days before they arrive: their own link to it. */
export function questionnaireReminderMessage(
  estate: Estate,
  booking: CareBooking,
  guest: { name: string; questionnaireTitle: string; link: string },
): Message {
  return compose(estate, {
    subject: oneLine(CARE_MAIL_MESSAGES.reminderSubject(booking.eventTitle, formatOrdinalDate(booking.eventDate))),
    greeting: `Dear ${greetingName(guest.name) ?? 'guest'},`,
    paragraphs: [
      oneLine(CARE_MAIL_MESSAGES.reminderLead(booking.eventTitle, whenText(booking), guest.questionnaireTitle)),
      CARE_MAIL_MESSAGES.reminderWhy,
      CARE_MAIL_MESSAGES.reminderPrivate,
    ],
    facts: [
      ['What', booking.eventTitle],
      ['Questionnaire', guest.questionnaireTitle],
    ],
    action: { label: CARE_MAIL_MESSAGES.reminderAction, url: guest.link },
    closing: [CARE_MAIL_MESSAGES.askUs(estate.contactEmail)],
  });
}

/** The owner confirmed a guest's request to erase their data: what went, and what the law keeps. */
export function erasureConfirmedMessage(estate: Estate, guest: { name: string }): Message {
  return compose(estate, {
    subject: oneLine(CARE_MAIL_MESSAGES.erasedSubject(estate.siteName)),
    greeting: `Dear ${greetingName(guest.name) ?? 'guest'},`,
    paragraphs: [CARE_MAIL_MESSAGES.erasedLead, CARE_MAIL_MESSAGES.erasedKept],
    closing: [CARE_MAIL_MESSAGES.askUs(estate.contactEmail)],
  });
}
