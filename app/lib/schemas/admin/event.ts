import { isIsoDate } from '#app/lib/dates.ts';
import { eventPaymentModes, eventTags, eventTypes } from '#app/lib/enums.ts';
import { TIMETABLE_MESSAGES } from '../../admin/timetable-messages.ts';
import { tickBox } from '../fields.ts';
import { z } from '../z.ts';
import { CATALOG_FIELDS, type FieldText, LONG_TEXT, optionalText, requiredString, requiredText, wholeNumber } from './record.ts';

export const MAX_SLOTS = 24;
export const MAX_SLOT_LENGTH = 40;
export const DEFAULT_SLOT_CAPACITY = 20;

const SLOTS_REQUIRED = 'Enter at least one time slot, such as 9:00 AM.';

/** Time slots are comma-separated and trimmed; empty pieces dropped and repeats kept once, in the order given. */
export function splitTimeSlots(text: string): string[] {
  const slots = text
    .split(',')
    .map((slot) => slot.trim())
    .filter(Boolean);
  return [...new Set(slots)];
}

const timeSlots = z
  .string({ error: SLOTS_REQUIRED })
  .max(MAX_SLOTS * (MAX_SLOT_LENGTH + 2), `Time slots must be at most ${MAX_SLOTS} slots of ${MAX_SLOT_LENGTH} characters.`)
  .transform((text, ctx) => {
    const slots = splitTimeSlots(text);
    // Issues without a path land on the field itself, where the person typed the list.
    if (slots.length === 0) ctx.addIssue({ code: 'custom', message: SLOTS_REQUIRED });
    else if (slots.length > MAX_SLOTS) ctx.addIssue({ code: 'custom', message: `Enter at most ${MAX_SLOTS} time slots.` });
    const long = slots.find((slot) => slot.length > MAX_SLOT_LENGTH);
    if (long) ctx.addIssue({ code: 'custom', message: `Each time slot must be at most ${MAX_SLOT_LENGTH} characters.` });
    return slots;
  });

export const MAX_ONLINE_PRICE_RUPEES = 1_000_000;
export const ONLINE_PRICE_REQUIRED = 'An event paid online needs its price in rupees, a whole number such as 500.';
const onlinePrice = `Price in rupees must be a whole number from 1 to ${MAX_ONLINE_PRICE_RUPEES}.`;

/** How the Payment setting is offered to staff. */
export const PAYMENT_MODE_LABELS = { 'at-estate': 'At the estate', online: 'Online' } as const;

/** The event form's fields as staff read them; the hints say the rules of the schema below. */
export const EVENT_FIELDS = {
  ...CATALOG_FIELDS,
  eventDate: { label: 'Date' },
  slotCapacity: { label: 'Seats per slot', hint: 'Each time slot takes this many bookings.' },
  priceRupees: {
    label: 'Amount charged online (Rs)',
    hint: 'Required when Payment is Online: what each seat costs, in whole rupees. The price text above is what guests read.',
  },
  timeSlots: { label: 'Time slots', hint: 'Separate slots with commas, such as 7:30 AM, 9:00 AM, 5:00 PM.' },
  staffConfirms: {
    label: 'Staff confirm bookings',
    hint: 'A guest booking without paying confirms by the link we e-mail them. Ticked, the booking then waits for staff to confirm it.',
  },
  description: { label: 'Facilitator description' },
  expandedDescription: { label: 'Expanded description (optional)' },
} as const satisfies Record<string, FieldText>;

const DATE_REQUIRED = requiredText(EVENT_FIELDS.eventDate.label);

/** The admin event form, used by Conform in the browser and by the action. */
export const eventSchema = z.object({
  title: requiredString(EVENT_FIELDS.title.label),
  tag: z.enum(eventTags, { error: 'Choose a tag: UPCOMING, FEATURED or POPULAR.' }),
  price: requiredString(EVENT_FIELDS.price.label, 100),
  duration: requiredString(EVENT_FIELDS.duration.label, 100),
  eventDate: z
    .string({ error: DATE_REQUIRED })
    .trim()
    .min(1, DATE_REQUIRED)
    .refine((value) => value === '' || isIsoDate(value), 'Enter a real calendar date.'),
  description: requiredString(EVENT_FIELDS.description.label, 2000),
  timeSlots,
  expandedDescription: optionalText('Expanded description', LONG_TEXT),
  slotCapacity: wholeNumber(EVENT_FIELDS.slotCapacity.label, 0, 500).default(DEFAULT_SLOT_CAPACITY),
  type: z.enum(eventTypes, { error: 'Choose a type: therapy, workshop or retreat.' }).default('workshop'),
  /** At the estate: a pending reservation the estate follows up. Online: the booking dialog goes on to checkout. */
  paymentMode: z.enum(eventPaymentModes, { error: 'Choose how the event is paid: at the estate or online.' }).default('at-estate'),
  /** What an online event charges per seat, in whole rupees; the text price above stays what the card shows. */
  priceRupees: z.number({ error: onlinePrice }).int(onlinePrice).min(1, onlinePrice).max(MAX_ONLINE_PRICE_RUPEES, onlinePrice).optional(),
  /** A guest's reservation confirmed by the mailed link waits for staff instead of being confirmed at once. */
  staffConfirms: tickBox.default(false),
  /** One of the instructors' records, or none; the server checks it still exists. */
  instructorId: z.uuid({ error: TIMETABLE_MESSAGES.unknownInstructor }).optional(),
});

export type EventInput = z.output<typeof eventSchema>;

/**
 * An online event without its price, or null. The back-office's catalogue extends eventSchema, so this
 * check stays outside it: the form runs it in the browser (eventFormSchema) and server/catalog/events-admin.ts
 * refuses the same on the server before anything is stored.
 */
export function onlinePriceMissing(input: Pick<EventInput, 'paymentMode' | 'priceRupees'>): string | null {
  return input.paymentMode === 'online' && input.priceRupees === undefined ? ONLINE_PRICE_REQUIRED : null;
}

/** eventSchema with the Payment check, for the form in the browser. */
export const eventFormSchema = eventSchema.superRefine((value, context) => {
  const missing = onlinePriceMissing(value);
  if (missing) context.addIssue({ code: 'custom', path: ['priceRupees'], message: missing });
});
