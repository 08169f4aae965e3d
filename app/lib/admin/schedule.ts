import type { AppointmentStatus } from '#app/lib/enums.ts';

// What the Schedule screen shows and says: the day's sessions by practitioner or by treatment room, in
// the estate's wall-clock times, and its sentences in one place for the screen, the server and the tests.

export const SCHEDULE_MESSAGES = {
  title: 'Schedule',
  fetchFailed: 'Failed to fetch the schedule',
  markFailed: 'Failed to mark the appointment',
  cancelFailed: 'Failed to cancel the appointment',
  moveFailed: 'Failed to move the appointment',
  notYours: 'This appointment is not one of yours.',
  notStarted: 'This appointment has not started yet.',
  notMarkable: 'Only a booked, given or missed appointment can be marked.',
  noProfile: 'Your account is not linked to a practitioner, so there is no schedule to show.',
  noPractitioners: 'No practitioner takes appointments.',
  noRooms: 'There are no treatment rooms.',
  nothingBooked: 'Nothing booked.',
  markedDone: 'Marked as done.',
  markedNoShow: 'Marked as a no-show.',
  cancelled: 'Appointment cancelled.',
  cancelledWithBooking: 'Appointment cancelled, and its booking with it; the guest has been e-mailed.',
  moved: (time: string) => `Appointment moved to ${time}.`,
  noFreeTimes: 'No free time that day. Choose another day or practitioner.',
  createFailed: 'Failed to book the appointment',
  created: (guest: string, time: string) => `Appointment booked for ${guest} at ${time}; the guest has been e-mailed.`,
  createdNoMail: (guest: string, time: string) => `Appointment booked for ${guest} at ${time}.`,
  unknownGuest: 'That guest could not be found. Search again.',
  guestNeeded: "Choose a guest, or enter a new guest's name and an e-mail or phone.",
  stayNotTheirs: "That stay is not this guest's.",
  noMatches: 'No guest matches. Enter the new guest below.',
  chooseService: 'Choose a service to see its free times.',
} as const;

export const appointmentStatusLabels: Record<AppointmentStatus, string> = {
  held: 'Held for checkout',
  booked: 'Booked',
  done: 'Done',
  'no-show': 'No-show',
  cancelled: 'Cancelled',
};

export type ScheduleView = 'practitioners' | 'rooms';

export interface ScheduleAppointment {
  id: string;
  /** 'HH:MM' on the estate's clock, and the end. */
  start: string;
  end: string;
  startsAt: string;
  serviceName: string;
  practitionerId: string;
  practitionerName: string;
  roomName: string | null;
  /** The booking's guest; none for a time held by a checkout not yet paid. */
  guestName: string | null;
  status: AppointmentStatus;
  /** Its start has passed: it may be marked done or a no-show. */
  started: boolean;
}

export interface ScheduleSpan {
  /** 'HH:MM–HH:MM' on the day shown, or the whole day. */
  label: string;
  note: string | null;
}

export interface SchedulePractitionerColumn {
  id: string;
  name: string;
  title: string | null;
  /** Working hours of the day ('09:00–18:00'), none when not working. */
  hours: string | null;
  breakTime: string | null;
  timeOff: ScheduleSpan[];
  appointments: ScheduleAppointment[];
}

export interface ScheduleRoomColumn {
  id: string;
  name: string;
  closures: ScheduleSpan[];
  appointments: ScheduleAppointment[];
}

export interface DaySchedule {
  day: string;
  today: string;
  previous: string;
  next: string;
  practitioners: SchedulePractitionerColumn[];
  rooms: ScheduleRoomColumn[];
}

/** The Schedule screen's address for a day and view; today's and the practitioners' view need no parameter. */
export function scheduleHref(day: string, today: string, view: ScheduleView, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (day !== today) params.set('day', day);
  if (view === 'rooms') params.set('view', 'rooms');
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const query = params.toString();
  return query ? `/admin/schedule?${query}` : '/admin/schedule';
}

/** Minutes after midnight as 'HH:MM'. */
export function minutesLabel(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** What the Move dialog offers: the session, who may give its service, and the chosen day's free starts. */
export interface MoveChoices {
  appointment: { id: string; serviceName: string; when: string; practitionerId: string; status: AppointmentStatus };
  day: string;
  /** The practitioner asked for; none, any free one. */
  practitionerId: string | null;
  practitioners: { id: string; name: string }[];
  starts: { startsAt: string; label: string }[];
}

/** A guest profile found by the New appointment search, or the one chosen. */
export interface NewAppointmentGuest {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
}

/**
 * What the New appointment dialog offers, step by step from its address: the guests matching the search,
 * the guest chosen (and their stays still ahead, to add the session to), every active service (those not
 * offered online too), who gives the chosen one, and the chosen day's free starts (no lead time for staff).
 */
export interface NewAppointmentChoices {
  query: string;
  matches: NewAppointmentGuest[];
  guest: NewAppointmentGuest | null;
  stays: { id: string; label: string }[];
  services: { id: string; label: string }[];
  serviceId: string | null;
  practitioners: { id: string; name: string }[];
  /** The practitioner asked for; none, any free one. */
  practitionerId: string | null;
  day: string;
  /** The first day that may be chosen: staff book from today, never before. */
  firstDay: string;
  starts: { startsAt: string; label: string }[];
}
