// What the dashboard's "Health data" panel receives: guests waiting for their erasure to be confirmed, and
// the timed work on health data that keeps failing (deleting answers past their retention, reminders).

export interface ErasureRequestItem {
  guestId: string;
  name: string;
  /** When the guest asked (ISO). */
  requestedAt: string;
}

export interface CareJobFailure {
  job: 'retention' | 'reminders';
  error: string;
  /** When it last failed (ISO). */
  at: string;
}

export interface CareNeedsAction {
  erasures: ErasureRequestItem[];
  failures: CareJobFailure[];
}

export const CARE_NEEDS_ACTION_MESSAGES = {
  title: 'Health data',
  erasure: 'Erasure requested: confirm it on the guest’s profile',
  failed: {
    retention: 'Deleting health answers past their retention keeps failing; it will try again.',
    reminders: 'Questionnaire reminders keep failing; they will try again.',
  },
  lastError: (error: string) => `Last error: ${error}`,
} as const;
