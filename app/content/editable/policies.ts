import { z } from '#app/lib/schemas/z.ts';
import { firstPolicyFigures, type PolicyFigures } from '../cancellation-policy.ts';
import { type ContentDefinition, type ContentField, figure } from './fields.ts';

// The cancellation policy's figures: the refund engine decides with them and the refund policy page
// (its {event.noticeHours} and like tokens) says them, so the two never disagree. They decide money,
// so only a role that may change settings (the owner) edits them; a change applies to bookings made after it.

const PERCENT = 100;
const NOTICE_HOURS = 720;
const DAYS = 730;
/** More free changes than this is no longer a policy but an open door: staff may still move any appointment. */
const RESCHEDULES = 10;

const CREDIT_SHARE_HINT = 'The share of what was paid given as credit. From 0 to 100.';

/** Each figure's label, which its field shows and its schema's refusal names. */
const LABELS = {
  'event.noticeHours': 'Event notice (hours)',
  'event.creditPercent': 'Event credit (%)',
  'event.creditValidDays': 'Event credit valid (days)',
  'retreat.noticeDays': 'Retreat and stay notice (days)',
  'retreat.refundPercent': 'Retreat and stay refund (%)',
  'retreat.creditValidDays': 'Retreat and stay credit valid (days)',
  'estate.creditValidDays': 'Credit when we cancel, valid (days)',
  'appointment.rescheduleNoticeHours': 'Session change notice (hours)',
  'appointment.freeReschedules': 'Free changes of time',
  'appointment.creditNoticeHours': 'Session cancellation notice (hours)',
  'appointment.creditPercent': 'Session credit (%)',
  'appointment.creditValidDays': 'Session credit valid (days)',
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
  appointment: z.object({
    rescheduleNoticeHours: figure(LABELS['appointment.rescheduleNoticeHours'], NOTICE_HOURS),
    freeReschedules: figure(LABELS['appointment.freeReschedules'], RESCHEDULES),
    creditNoticeHours: figure(LABELS['appointment.creditNoticeHours'], NOTICE_HOURS),
    creditPercent: figure(LABELS['appointment.creditPercent'], PERCENT),
    creditValidDays: figure(LABELS['appointment.creditValidDays'], DAYS),
  }),
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
        figureField('event.creditPercent', CREDIT_SHARE_HINT),
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
      legend: 'Therapies and consultations',
      fields: [
        figureField(
          'appointment.rescheduleNoticeHours',
          `A guest may change the time online while the session is at least this far ahead. From 0 to ${NOTICE_HOURS}.`,
        ),
        figureField('appointment.freeReschedules', `How many times a guest may change it online, free. From 0 to ${RESCHEDULES}.`),
        figureField('appointment.creditNoticeHours', `Cancelled at least this long before the session: credit. From 0 to ${NOTICE_HOURS}.`),
        figureField('appointment.creditPercent', CREDIT_SHARE_HINT),
        figureField('appointment.creditValidDays', `From 0 to ${DAYS}.`),
      ],
    },
    {
      legend: 'When we cancel',
      fields: [figureField('estate.creditValidDays', `Credit for all that was paid. From 0 to ${DAYS}.`)],
    },
  ],
} satisfies ContentDefinition<typeof schema>;
