import { z } from '#app/lib/schemas/z.ts';
import { arrival } from '../arrival.ts';
import { type ContentDefinition, lines, paragraph } from './fields.ts';

// The arrival notes of the guest's own booking page, first as app/content/arrival.ts has them. That page
// opens only with a guest's signed link, so no preview shows them: the definition has no public page.

const bring = (label: string) => lines(label, { min: 0, max: 10, each: 200 });

const schema = z.object({
  event: z.object({
    arrive: paragraph('When to arrive for a session', 400),
    late: paragraph('If running late', 400),
    bring: bring('Session: what to bring'),
  }),
  stay: z.object({ bring: bring('Stay: what to bring') }),
  retreat: z.object({ bring: bring('Retreat: what to bring') }),
});

export type ArrivalContent = z.output<typeof schema>;

const first: ArrivalContent = {
  event: { ...arrival.event, bring: [...arrival.event.bring] },
  stay: { bring: [...arrival.stay.bring] },
  retreat: { bring: [...arrival.retreat.bring] },
};

const NO_PREVIEW = 'Shown on each guest’s booking page, which has no preview: publish, then open a booking’s link to see it.';
const AFTER_ID =
  'One a line, at most 10. The stay page’s photo ID rule comes first, and the check-in and check-out times are the stay page’s.';

export const arrivalContent = {
  key: 'arrival',
  label: 'Arrival notes',
  schema,
  first,
  sections: [
    {
      legend: 'Classes, workshops and events',
      fields: [
        { name: 'event.arrive', label: 'When to arrive for a session', kind: 'paragraph', hint: NO_PREVIEW },
        { name: 'event.late', label: 'If running late', kind: 'paragraph' },
        { name: 'event.bring', label: 'Session: what to bring', kind: 'lines', hint: 'Optional. One a line, at most 10.' },
      ],
    },
    { legend: 'Stays', fields: [{ name: 'stay.bring', label: 'Stay: what to bring', kind: 'lines', hint: AFTER_ID }] },
    {
      legend: 'Retreats',
      fields: [
        {
          name: 'retreat.bring',
          label: 'Retreat: what to bring',
          kind: 'lines',
          hint: 'One a line, at most 10. The stay page’s photo ID rule comes first; the times are the retreat itinerary’s.',
        },
      ],
    },
  ],
} satisfies ContentDefinition<typeof schema>;
