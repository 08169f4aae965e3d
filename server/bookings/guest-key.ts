import { sql } from 'drizzle-orm';
import { bookings } from '../db/schema.ts';

// Who a booking's guest is, until guests are people of their own: the lower-cased e-mail, so one
// address is one guest whatever its letter case. A booking without an e-mail address (a walk-in who
// gave none) is its own guest, keyed by its lower-cased reference: two such walk-ins never merge, and a
// reference has no '@', so it can never be taken for an address.
export const guestKey = sql<string>`coalesce(lower(${bookings.customerEmail}), lower(${bookings.reference}))`;
