import type { PolicyFigures } from '#app/content/cancellation-policy.ts';
import type { ServiceCategory } from './enums.ts';

// What a guest booking a therapy or consultation reads on /therapies, in its checkout and on the booking's
// page: each sentence once, in a module without zod so that the page's script, the server and the tests share it.
// The sentences about taking a time itself (gone, too soon) are the engine's: app/lib/therapies-messages.ts.

export const APPOINTMENT_MESSAGES = {
  pageTitle: 'Therapies and consultations',
  intro: 'Choose a therapy or a consultation, then a day and a time that suits you.',
  empty: 'No therapies can be booked online just now. Please write to us and we will find you a time.',
  chooseService: 'Choose',
  chosen: 'Chosen',
  dayLabel: 'Day',
  practitionerLabel: 'Practitioner',
  anyPractitioner: 'Any practitioner',
  showTimes: 'Show free times',
  timesHeading: (day: string) => `Free times on ${day}`,
  noTimes: 'No free times on this day. Please try another day or practitioner.',
  duration: (minutes: number) => `${minutes} min`,
  paidAtEstate: 'Paid at the estate after your session',
  serviceGone: 'This therapy is not offered any more. Please choose another.',
  badTime: 'Please choose one of the free times shown.',
  payAtEstate: 'This therapy is paid at the estate: please reserve your time instead.',
  payOnline: 'This therapy is paid online: please book it through the checkout.',
  stayNotFound: 'That stay could not be found, or it is not confirmed.',
  paidNoTime: 'Your payment is received, but the time was taken meanwhile. It will be refunded in full.',
  staffNoTime: 'Paid online after the time had been taken: no appointment, to be refunded',
  paidNoTimeStatus: 'Paid — the time was taken',
  paidNoTimeStaff: 'Paid after the time was taken: nothing is booked, and the guest is owed a full refund.',
  reserveButton: 'RESERVE',
} as const;

/** The way to /therapies from the home page's therapy panels and the Rejuvenation page. */
export const THERAPIES_LINK = 'BOOK A THERAPY';

/** The Therapies page's headings, one per kind of service. */
export const serviceCategoryLabels = {
  consultation: 'Consultations',
  diagnostics: 'Diagnostics',
  massage: 'Massages',
  hydrotherapy: 'Hydrotherapy',
  naturopathy: 'Naturopathy',
  'emotional-wellness': 'Emotional wellness',
  creative: 'Creative therapies',
} as const satisfies Record<ServiceCategory, string>;

/** The private-session figures the owner sets, as the booking keeps them: every sentence below says them. */
type AppointmentFigures = PolicyFigures['appointment'];

/** 'once', 'twice', '3 times'. */
const times = (count: number) => (count === 1 ? 'once' : count === 2 ? 'twice' : `${count} times`);

/** Cancelling an appointment: credit with the booking's notice, none later. */
export const APPOINTMENT_CANCELLATION = {
  credit: (until: string, { creditPercent, creditValidDays }: AppointmentFigures) =>
    `You will receive ${creditPercent === 100 ? 'full' : `${creditPercent}%`} credit for this appointment, valid for ${creditValidDays} days (until ${until}), to use towards any therapy, class, stay or retreat with us.`,
  none: ({ creditNoticeHours }: AppointmentFigures) =>
    `This appointment starts in less than ${creditNoticeHours} hours, so it is non-refundable. Please write to us if you cannot come.`,
  /** The owner's figures give no credit at any notice. */
  noCredit: 'Under our cancellation policy, cancelling this appointment gives no refund or credit. Please write to us if you cannot come.',
} as const;

const stillCancel = 'You may still cancel it under the cancellation terms below, or write to us.';

/**
 * What a guest reads on their booking's page: a stay's "add a therapy" section and an appointment's "change
 * time". A guest may move their appointment free as many times as the booking's figures allow, as long as it
 * starts at least their notice ahead.
 */
export const GUEST_APPOINTMENT_MESSAGES = {
  addHeading: 'Add a therapy or consultation',
  addIntro: 'Book a therapy or a consultation during your stay, at the price for staying guests.',
  serviceLabel: 'Therapy or consultation',
  addedHeading: 'Therapies during your stay',
  addButton: 'CHOOSE A TIME',
  forStay: (reference: string) => `Booking during your stay ${reference}: the days of your stay, at the price for staying guests.`,
  changeHeading: 'Change time',
  changeIntro: ({ freeReschedules, rescheduleNoticeHours }: AppointmentFigures) =>
    `You may change the time of this appointment ${times(freeReschedules)}, free of charge, up to ${rescheduleNoticeHours} hours before it starts.`,
  changeButton: 'CHANGE TO THIS TIME',
  tooLate: ({ rescheduleNoticeHours }: AppointmentFigures) =>
    `Your appointment starts in less than ${rescheduleNoticeHours} hours, so its time can no longer be changed online. ${stillCancel}`,
  used: ({ freeReschedules }: AppointmentFigures) =>
    freeReschedules === 0
      ? `The time of this appointment cannot be changed online. ${stillCancel}`
      : freeReschedules === 1
        ? `You have already used the free change of time this appointment includes. ${stillCancel}`
        : `You have already used the ${freeReschedules} free changes of time this appointment includes. ${stillCancel}`,
  notAppointment: 'Only a therapy or consultation can have its time changed here.',
  moved: (when: string) => `Your appointment is now on ${when}. We have e-mailed you the new time with a new calendar file.`,
  failed: 'We could not change the time just now. Please try again, or write to us and we will help.',
} as const;

/** How far ahead of a start a guest may book it online: staff are not bound by it. */
export const GUEST_LEAD_MINUTES = 120;
/** How many days ahead the page offers. */
export const BOOKABLE_DAYS_AHEAD = 60;

// ---- A therapy added to a stay's bill ----
// Kept apart from the cancellation figures above (owner settings elsewhere): a staying guest who opens
// /therapies from their stay's page may pay now or have the session put on the stay's bill, paid at the
// estate (the desk, at check-out). A service paid at the estate is offered from a stay on the bill only.

/** The form's intent on /therapies: add the chosen time to the stay's bill. */
export const STAY_BILL_INTENT = 'stay-bill';

export const STAY_BILL_MESSAGES = {
  payNow: 'PAY NOW',
  addToBill: "ADD TO MY STAY'S BILL",
  choose: "Choose a time, then pay now or add it to your stay's bill and pay at the estate, for example when you check out.",
  billOnly: "Choose a time: it is added to your stay's bill, to pay at the estate, for example when you check out.",
  onBill: (amount: string) => `On your stay's bill: ${amount}`,
  paid: 'Paid',
  billTotal: (amount: string) => `Still to pay at the estate for these therapies: ${amount}`,
  confirmedMail: (amount: string) =>
    `${amount} is added to your stay's bill: please pay it at the estate, for example at the desk when you check out.`,
  noStay: 'That stay could not be found, or it is not confirmed. Please open this page again from your booking.',
  staffTerm: "Stay's bill",
  staffOwed: (amount: string, stayReference: string) => `${amount} on the bill of stay ${stayReference}, to take at the desk`,
  staffStayOwed: (amount: string, count: number) =>
    `${amount} still to pay for ${count === 1 ? 'one therapy' : `${count} therapies`} put on this stay's bill`,
} as const;
