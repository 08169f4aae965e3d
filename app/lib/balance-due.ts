import { formatOrdinalDate } from './dates.ts';

// When a balance still to pay is overdue, for every screen that flags it (the bookings list and details,
// the Reports' balances): past the date it was to be paid by, or, for one given no date (what a move
// left due), once its booking has begun.

export const OVERDUE_LABEL = 'Balance overdue';

export function balanceOverdue(
  booking: { status: string; duePaise: number; balanceDueOn: string | null; eventDate: string },
  today: string,
): boolean {
  if (booking.duePaise <= 0 || (booking.status !== 'confirmed' && booking.status !== 'completed')) return false;
  return (booking.balanceDueOn ?? booking.eventDate) < today;
}

/** The details' line for what is due and by when: '₹8,500, by 12th January 2027'. */
export function dueByText(amount: string, balanceDueOn: string | null): string {
  return balanceDueOn ? `${amount}, by ${formatOrdinalDate(balanceDueOn)}` : amount;
}
