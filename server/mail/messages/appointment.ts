import { formatOrdinalDate, todayIn } from '#app/lib/dates.ts';
import { oneLine } from './booking-facts.ts';
import { compose, type Estate, type Fact, type Message } from './layout.ts';

// What a guest is told about one therapy session: the service, its day and time on the estate's clock, who
// gives it and where to come. A booking's own facts name its first time; a session moved since has its own.

export interface AppointmentMailFacts {
  serviceName: string;
  startsAt: Date;
  endsAt: Date;
  practitionerName: string;
  practitionerTitle: string | null;
  /** The treatment room; null for a service that takes none. */
  roomName: string | null;
  reference: string;
  customerName: string;
}

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** '10:00 AM' as the estate's wall clock reads the instant. */
export function clockTime(instant: Date, timeZone: string): string {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', hour12: true });
    clockFormats.set(timeZone, format);
  }
  return format.format(instant);
}

/** 'on 22nd November 2026 at 10:00 AM', in the estate's zone. */
export function sessionWhen(facts: Pick<AppointmentMailFacts, 'startsAt'>, timeZone: string): string {
  return `on ${formatOrdinalDate(todayIn(timeZone, facts.startsAt))} at ${clockTime(facts.startsAt, timeZone)}`;
}

/** Where the guest comes: the room, at the estate and its address when known. */
export function sessionPlace(facts: Pick<AppointmentMailFacts, 'roomName'>, estate: Estate): string {
  const estatePlace = estate.address ? `${estate.siteName}, ${estate.address}` : estate.siteName;
  return facts.roomName ? `${facts.roomName}, ${estatePlace}` : estatePlace;
}

export const APPOINTMENT_MAIL_MESSAGES = {
  reminderSubject: (service: string, when: string) => `See you soon: ${service} ${when}`,
  reminderLead: (service: string, site: string, when: string) => `A gentle reminder: your ${service} at ${site} is ${when}.`,
  reminderArrive: 'Please come to the reception ten minutes early, in loose, comfortable clothes.',
  calendarAttached: 'The calendar file attached puts the session in your calendar.',
  action: 'See or change your booking',
  askUs: (email: string, phone: string) => `If you cannot come or have a question, write to ${email} or call ${phone}.`,
} as const;

export function appointmentFacts(facts: AppointmentMailFacts, estate: Estate, timeZone: string): Fact[] {
  const practitioner = facts.practitionerTitle ? `${facts.practitionerName}, ${facts.practitionerTitle}` : facts.practitionerName;
  return [
    ['What', facts.serviceName],
    ['Date', formatOrdinalDate(todayIn(timeZone, facts.startsAt))],
    ['Time', `${clockTime(facts.startsAt, timeZone)} to ${clockTime(facts.endsAt, timeZone)}`],
    ['With', practitioner],
    ['Where', sessionPlace(facts, estate)],
    ['Booking reference', facts.reference],
  ];
}

/** The reminder a day before a session, with the guest's page and the session's calendar file. */
export function appointmentReminderMessage(
  estate: Estate,
  facts: AppointmentMailFacts,
  { manageUrl, timeZone, calendar }: { manageUrl: string; timeZone: string; calendar: boolean },
): Message {
  const when = sessionWhen(facts, timeZone);
  return compose(estate, {
    subject: oneLine(APPOINTMENT_MAIL_MESSAGES.reminderSubject(facts.serviceName, when)),
    greeting: `Dear ${facts.customerName},`,
    paragraphs: [
      APPOINTMENT_MAIL_MESSAGES.reminderLead(facts.serviceName, estate.siteName, when),
      APPOINTMENT_MAIL_MESSAGES.reminderArrive,
      ...(calendar ? [APPOINTMENT_MAIL_MESSAGES.calendarAttached] : []),
    ],
    facts: appointmentFacts(facts, estate, timeZone),
    ...(manageUrl ? { action: { label: APPOINTMENT_MAIL_MESSAGES.action, url: manageUrl } } : {}),
    closing: [APPOINTMENT_MAIL_MESSAGES.askUs(estate.contactEmail, estate.contactPhone)],
  });
}
