import { CONFIRM_LINK_MESSAGES } from './booking-confirm-link.ts';
import { z } from './schemas/z.ts';

// The guest side of questionnaires: naming everyone a booking is for, each guest's own page of forms,
// their data and their erasure request. The sentences live here once, for the server, the screens and
// the tests alike; so do the shapes the booking page and the guest's page are given.

export const GUEST_FORMS_MESSAGES = {
  nameRequired: 'Please give the guest’s name.',
  nameTooLong: 'A name must be at most 200 characters.',
  emailInvalid: 'Please enter a valid e-mail address (or leave it empty).',
  phoneInvalid: 'Please enter a valid phone number (or leave it empty).',
  placeInvalid: 'This place is not part of the booking.',
  placeTaken: 'This place has just been named. Please reload the page.',
  namingClosed: 'Guests can be named until the first day of the booking. Please write to us and we will help.',
  namingCancelled: 'This booking is cancelled, so no guest can be named.',
  named: (name: string) => `${name} is named. Pass on their own link so that they can fill in their forms.`,
  formsClosed: 'This booking has ended or was cancelled, so its forms can no longer be changed.',
  formNotDue: 'This form is not asked for this booking.',
  saved: 'Your answers are saved. You can come back to this page with the same link to finish.',
  sent: 'Thank you: your answers are sent.',
  fixAnswers: 'Some answers need a change: see the messages below.',
  fileTooLarge: 'A file must be at most 10 MB.',
  fileType: 'A file must be a PDF, JPEG or PNG.',
  erasureAsked: 'We have your request. Our team will confirm the erasure by e-mail within 30 days.',
  erasureOpen: 'We already have your request. Our team will confirm the erasure by e-mail within 30 days.',
  tooMany: CONFIRM_LINK_MESSAGES.tooMany,
  invalid: 'Please use the buttons on this page.',
  failed: 'We could not save this just now. Please try again, or write to us and we will help.',
  keepHint: 'We delete health answers some months after your stay; tick this to keep yours for your next visit.',
  checkoutPrompt: 'Please fill in your health questionnaire before you arrive.',
} as const;

const LIMITS = { name: 200, email: 254, phone: 40 } as const;
const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** The form that names one place of a booking. */
export const nameGuestSchema = z.object({
  intent: z.literal('name-guest'),
  position: z.coerce.number(GUEST_FORMS_MESSAGES.placeInvalid).int(GUEST_FORMS_MESSAGES.placeInvalid).min(2).max(50),
  name: z
    .string(GUEST_FORMS_MESSAGES.nameRequired)
    .trim()
    .min(1, GUEST_FORMS_MESSAGES.nameRequired)
    .max(LIMITS.name, GUEST_FORMS_MESSAGES.nameTooLong),
  email: z.preprocess(
    emptyToUndefined,
    z.string().trim().max(LIMITS.email, GUEST_FORMS_MESSAGES.emailInvalid).email(GUEST_FORMS_MESSAGES.emailInvalid).optional(),
  ),
  phone: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .max(LIMITS.phone, GUEST_FORMS_MESSAGES.phoneInvalid)
      .regex(/^\+?[\d\s()-]{6,}$/, GUEST_FORMS_MESSAGES.phoneInvalid)
      .optional(),
  ),
});
export type NameGuestInput = z.output<typeof nameGuestSchema>;

/** How far a guest has got with a form, in words: never what they answered. */
export const formStatusLabels = { missing: 'Not started', draft: 'Saved, not sent', complete: 'Sent' } as const;
export type FormStatus = keyof typeof formStatusLabels;

/** One place of a booking on its booking page: named (with each form's status and their link) or open. */
export interface PartyPlace {
  position: number;
  name: string | null;
  forms: { title: string; status: FormStatus; required: boolean }[];
  /** The booker's own page (site-relative), or the absolute link another guest is given. */
  link: string | null;
}

export interface PartyView {
  size: number;
  places: PartyPlace[];
  /** Unnamed places may still be named. */
  canName: boolean;
  /** Why they may not, when there are open places. */
  closedReason: string | null;
  /** The booker's forms to fill at checkout not yet sent: the page's prompt, with the booker's link. */
  checkoutPrompt: { link: string; titles: string[] } | null;
}
