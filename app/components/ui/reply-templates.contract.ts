import { dataFlag, textAttribute } from '#app/lib/data-attribute.ts';

// Where an answer that comes without a new page is shown (reply-templates.tsx, field.tsx) and where
// reply-templates.enhance.ts finds the looks it copies.

export const replyMarkup = {
  /** The dialog's one answer region. */
  region: dataFlag('data-reply'),
  template: textAttribute('data-reply-template', ['success', 'error'] as const),
  fieldErrorTemplate: dataFlag('data-field-error-template'),
};

export type Tone = (typeof replyMarkup.template.values)[number];

/** The element under a field that holds its message. */
export const fieldErrorId = (fieldId: string) => `${fieldId}-error`;
