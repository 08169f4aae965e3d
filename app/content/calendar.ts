// The events calendar's fixed texts.
export const calendar = {
  eyebrow: 'Events calendar',
  headline: 'Book an Experience with us at your convenient day',
  loading: 'Loading events...',
  empty: 'No events scheduled.',
  hostLine: 'Host your Retreat at the {product}',
  hostButton: 'HOST YOUR EVENT',
} as const;

// An event card's buttons; components/calendar/event-card.enhance.ts swaps them as the card opens and fills.
export const eventCard = {
  showMore: 'SHOW MORE',
  showLess: 'SHOW LESS',
  book: 'BOOK THIS EXPERIENCE',
  bookExpanded: 'BOOK NOW',
  fullyBooked: 'FULLY BOOKED',
  /** Every slot still with seats has begun (today's earlier slots). */
  closed: 'BOOKING CLOSED',
  /** A slot whose start time has passed, in place of its seats left. */
  started: 'Started',
  /** The chip of a class paid online when it is booked. */
  paidOnline: 'PAY ONLINE',
  /** A date the estate cancelled: the card says so, before staff's reason. */
  cancelled: 'Cancelled by the estate.',
  cancelledSlot: 'Cancelled',
  /** Before the instructor's name: 'With Meera Nair'. */
  with: 'With',
} as const;
