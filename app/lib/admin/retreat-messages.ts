import type { RetreatView } from '../retreat-view.ts';

// What the Retreats screen says: its banners, worded like the other screens' banners.

/** A retreat as the Retreats screen lists and edits it. */
export type RetreatAdminView = RetreatView;

export const RETREAT_ADMIN_MESSAGES = {
  fetchFailed: 'Failed to fetch retreats',
  saveFailed: 'Failed to save retreat',
  deleteFailed: 'Failed to delete retreat',
  departureFailed: 'Failed to save departure',
  removeDepartureFailed: 'Failed to remove departure',
  created: 'Retreat created successfully',
  updated: 'Retreat updated successfully',
  deleted: 'Retreat deleted successfully',
  departureAdded: 'Departure added successfully',
  departureRemoved: 'Departure removed successfully',
  notFound: 'This retreat does not exist (any more).',
  departureNotFound: 'This departure does not exist (any more).',
  slugTaken: (slug: string) => `Another retreat already has the address /rejuvenation/${slug}.`,
  departureTaken: 'The retreat already has a departure on that date.',
  departureBooked: (guests: number) =>
    `${guests === 1 ? 'One guest is' : `${guests} guests are`} booked on this departure: it cannot be removed while it has guests.`,
  retreatBooked: 'This retreat has bookings, so it cannot be deleted: take it off sale instead.',
  confirmDelete: 'Are you sure you want to delete this retreat? One with bookings cannot be deleted.',
} as const;
