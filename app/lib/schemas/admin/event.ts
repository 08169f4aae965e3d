import { isIsoDate } from '#app/lib/dates.ts';
import { eventTags, eventTypes } from '#app/lib/enums.ts';
import { z } from '../z.ts';
import { LONG_TEXT, optionalText, requiredText, wholeNumber } from './record.ts';

export const MAX_SLOTS = 24;
export const MAX_SLOT_LENGTH = 40;
export const DEFAULT_SLOT_CAPACITY = 20;

const SLOTS_REQUIRED = 'Enter at least one time slot, such as 9:00 AM.';

/** SPEC §5: comma-separated, trimmed; empty pieces dropped and repeats kept once, in the order given. */
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

/** The admin event form (SPEC §3 and §5), used by Conform in the browser and by the action. */
export const eventSchema = z.object({
  title: requiredText('Title'),
  tag: z.enum(eventTags, { error: 'Choose a tag: UPCOMING, FEATURED or POPULAR.' }),
  price: requiredText('Price', 100),
  duration: requiredText('Duration', 100),
  eventDate: z
    .string({ error: 'Date is required.' })
    .trim()
    .min(1, 'Date is required.')
    .refine((value) => value === '' || isIsoDate(value), 'Enter a real calendar date.'),
  description: requiredText('Facilitator description', 2000),
  timeSlots,
  expandedDescription: optionalText('Expanded description', LONG_TEXT),
  slotCapacity: wholeNumber('Seats per slot', 0, 500).default(DEFAULT_SLOT_CAPACITY),
  type: z.enum(eventTypes, { error: 'Choose a type: therapy, workshop or retreat.' }).default('workshop'),
});

export type EventInput = z.output<typeof eventSchema>;
