import crypto from 'node:crypto';
import type { BookedReply } from '#app/lib/booking-reply.ts';
import { isRecordId } from '#app/lib/schemas/admin/record.ts';
import { authSecret } from '../auth/secret.ts';
import { config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { db } from '../db/index.ts';

// The guest's way back to a booking without an account: `/booking/<token>`, where the token is the
// booking id and an HMAC of it. Only the server can make one; a guessed, altered or truncated token
// names nothing, and the page then answers exactly as for any unknown address.

type KeySource = Pick<Database, 'insert' | 'select'>;

// 16 bytes in unpadded base64url: the booking id, then the first 16 bytes of its MAC.
const PART = /^[A-Za-z0-9_-]{22}$/;
const MAC_BYTES = 16;

/** A key of its own for each kind of link, so that no other use of the auth secret can forge or read one. */
export function deriveLinkKey(secret: string, purpose: string): Buffer {
  return crypto.createHmac('sha256', secret).update(purpose).digest();
}

const MANAGE_PURPOSE = 'booking-manage-link';

export function deriveManageKey(secret: string): Buffer {
  return deriveLinkKey(secret, MANAGE_PURPOSE);
}

function macOf(key: Buffer, idBytes: Buffer): Buffer {
  return crypto.createHmac('sha256', key).update(idBytes).digest().subarray(0, MAC_BYTES);
}

export function signManageToken(bookingId: string, key: Buffer): string {
  if (!isRecordId(bookingId)) throw new Error('a manage link needs a record id (UUID)');
  const idBytes = Buffer.from(bookingId.replaceAll('-', ''), 'hex');
  return `${idBytes.toString('base64url')}.${macOf(key, idBytes).toString('base64url')}`;
}

/** The booking id the token was signed for with this key; null for anything else. */
export function verifyManageToken(token: string, key: Buffer): string | null {
  if (typeof token !== 'string' || token.length > 64) return null;
  const [idPart, macPart, ...rest] = token.split('.');
  if (rest.length > 0 || !idPart || !macPart || !PART.test(idPart) || !PART.test(macPart)) return null;
  const idBytes = Buffer.from(idPart, 'base64url');
  const mac = Buffer.from(macPart, 'base64url');
  // The last character carries spare bits: only the one spelling the server writes is accepted.
  if (idBytes.toString('base64url') !== idPart || mac.toString('base64url') !== macPart) return null;
  if (idBytes.length !== 16 || mac.length !== MAC_BYTES) return null;
  if (!crypto.timingSafeEqual(mac, macOf(key, idBytes))) return null;
  const hex = idBytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const configuredKeys = new Map<string, Buffer>();
const keysByDatabase = new WeakMap<object, Map<string, Promise<Buffer>>>();

/**
 * The key of one kind of link. The secret is the one Better Auth signs sessions with (AUTH_SECRET, or the
 * development secret kept in the database), so every app process sharing the database makes and accepts
 * the same links.
 */
export function linkKey(purpose: string, database: KeySource): Promise<Buffer> {
  const secret = config().AUTH_SECRET;
  if (secret) {
    const key = configuredKeys.get(purpose) ?? deriveLinkKey(secret, purpose);
    configuredKeys.set(purpose, key);
    return Promise.resolve(key);
  }
  const keys = keysByDatabase.get(database) ?? new Map<string, Promise<Buffer>>();
  keysByDatabase.set(database, keys);
  const known = keys.get(purpose);
  if (known) return known;
  const key = authSecret(database).then((stored) => deriveLinkKey(stored, purpose));
  keys.set(purpose, key);
  key.catch(() => keys.delete(purpose));
  return key;
}

function manageKey(database: KeySource): Promise<Buffer> {
  return linkKey(MANAGE_PURPOSE, database);
}

/** What a booking form answers about the booking it made: its reference and the guest's page for it. */
export async function bookedReply(booking: { id: string; reference: string }): Promise<BookedReply> {
  return { reference: booking.reference, url: await managePath(booking.id) };
}

/** The address of the guest's page for this booking on this site: `/booking/<signed token>`. */
export async function managePath(bookingId: string, database: KeySource = db()): Promise<string> {
  return `/booking/${signManageToken(bookingId, await manageKey(database))}`;
}

/**
 * The absolute URL of the guest's page for this booking: `${PUBLIC_URL}/booking/<signed token>`.
 * `database` is where the development secret lives; it defaults to the app's own.
 */
export async function manageLink(bookingId: string, database: KeySource = db()): Promise<string> {
  return `${config().publicUrl}${await managePath(bookingId, database)}`;
}

/** The booking id a token was signed for, or null for a wrong or tampered token. */
export async function readManageToken(token: string, database: KeySource = db()): Promise<string | null> {
  if (typeof token !== 'string' || token.length > 64) return null;
  return verifyManageToken(token, await manageKey(database));
}
