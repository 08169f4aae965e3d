import { dataFlag } from '#app/lib/data-attribute.ts';

// Where questionnaire-form.tsx and questionnaire-form.enhance.ts meet.

export const questionnaireFormMarkup = {
  /** A form whose answers are saved as a draft as the guest goes (not once sent: a change is then sent whole). */
  autosave: dataFlag('data-questionnaire-autosave'),
  /** Where the script says whether the last change was saved. */
  status: dataFlag('data-questionnaire-status'),
};

export const AUTOSAVE_MESSAGES = {
  saving: 'Saving…',
  saved: 'Your answers so far are saved.',
  failed: 'Not saved yet: use Save and continue later to see why.',
} as const;
