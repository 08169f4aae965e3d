import { z } from '#app/lib/schemas/z.ts';
import { type ContentDefinition, figure, yesNo } from './fields.ts';

// The owner's rules for guests' health answers: how long they are kept after a stay, what counts as a
// doctor-guided stay, and whether such a stay waits for a practitioner's review before it is confirmed.
// They decide what happens to health data, so only a role that may change settings (the owner) edits them.

const MAX_RETENTION_DAYS = 3650;
const MAX_NIGHTS = 365;

export const CARE_LABELS = {
  retentionDays: 'Keep health answers after the stay (days)',
  doctorGuidedFromNights: 'Stays guided by a doctor: from nights',
  reviewBeforeConfirm: 'Doctor-guided stays wait for review',
} as const;

const schema = z.object({
  retentionDays: figure(CARE_LABELS.retentionDays, MAX_RETENTION_DAYS),
  doctorGuidedFromNights: figure(CARE_LABELS.doctorGuidedFromNights, MAX_NIGHTS),
  reviewBeforeConfirm: yesNo(CARE_LABELS.reviewBeforeConfirm),
});

export type CareContent = z.output<typeof schema>;

export const careContent = {
  key: 'care',
  label: 'Health answers and care',
  permission: 'settings:update',
  schema,
  // Answers go 180 days after the stay unless the guest agrees to keep them; week-long stays are the
  // doctor-guided ones the home page sells; nothing waits for review until the owner asks for it.
  first: { retentionDays: 180, doctorGuidedFromNights: 7, reviewBeforeConfirm: false },
  sections: [
    {
      legend: 'Health answers and care',
      fields: [
        {
          name: 'retentionDays',
          label: CARE_LABELS.retentionDays,
          kind: 'number',
          hint: `Answers and files are deleted this many days after the stay ends, unless the guest agreed to keep them. At most ${MAX_RETENTION_DAYS}.`,
        },
        {
          name: 'doctorGuidedFromNights',
          label: CARE_LABELS.doctorGuidedFromNights,
          kind: 'number',
          hint: `A stay of at least this many nights is doctor-guided, as is every retreat marked so. 0: no stay is. At most ${MAX_NIGHTS}.`,
        },
        {
          name: 'reviewBeforeConfirm',
          label: CARE_LABELS.reviewBeforeConfirm,
          kind: 'yesno',
          hint: 'Yes: a doctor-guided booking stays pending until a practitioner has marked its guests’ health answers reviewed.',
        },
      ],
    },
  ],
} satisfies ContentDefinition<typeof schema>;

/**
 * What the legal pages may say of these settings as tokens, '{care.retentionDays}', each with its value:
 * the privacy policy states the retention period the job applies, whatever the owner sets.
 */
export function careTokens(care: Pick<CareContent, 'retentionDays'>): Record<string, string> {
  return { 'care.retentionDays': String(care.retentionDays) };
}

/** `text` with each care token replaced by its value; other braces are left as they are. */
export function fillCare(text: string, care: Pick<CareContent, 'retentionDays'>): string {
  const tokens = careTokens(care);
  return text.replace(/\{(care\.[a-zA-Z]+)\}/g, (token, name: string) => tokens[name] ?? token);
}
