import { isIsoDate } from '#app/lib/dates.ts';
import { BALANCE_DAYS_LABEL, DEPOSIT_FORM_HINTS, depositRuleTypes, ruleFormProblem, ruleOfForm } from '#app/lib/deposit.ts';
import { serviceCategories, servicePaymentModes, treatmentRoomKinds } from '#app/lib/enums.ts';
import { tickBox } from '../fields.ts';
import { z } from '../z.ts';
import { type FieldText, LONG_TEXT, requiredString, requiredText, rupees, wholeNumber } from './record.ts';

// The owner's Therapies forms: a service, a practitioner's title and weekly hours, their time off, a
// treatment room and its closures. Times are the estate's wall clock; the server turns them into instants.

export const SERVICE_FIELDS = {
  name: { label: 'Name', hint: 'Its address on the site is made from it.' },
  description: { label: 'Description', hint: 'What guests read about it.' },
  photo: { label: 'Photo', hint: 'From the media library; none, the category’s photo.' },
  category: { label: 'Category' },
  durationMinutes: { label: 'Duration (minutes)' },
  bufferMinutes: { label: 'Buffer after (minutes)', hint: 'Before the practitioner and the room take the next guest.' },
  priceRupees: { label: 'Price (₹)' },
  stayPriceRupees: { label: 'Price for guests staying (₹)', hint: 'Empty: the same price.' },
  practitionerIds: { label: 'Who may give it' },
  roomKind: { label: 'Treatment room needed' },
  bookableOnline: { label: 'Bookable online', hint: 'Guests book it on the site; unticked, only staff book it.' },
  paymentMode: { label: 'Payment' },
  depositType: { label: 'Deposit', hint: DEPOSIT_FORM_HINTS.rule },
  depositAmount: { label: 'Deposit: percentage or rupees', hint: DEPOSIT_FORM_HINTS.amount },
  depositDays: { label: BALANCE_DAYS_LABEL, hint: DEPOSIT_FORM_HINTS.days },
  depositNonRefundable: { label: 'Deposit not refundable', hint: DEPOSIT_FORM_HINTS.kept },
  active: { label: 'Active', hint: 'Offered to guests and staff. Appointments already booked stay.' },
  sortOrder: { label: 'Order', hint: 'Smaller first in lists.' },
} as const satisfies Record<string, FieldText>;

export const PRACTITIONER_FIELDS = {
  title: { label: 'Title', hint: 'What guests read under the name, e.g. Ayurvedic physician.' },
  takesAppointments: { label: 'Takes appointments', hint: 'Unticked, no new appointments are offered; booked ones stay.' },
  start: { label: 'Starts' },
  end: { label: 'Ends' },
  breakStart: { label: 'Break from' },
  breakEnd: { label: 'Break until' },
  from: { label: 'From' },
  to: { label: 'Until' },
  note: { label: 'Note' },
} as const satisfies Record<string, FieldText>;

export const ROOM_FIELDS = {
  name: { label: 'Name' },
  kind: { label: 'Kind' },
  active: { label: 'Active', hint: 'Unticked, no new appointment takes this room.' },
} as const satisfies Record<string, FieldText>;

export const THERAPY_FORM_MESSAGES = {
  time: 'Please give a time as HH:MM.',
  hoursHalf: 'Give both the start and the end, or neither for a day off.',
  endBeforeStart: 'The end must come after the start.',
  breakHalf: 'Give both ends of the break, or neither.',
  breakOutside: 'The break must lie inside the working hours, and end after it starts.',
  dateTime: 'Please give a date and a time.',
  spanReversed: 'The end must come after the start.',
  practitioners: 'Please choose practitioners from the list.',
} as const;

const whole = (label: string, min: number, max: number) =>
  z.coerce.number({ error: requiredText(label) }).pipe(wholeNumber(label, min, max));

export const serviceSchema = z
  .object({
    name: requiredString(SERVICE_FIELDS.name.label, 120),
    description: requiredString(SERVICE_FIELDS.description.label, LONG_TEXT),
    photo: z.string().trim().max(200).optional(),
    category: z.enum(serviceCategories, { error: requiredText(SERVICE_FIELDS.category.label) }),
    durationMinutes: whole(SERVICE_FIELDS.durationMinutes.label, 5, 480),
    bufferMinutes: whole(SERVICE_FIELDS.bufferMinutes.label, 0, 240).default(0),
    priceRupees: rupees(SERVICE_FIELDS.priceRupees.label),
    // Empty is sent as nothing: the same price for everyone.
    stayPriceRupees: rupees(SERVICE_FIELDS.stayPriceRupees.label).optional(),
    practitionerIds: z.array(z.string().max(100), { error: THERAPY_FORM_MESSAGES.practitioners }).max(200).default([]),
    // None chosen: the service takes no room.
    roomKind: z.enum(treatmentRoomKinds, { error: requiredText(SERVICE_FIELDS.roomKind.label) }).optional(),
    bookableOnline: tickBox.default(false),
    paymentMode: z.enum(servicePaymentModes, { error: requiredText(SERVICE_FIELDS.paymentMode.label) }).default('online'),
    depositType: z.enum(depositRuleTypes, { error: requiredText(SERVICE_FIELDS.depositType.label) }).default('none'),
    depositAmount: whole(SERVICE_FIELDS.depositAmount.label, 0, 1_000_000).default(0),
    depositDays: whole(SERVICE_FIELDS.depositDays.label, 0, 365).default(0),
    depositNonRefundable: tickBox.default(false),
    active: tickBox.default(false),
    sortOrder: whole(SERVICE_FIELDS.sortOrder.label, 0, 10_000).default(0),
  })
  .superRefine((value, context) => {
    const problem = ruleFormProblem({ type: value.depositType, amount: value.depositAmount });
    if (problem) context.addIssue({ code: 'custom', message: problem, path: ['depositAmount'] });
  });

export type ServiceInput = z.output<typeof serviceSchema>;

/** The deposit rule the service form gives. */
export function serviceDepositRule(input: ServiceInput) {
  return ruleOfForm({
    type: input.depositType,
    amount: input.depositAmount,
    balanceDaysBefore: input.depositDays,
    nonRefundable: input.depositNonRefundable,
  });
}

/** 'HH:MM' (a time field's value, seconds allowed) as minutes after midnight. */
const clockTime = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, THERAPY_FORM_MESSAGES.time)
  .transform((text) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5)));

/** One weekday's row of the hours form: all empty is a day off. */
const workingDay = z
  .object({ start: clockTime.optional(), end: clockTime.optional(), breakStart: clockTime.optional(), breakEnd: clockTime.optional() })
  .superRefine((day, context) => {
    const issue = (message: string, field: keyof typeof day) => context.addIssue({ code: 'custom', message, path: [field] });
    if ((day.start === undefined) !== (day.end === undefined)) {
      issue(THERAPY_FORM_MESSAGES.hoursHalf, day.start === undefined ? 'start' : 'end');
      return;
    }
    if ((day.breakStart === undefined) !== (day.breakEnd === undefined)) {
      issue(THERAPY_FORM_MESSAGES.breakHalf, day.breakStart === undefined ? 'breakStart' : 'breakEnd');
      return;
    }
    if (day.start === undefined || day.end === undefined) {
      if (day.breakStart !== undefined) issue(THERAPY_FORM_MESSAGES.breakOutside, 'breakStart');
      return;
    }
    if (day.end <= day.start) {
      issue(THERAPY_FORM_MESSAGES.endBeforeStart, 'end');
      return;
    }
    if (day.breakStart === undefined || day.breakEnd === undefined) return;
    if (day.breakStart < day.start || day.breakEnd > day.end || day.breakEnd <= day.breakStart)
      issue(THERAPY_FORM_MESSAGES.breakOutside, 'breakStart');
  });

export const practitionerSchema = z.object({
  title: z.string().trim().max(120, `${PRACTITIONER_FIELDS.title.label} must be at most 120 characters.`).optional(),
  takesAppointments: tickBox.default(false),
  // One row per weekday, Sunday first; a day left empty is sent as nothing at all.
  hours: z.array(workingDay.optional()).max(7).default([]),
});

export type PractitionerInput = z.output<typeof practitionerSchema>;

/** The days the hours form gives, as practitioner_hours holds them. */
export function workingDaysOf(input: PractitionerInput) {
  return input.hours.flatMap((day, weekday) =>
    day?.start !== undefined && day.end !== undefined
      ? [
          {
            weekday,
            startMinute: day.start,
            endMinute: day.end,
            breakStartMinute: day.breakStart ?? null,
            breakEndMinute: day.breakEnd ?? null,
          },
        ]
      : [],
  );
}

/** A date-time field's value on the estate's clock, 'YYYY-MM-DDTHH:MM' (seconds dropped). */
const localDateTime = z
  .string({ error: THERAPY_FORM_MESSAGES.dateTime })
  .trim()
  .refine(
    (text) => /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?$/.test(text) && isIsoDate(text.slice(0, 10)),
    THERAPY_FORM_MESSAGES.dateTime,
  )
  .transform((text) => text.slice(0, 16));

/** A time off or a closure: from, until (after it) and a note. */
export const awaySpanSchema = z
  .object({
    from: localDateTime,
    to: localDateTime,
    note: z.string().trim().max(500, `${PRACTITIONER_FIELDS.note.label} must be at most 500 characters.`).optional(),
  })
  .refine((span) => span.to > span.from, { message: THERAPY_FORM_MESSAGES.spanReversed, path: ['to'] });

export type AwaySpanInput = z.output<typeof awaySpanSchema>;

export const treatmentRoomSchema = z.object({
  name: requiredString(ROOM_FIELDS.name.label, 120),
  kind: z.enum(treatmentRoomKinds, { error: requiredText(ROOM_FIELDS.kind.label) }),
  active: tickBox.default(false),
});

export type TreatmentRoomInput = z.output<typeof treatmentRoomSchema>;
