import { linkKey, signManageToken, verifyManageToken } from '../bookings/manage-link.ts';
import { config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { db } from '../db/index.ts';

// Each named guest of a booking has a link of their own, to their own questionnaires and data:
// `/booking/guest/<token>`, the booking guest's id signed as the booking's own link is, with a key of its
// own, so that neither link can be turned into the other.

type KeySource = Pick<Database, 'insert' | 'select'>;

const GUEST_LINK_PURPOSE = 'booking-guest-link';

/** The site-relative address of a booking guest's own page. */
export async function guestFormsPath(bookingGuestId: string, database: KeySource = db()): Promise<string> {
  return `/booking/guest/${signManageToken(bookingGuestId, await linkKey(GUEST_LINK_PURPOSE, database))}`;
}

/** Its absolute URL, for mail. */
export async function guestFormsLink(bookingGuestId: string, database: KeySource = db()): Promise<string> {
  return `${config().publicUrl}${await guestFormsPath(bookingGuestId, database)}`;
}

/** The booking guest's id a token was signed for, or null for a wrong or tampered token. */
export async function readGuestFormsToken(token: string, database: KeySource = db()): Promise<string | null> {
  if (typeof token !== 'string' || token.length > 64) return null;
  return verifyManageToken(token, await linkKey(GUEST_LINK_PURPOSE, database));
}
