import { offlineMethodLabels } from './offline-payment.ts';

// Words the payments export and the cash-up share for how money moved and what it was.

export const movementKindLabels = { payment: 'Payment', refund: 'Refund', 'given-back': 'Given back' } as const;

export const movementMethodLabels = { online: 'Online', ...offlineMethodLabels } as const;

export const productLabels = {
  event: 'Event',
  stay: 'Stay',
  retreat: 'Retreat',
  training: 'Training',
  appointment: 'Appointment',
} as const;

/** The cash-up's lines, in the order a till is counted: the desk's methods, then online, then money out. */
export const cashUpLines = ['cash', 'upi', 'card', 'bank-transfer', 'online', 'refund', 'given-back'] as const;
export type CashUpLine = (typeof cashUpLines)[number];

export const cashUpLineLabels: Record<CashUpLine, string> = {
  ...movementMethodLabels,
  refund: 'Refunds (online)',
  'given-back': 'Given back by hand',
};

/** The staff filter's value for desk payments taken before the estate kept who took them. */
export const NOT_RECORDED = 'not-recorded';

export interface CashUpRow {
  line: CashUpLine;
  count: number;
  /** Signed: refunds and money given back are negative. */
  paise: number;
}

export interface CashUpView {
  day: string;
  /** A staff member's e-mail, NOT_RECORDED, or null for everyone. */
  staff: string | null;
  rows: CashUpRow[];
  netPaise: number;
  /** Who took desk payments or gave money back that day, for the filter. */
  staffOnDay: string[];
  notRecordedOnDay: boolean;
}

export const CASH_UP_MESSAGES = {
  title: 'Cash-up',
  fetchFailed: 'The cash-up could not be loaded. Try again in a moment.',
  notRecorded: 'Not recorded',
  everyone: 'Everyone',
  badDay: 'Choose a day as YYYY-MM-DD.',
  badStaff: 'Choose a staff member from the list.',
} as const;
