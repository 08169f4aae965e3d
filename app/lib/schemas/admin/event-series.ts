import { isIsoDate } from '#app/lib/dates.ts';
import { eventRepeats, repeatEnds, seriesScopes } from '#app/lib/enums.ts';
import { MAX_SERIES_EVENTS, REPEAT_MESSAGES, repeatProblem } from '#app/lib/event-repeat.ts';
import { z } from '../z.ts';
import { eventSchema, onlinePriceMissing } from './event.ts';

// The event form's Repeat (on creating) and its "this event / this and later events" choice (on editing
// or deleting an event of a series). The rule's own checks live in app/lib/event-repeat.ts.

const countMessage = REPEAT_MESSAGES.count;

export const repeatFields = {
  repeat: z.enum(eventRepeats, { error: 'Choose how the event repeats.' }).default('none'),
  repeatWeekdays: z
    .array(z.number({ error: 'Choose weekdays from the list.' }).int().min(0).max(6))
    .max(7)
    .default([]),
  repeatEnds: z.enum(repeatEnds, { error: 'Choose when the repeat ends.' }).default('count'),
  repeatCount: z.number({ error: countMessage }).int(countMessage).min(1, countMessage).max(MAX_SERIES_EVENTS, countMessage).optional(),
  repeatUntil: z
    .string()
    .trim()
    .refine((value) => value === '' || isIsoDate(value), 'Enter a real calendar date.')
    .optional(),
};

export const scopeField = {
  /** Ignored for an event that is not in a series. */
  scope: z.enum(seriesScopes, { error: REPEAT_MESSAGES.scope }).default('this'),
};

const recordId = z.string().max(100).default('');

function onlinePriceCheck(value: Parameters<typeof onlinePriceMissing>[0], context: z.RefinementCtx) {
  const missing = onlinePriceMissing(value);
  if (missing) context.addIssue({ code: 'custom', path: ['priceRupees'], message: missing });
}

/** A new event and its Repeat, with every check that spans fields: the online price and the rule. */
export const eventCreateSchema = eventSchema.extend({ ...repeatFields, intent: z.literal('create') }).superRefine((value, context) => {
  onlinePriceCheck(value, context);
  const problem = repeatProblem(value.eventDate, repeatRuleOf(value));
  if (problem) context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
});

/** An edit: the event's fields and how far it reaches. */
export const eventUpdateSchema = eventSchema
  .extend({ ...scopeField, intent: z.literal('update'), id: recordId })
  .superRefine(onlinePriceCheck);

export const eventDeleteSchema = z.object({ ...scopeField, intent: z.literal('delete'), id: recordId });

export type RepeatInput = z.output<z.ZodObject<typeof repeatFields>>;
export type EventCreateInput = z.output<typeof eventCreateSchema>;

/** The rule as app/lib/event-repeat.ts reads it, from the form's fields. */
export function repeatRuleOf(value: RepeatInput) {
  return {
    repeat: value.repeat,
    weekdays: value.repeatWeekdays,
    ends: value.repeatEnds,
    count: value.repeatCount,
    until: value.repeatUntil || undefined,
  };
}
