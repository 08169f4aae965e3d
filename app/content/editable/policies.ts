import { z } from '#app/lib/schemas/z.ts';
import { firstPolicyFigures, type PolicyFigures } from '../cancellation-policy.ts';
import { type ContentDefinition, type ContentField, figure } from './fields.ts';

// The cancellation policy's figures: the refund engine decides with them and the refund policy page
// (its {event.noticeHours} and like tokens) says them, so the two never disagree. They decide money,
// so only a role that may change settings (the owner) edits them; a change applies to bookings made after it.

const PERCENT = 100;
const NOTICE_HOURS = 720;
const DAYS = 730;

/** Each figure's label, which its field shows and its schema's refusal names. */
const LABELS = {
  'event.noticeHours': 'Event notice (hours)',
  'event.creditPercent': 'Event credit (%)',
  'event.creditValidDays': 'Event credit valid (days)',
  'retreat.noticeDays': 'Retreat and stay notice (days)',
  'retreat.refundPercent': 'Retreat and stay refund (%)',
  'retreat.creditValidDays': 'Retreat and stay credit valid (days)',
  'estate.creditValidDays': 'Credit when we cancel, valid (days)',
} as const;
type FigureName = keyof typeof LABELS;

const schema = z.object({
  event: z.object({
    noticeHours: figure(LABELS['event.noticeHours'], NOTICE_HOURS),
    creditPercent: figure(LABELS['event.creditPercent'], PERCENT),
    creditValidDays: figure(LABELS['event.creditValidDays'], DAYS),
  }),
  retreat: z.object({
    noticeDays: figure(LABELS['retreat.noticeDays'], DAYS),
    refundPercent: figure(LABELS['retreat.refundPercent'], PERCENT),
    creditValidDays: figure(LABELS['retreat.creditValidDays'], DAYS),
  }),
  estate: z.object({ creditValidDays: figure(LABELS['estate.creditValidDays'], DAYS) }),
}) satisfies z.ZodType<PolicyFigures>;

/** A field for each figure, labelled as its schema names it. */
function figureField(name: FigureName, hint: string): ContentField {
  return { name, label: LABELS[name], kind: 'number', hint };
}

export const policiesContent = {
  key: 'policies',
  label: 'Cancellation policy',
  path: '/refund-policy',
  permission: 'settings:update',
  schema,
  first: firstPolicyFigures,
  sections: [
    {
      legend: 'Workshops, classes and events',
      fields: [
        figureField('event.noticeHours', `Cancelled at least this long before the start: credit. From 0 to ${NOTICE_HOURS}.`),
        figureField('event.creditPercent', 'The share of what was paid given as credit. From 0 to 100.'),
        figureField('event.creditValidDays', `From 0 to ${DAYS}.`),
      ],
    },
    {
      legend: 'Retreats and stays',
      fields: [
        figureField('retreat.noticeDays', `Cancelled at least this long before arrival: a refund or full credit. From 0 to ${DAYS}.`),
        figureField('retreat.refundPercent', 'The share of what was paid refunded, if the guest chooses a refund. From 0 to 100.'),
        figureField('retreat.creditValidDays', `From 0 to ${DAYS}.`),
      ],
    },
    {
      legend: 'When we cancel',
      fields: [figureField('estate.creditValidDays', `Credit for all that was paid. From 0 to ${DAYS}.`)],
    },
  ],
} satisfies ContentDefinition<typeof schema>;
