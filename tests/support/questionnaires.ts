import type { FormDefinitionInput } from '#app/lib/questionnaire.ts';

// Questionnaire definitions that tests build on.

/** A form with one question of every kind. */
export function everyKindForm(): FormDefinitionInput {
  return {
    title: 'Health questionnaire',
    intro: 'Before you arrive.',
    sections: [
      {
        id: 's-health',
        title: 'Your health',
        questions: [
          { id: 'q-name', kind: 'short-text', label: 'Name', required: true },
          { id: 'q-conditions', kind: 'long-text', label: 'Conditions', help: 'Anything we should know', required: false },
          { id: 'q-diet', kind: 'one-choice', label: 'Diet', options: ['Vegetarian', 'Vegan'], required: true },
          { id: 'q-therapies', kind: 'several-choices', label: 'Therapies', options: ['Mud bath', 'Massage', 'Detox'], required: false },
          { id: 'q-pregnant', kind: 'yes-no', label: 'Pregnant', required: true },
          { id: 'q-surgery', kind: 'date', label: 'Last surgery', required: false },
          { id: 'q-weight', kind: 'number', label: 'Weight (kg)', min: 20, max: 300, required: false },
          { id: 'q-report', kind: 'file', label: 'Medical report', required: false },
          { id: 'q-consent', kind: 'consent', label: 'Consent', text: 'I agree to the processing of my health data.', required: true },
        ],
      },
    ],
  };
}
