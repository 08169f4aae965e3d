// The walk-in dialog's first step: the day's slots not yet begun, the next first.

export interface WalkInSlotView {
  eventId: string;
  title: string;
  slot: string;
  price: string;
  left: number;
  capacity: number;
}

export const WALK_IN_STEPS = ['Slot', 'Guest', 'Payment'] as const;

export const WALK_IN_MESSAGES = {
  open: 'Walk-in',
  title: 'Walk-in',
  noSlots: 'No class or event still to start today has a seat: a walk-in can join one that has not begun.',
  full: 'full',
  chooseSlot: 'Please choose a slot.',
  paidNeeded: 'Please choose how the guest paid, or "Not paid yet".',
  created: (reference: string) => `Walk-in booked: ${reference}`,
  createdPaid: (reference: string) => `Walk-in booked and paid: ${reference}`,
  failed: 'Failed to book the walk-in',
} as const;
