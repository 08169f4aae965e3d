import type { FormDefinitionInput } from '#app/lib/questionnaire.ts';

// The demo estate's health questionnaire (seeded with the demo content, never in production): what a
// doctor-guided estate asks before a stay or a retreat. The owner edits it, or builds their own, at
// /admin/questionnaires.

export const demoHealthQuestionnaire = {
  title: 'Health questionnaire',
  intro:
    'So that our doctors and therapists can plan your care safely, please tell us about your health before you arrive. Only the people who care for you read your answers.',
  sections: [
    {
      id: 's-health',
      title: 'Your health',
      questions: [
        {
          id: 'q-conditions',
          kind: 'long-text',
          label: 'Do you have any medical conditions?',
          help: 'For example diabetes, high blood pressure, asthma, heart or joint problems. Write "none" if there are none.',
          required: true,
        },
        {
          id: 'q-medication',
          kind: 'long-text',
          label: 'What medication do you take?',
          help: 'Name, dose and how often. Write "none" if you take none.',
          required: true,
        },
        {
          id: 'q-allergies',
          kind: 'long-text',
          label: 'Do you have any allergies?',
          help: 'To food, medicines, oils or anything else.',
          required: true,
        },
        { id: 'q-pregnancy', kind: 'yes-no', label: 'Are you pregnant, or could you be?', required: true },
        {
          id: 'q-surgery',
          kind: 'yes-no',
          label: 'Have you had surgery in the last six months?',
          help: 'If so, please say what and when under medical conditions.',
          required: true,
        },
      ],
    },
    {
      id: 's-report',
      title: 'Medical report',
      questions: [
        {
          id: 'q-report',
          kind: 'file',
          label: 'A recent medical report (optional)',
          help: 'A PDF or a photo of a report from your doctor helps us prepare.',
          required: false,
        },
      ],
    },
    {
      id: 's-consent',
      title: 'Consent',
      questions: [
        {
          id: 'q-consent',
          kind: 'consent',
          label: 'Consent to the use of your health information',
          text: 'I agree that the estate keeps the health information I give here, and that its doctors and therapists read it, only to plan and provide my care during this stay. It is deleted after my stay unless I agree to keep it.',
          required: true,
        },
      ],
    },
  ],
} satisfies FormDefinitionInput;
