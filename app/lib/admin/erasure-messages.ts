// The words of a guest's erasure request as staff see them: the profile's notice, its dialog and the
// answers of the action that confirms it; the server, the screen and the tests import the same constants.

export const ERASURE_MESSAGES = {
  heading: 'Erasure request',
  confirm: 'Confirm erasure',
  failed: 'Failed to erase the guest’s data',
  noOpenRequest: 'This guest has no open erasure request: it was confirmed already, or never made.',
  confirmed: 'The guest’s health answers and personal details were erased, and the guest was told.',
  what: 'Their health questionnaire answers and files, practitioners’ notes, date of birth, dietary needs, allergies, emergency contact, phone and staff notes are deleted. Their name and e-mail stay on their bookings, payments and invoices, which tax law requires us to keep.',
  cannotUndo: 'This cannot be undone.',
} as const;

/** The notice on the guest's profile. */
export function erasureRequestedText(date: string): string {
  return `Erasure requested on ${date}`;
}

/** The dialog's question, naming the guest. */
export function erasureQuestion(name: string): string {
  return `Erase ${name}’s health answers and personal details?`;
}
