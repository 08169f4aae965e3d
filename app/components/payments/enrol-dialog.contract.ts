import { numberAttribute, textAttribute } from '#app/lib/data-attribute.ts';

// Where enrol-dialog.tsx and enrol-dialog.enhance.ts meet.

export const enrolMarkup = {
  /** On the dialog: the batch it enrols in, and how many questions it asks. */
  batch: textAttribute('data-enrol-batch'),
  questions: numberAttribute('data-enrol-questions'),
  /** On each payment choice: what PAY then charges, in rupees. */
  rupees: numberAttribute('data-rupees'),
};

/** The form's fields the script reads (the payment order takes the same names). */
export const enrolFields = { payment: 'payment' } as const;

/** The dialog of one batch's ENROL button. */
export const enrolDialogId = (batchId: string) => `enrol-${batchId}`;
