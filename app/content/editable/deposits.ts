import {
  DEPOSIT_FORM_HINTS,
  DEPOSIT_RULE_TYPE_LABELS,
  type DepositRule,
  type DepositRuleForm,
  depositRuleTypes,
  ruleFormProblem,
  ruleOfForm,
} from '#app/lib/deposit.ts';
import { z } from '#app/lib/schemas/z.ts';
import { choice, type ContentDefinition, type ContentField, figure, yesNo } from './fields.ts';

// The owner's rules for money still to come: what part of a stay (from some nights) or of an event paid
// online a guest may pay at checkout, when the rest falls due, and what a booking left unpaid after its due
// date becomes. They decide money, so only a role that may change settings (the owner) edits them. A
// retreat's rule is its own, on the Retreats screen.

const OVERDUE_DAYS = 90;
const LABEL = 'Cancel when overdue (days)';
const MAX_NIGHTS = 60;
const MAX_DAYS = 365;
const MAX_AMOUNT = 1_000_000;

const label = (what: string) => ({
  type: `${what}: deposit`,
  amount: `${what}: percentage or rupees`,
  balanceDaysBefore: `${what}: balance due (days before)`,
  nonRefundable: `${what}: deposit not refundable`,
});

/** A rule's four fields, the figure checked against the kind of rule. */
function ruleSchema<Extra extends z.ZodRawShape>(what: string, extra: Extra) {
  const labels = label(what);
  return z
    .object({
      ...extra,
      type: choice(labels.type, depositRuleTypes),
      amount: figure(labels.amount, MAX_AMOUNT),
      balanceDaysBefore: figure(labels.balanceDaysBefore, MAX_DAYS),
      nonRefundable: yesNo(labels.nonRefundable),
    })
    .superRefine((value, context) => {
      const problem = ruleFormProblem(value as Pick<DepositRuleForm, 'type' | 'amount'>);
      if (problem) context.addIssue({ code: 'custom', message: problem, path: ['amount'] });
    });
}

const STAYS = 'Stays';
const EVENTS = 'Events paid online';
const STAYS_FROM = `${STAYS}: from nights`;

const none = { type: 'none', amount: 0, balanceDaysBefore: 0, nonRefundable: false } as const;

// A rule left out (content saved before there were rules, or by a caller setting only the overdue rule)
// is no deposit, as the first content is.
const schema = z.object({
  stays: ruleSchema(STAYS, { fromNights: figure(STAYS_FROM, MAX_NIGHTS) }).default({ ...none, fromNights: 1 }),
  events: ruleSchema(EVENTS, {}).default({ ...none }),
  overdue: z.object({ cancelAfterDays: figure(LABEL, OVERDUE_DAYS) }),
});

export type DepositsContent = z.output<typeof schema>;

function ruleFields(name: string, what: string): ContentField[] {
  const labels = label(what);
  return [
    {
      name: `${name}.type`,
      label: labels.type,
      kind: 'choice',
      options: depositRuleTypes.map((value) => ({ value, label: DEPOSIT_RULE_TYPE_LABELS[value] })),
    },
    { name: `${name}.amount`, label: labels.amount, kind: 'number', hint: DEPOSIT_FORM_HINTS.amount },
    {
      name: `${name}.balanceDaysBefore`,
      label: labels.balanceDaysBefore,
      kind: 'number',
      hint: `${DEPOSIT_FORM_HINTS.days} At most ${MAX_DAYS}.`,
    },
    { name: `${name}.nonRefundable`, label: labels.nonRefundable, kind: 'yesno', hint: DEPOSIT_FORM_HINTS.kept },
  ];
}

export const depositsContent = {
  key: 'deposits',
  label: 'Deposits and balances',
  permission: 'settings:update',
  schema,
  // No deposit anywhere at first: every booking is paid in full, as before there were rules.
  first: { stays: { ...none, fromNights: 1 }, events: { ...none }, overdue: { cancelAfterDays: 0 } },
  sections: [
    {
      legend: 'Stays',
      fields: [
        {
          name: 'stays.fromNights',
          label: STAYS_FROM,
          kind: 'number',
          hint: `The rule applies to stays of at least this many nights. At most ${MAX_NIGHTS}.`,
        },
        ...ruleFields('stays', STAYS),
      ],
    },
    { legend: 'Events paid online', fields: ruleFields('events', EVENTS) },
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

/** The published rules as the checkout applies them. */
export interface DepositRules {
  stays: { fromNights: number; rule: DepositRule };
  events: DepositRule;
}

export function depositRulesOf(content: Pick<DepositsContent, 'stays' | 'events'>): DepositRules {
  return { stays: { fromNights: content.stays.fromNights, rule: ruleOfForm(content.stays) }, events: ruleOfForm(content.events) };
}
