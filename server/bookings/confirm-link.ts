import { config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { db } from '../db/index.ts';
import { linkKey, signManageToken, verifyManageToken } from './manage-link.ts';

// The link in the mail that asks a guest to confirm a reservation they made without paying:
// `/booking/confirm/<token>`, the booking id and an HMAC of it under a key of its own. The booking page's
// link (manage-link.ts), which the booking form's answer hands to the browser, cannot confirm anything:
// only whoever reads the mailbox can, which is the point of asking.

type KeySource = Pick<Database, 'insert' | 'select'>;

const PURPOSE = 'booking-confirm-link';

/** The site-relative address of the confirmation page for this booking. */
export async function confirmPath(bookingId: string, database: KeySource = db()): Promise<string> {
  return `/booking/confirm/${signManageToken(bookingId, await linkKey(PURPOSE, database))}`;
}

/** The absolute URL mailed to the guest: `${PUBLIC_URL}/booking/confirm/<signed token>`. */
export async function confirmLink(bookingId: string, database: KeySource = db()): Promise<string> {
  return `${config().publicUrl}${await confirmPath(bookingId, database)}`;
}

/** The booking id a confirmation token was signed for, or null for any other text (a booking page's token included). */
export async function readConfirmToken(token: string, database: KeySource = db()): Promise<string | null> {
  if (typeof token !== 'string' || token.length > 64) return null;
  return verifyManageToken(token, await linkKey(PURPOSE, database));
}
