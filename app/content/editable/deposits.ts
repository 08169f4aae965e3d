import { z } from '#app/lib/schemas/z.ts';
import { type ContentDefinition, figure } from './fields.ts';

// The owner's rules for money still to come: what a booking left unpaid after its due date becomes. They
// decide money, so only a role that may change settings (the owner) edits them.

const OVERDUE_DAYS = 90;
const LABEL = 'Cancel when overdue (days)';

const schema = z.object({
  overdue: z.object({ cancelAfterDays: figure(LABEL, OVERDUE_DAYS) }),
});

export type DepositsContent = z.output<typeof schema>;

export const depositsContent = {
  key: 'deposits',
  label: 'Deposits and balances',
  permission: 'settings:update',
  schema,
  first: { overdue: { cancelAfterDays: 0 } },
  sections: [
    {
      legend: 'Overdue balances',
      fields: [
        {
          name: 'overdue.cancelAfterDays',
          label: LABEL,
          kind: 'number',
          hint: `A booking whose balance is this many days overdue is cancelled, the guest mailed first. 0: never. At most ${OVERDUE_DAYS}.`,
        },
      ],
    },
  ],
} satisfies ContentDefinition<typeof schema>;
