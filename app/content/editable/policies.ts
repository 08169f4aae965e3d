import { z } from '#app/lib/schemas/z.ts';
import { firstPolicyFigures, type PolicyFigures } from '../cancellation-policy.ts';
import { type ContentDefinition, type ContentField, figure } from './fields.ts';

// The cancellation policy's figures: the refund engine decides with them and the refund policy page
// (its {event.noticeHours} and like tokens) says them, so the two never disagree. They decide money,
// so only a role that may change settings (the owner) edits them; a change applies to bookings made after it.

const PERCENT = 100;
const NOTICE_HOURS = 720;
const DAYS = 730;

const schema = z.object({
  event: z.object({
    noticeHours: figure('Event notice (hours)', NOTICE_HOURS),
    creditPercent: figure('Event credit (%)', PERCENT),
    creditValidDays: figure('Event credit valid (days)', DAYS),
  }),
  retreat: z.object({
    noticeDays: figure('Retreat and stay notice (days)', DAYS),
    refundPercent: figure('Retreat and stay refund (%)', PERCENT),
    creditValidDays: figure('Retreat and stay credit valid (days)', DAYS),
  }),
  estate: z.object({ creditValidDays: figure('Credit when we cancel, valid (days)', DAYS) }),
}) satisfies z.ZodType<PolicyFigures>;

/** A field for each figure, labelled as its schema names it. */
function figureField(name: string, label: string, hint: string): ContentField {
  return { name, label, kind: 'number', hint };
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
        figureField(
          'event.noticeHours',
          'Event notice (hours)',
          `Cancelled at least this long before the start: credit. From 0 to ${NOTICE_HOURS}.`,
        ),
        figureField('event.creditPercent', 'Event credit (%)', 'The share of what was paid given as credit. From 0 to 100.'),
        figureField('event.creditValidDays', 'Event credit valid (days)', `From 0 to ${DAYS}.`),
      ],
    },
    {
      legend: 'Retreats and stays',
      fields: [
        figureField(
          'retreat.noticeDays',
          'Retreat and stay notice (days)',
          `Cancelled at least this long before arrival: a refund or full credit. From 0 to ${DAYS}.`,
        ),
        figureField(
          'retreat.refundPercent',
          'Retreat and stay refund (%)',
          'The share of what was paid refunded, if the guest chooses a refund. From 0 to 100.',
        ),
        figureField('retreat.creditValidDays', 'Retreat and stay credit valid (days)', `From 0 to ${DAYS}.`),
      ],
    },
    {
      legend: 'When we cancel',
      fields: [
        figureField('estate.creditValidDays', 'Credit when we cancel, valid (days)', `Credit for all that was paid. From 0 to ${DAYS}.`),
      ],
    },
  ],
} satisfies ContentDefinition<typeof schema>;
