import type { CareReview, HealthAccessAction } from './enums.ts';

// The words of caring for guests' health answers, shared by the Care screen, the guest profile, Today,
// the bookings dialog, the roster's CSV column and the tests: each outcome and each summary said once.

/** A practitioner's outcome of reading a guest's answers, as the buttons and the lists say it. */
export const CARE_REVIEW_LABELS: Record<CareReview, string> = {
  reviewed: 'Reviewed',
  call: 'Call the guest',
  'not-suitable': 'Not suitable',
};

/** A booking's forms in one word (server/questionnaires/due.ts careSummaryOf), for the front desk. */
export type CareSummary = 'flagged' | 'missing' | 'complete' | 'reviewed';

export const CARE_SUMMARY_LABELS: Record<CareSummary, string> = {
  flagged: 'Flagged',
  missing: 'Forms missing',
  complete: 'Forms complete',
  reviewed: 'Reviewed',
};

/** How far one guest got with one form. */
export const FORM_STATUS_LABELS = { missing: 'Not started', draft: 'Started', complete: 'Sent' } as const;
export type FormStatus = keyof typeof FORM_STATUS_LABELS;

export const HEALTH_ACCESS_LABELS: Record<HealthAccessAction, string> = {
  view: 'Read the answers',
  file: 'Opened a file',
  review: 'Reviewed',
};

export const CARE_MESSAGES = {
  fetchFailed: 'Failed to fetch health forms',
  reviewFailed: 'Failed to save the review',
  notFound: 'These answers no longer exist.',
  refused: 'Only the owner and the practitioners looking after this guest may read their health answers.',
  erased: 'These answers were deleted.',
  unreadable: 'These answers cannot be opened with the current health key.',
  draft: 'The guest has not sent this form yet.',
  reviewSaved: 'Review saved',
  assignFailed: 'Failed to change who looks after this guest',
  assigned: 'Practitioners saved',
  noForms: 'No health forms asked for yet.',
  noLog: 'Nobody has read this guest’s health answers yet.',
  noneToShow: 'No health forms for the coming days.',
  noneToReview: 'Nothing to review.',
  waitingForReview: 'Waiting for care review',
  waitingForReviewRefused:
    'This doctor-guided booking waits for care review: a practitioner must mark every health form of its guests reviewed before it is confirmed.',
  notAPractitioner: 'Only an account with the Practitioner role can look after a guest.',
  noteTooLong: 'A note is at most 2000 characters.',
} as const;

export const CARE_NOTE_MAX = 2000;

/** How many days ahead the Care screen looks for arrivals. */
export const CARE_DAYS_AHEAD = 14;

/** One form of one guest on the Care screen. */
export interface CareQueueRow {
  responseId: string | null;
  guestId: string;
  guestName: string;
  bookingId: string;
  reference: string;
  title: string;
  arrival: string;
  status: FormStatus;
  review: CareReview | null;
  /** Whether this session may open the answers (they were sent and the guest is one it may read). */
  canRead: boolean;
}

/** One question and its answer, as the practitioner reads it. */
export interface CareAnswer {
  questionId: string;
  label: string;
  /** The answer as words; null when not answered. */
  text: string | null;
  /** File answers: each file's id (the link) and name. */
  files: { id: string; name: string }[];
}

export interface CareResponseView {
  id: string;
  guestId: string;
  guestName: string;
  reference: string;
  title: string;
  arrival: string;
  completedAt: string | null;
  answers: CareAnswer[];
  review: CareReview | null;
  note: string | null;
  reviewedBy: string | null;
  reviewedAt: string | null;
}

/** An entry of the access log on a guest's profile. */
export interface HealthAccessEntry {
  id: string;
  action: HealthAccessAction;
  staffName: string;
  staffEmail: string;
  at: string;
  form: string | null;
}

/** The address of a file a guest attached, which logs each opening. */
export const careFilePath = (fileId: string) => `/admin/care/files/${fileId}`;
export const careResponsePath = (responseId: string) => `/admin/care/${responseId}`;

/** A booking's forms on a guest's profile: statuses and outcomes only. */
export interface GuestHealthBooking {
  bookingId: string;
  reference: string;
  title: string;
  arrival: string;
  forms: { title: string; status: FormStatus; review: CareReview | null; erased: boolean; responseId: string | null }[];
}

/** An account that may look after guests, on the profile's "Looked after by" control. */
export interface PractitionerChoice {
  userId: string;
  name: string;
  email: string;
  doctor: boolean;
}

/** A booking's named guests with how far each got with each form (the bookings dialog): no answers. */
export interface BookingCareView {
  /** Held back from confirmation until a practitioner has reviewed its guests' answers (the owner's setting). */
  waitingForReview: boolean;
  partySize: number;
  guests: { name: string; forms: { title: string; status: FormStatus; review: CareReview | null; erased: boolean }[] }[];
}
