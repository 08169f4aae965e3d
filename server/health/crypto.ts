import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { appMeta } from '../db/schema.ts';

// Guests' health answers and files are kept encrypted, so that the database (a backup, a dump, a
// replica) does not give them away without the key, which lives in the environment. AES-256-GCM: each
// value has its own random nonce, and the tag refuses any change to it. Every sealed value starts with
// the format's version and the id of the key that sealed it, so a new key can be brought in later while
// values sealed with the old one are still read (a keyring with both), then sealed again.
//
// Text is sealed as `hd1.<key id>.<base64url of nonce, tag and ciphertext>`; bytes (files) as the bytes
// 'HD1', the 4-byte key id, the nonce, the tag and the ciphertext. The header and an optional context (say,
// the answer's id) are authenticated too, so a value moved to another row or another key id is refused.

const TEXT_PREFIX = 'hd1';
const BYTES_MAGIC = Buffer.from('HD1', 'ascii');
const KEY_ID_BYTES = 4;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;

/** One key: its 32 bytes, and the id sealed values name it by (derived from it, never secret). */
export interface HealthKey {
  id: string;
  key: Buffer;
}

/** The key new values are sealed with, and every key that may have sealed stored ones. */
export interface HealthKeyring {
  current: HealthKey;
  byId: ReadonlyMap<string, Buffer>;
}

/** What reading a sealed value throws: changed, cut, sealed with a key not in the ring, or not a sealed value at all. */
export class HealthDataUnreadable extends Error {
  override name = 'HealthDataUnreadable';
}

/** A key and its id, from its 32 bytes. */
export function healthKeyOf(key: Buffer): HealthKey {
  if (key.length !== KEY_BYTES) throw new Error(`a health data key has ${KEY_BYTES} bytes`);
  const id = crypto.createHash('sha256').update('health data key id').update(key).digest().subarray(0, KEY_ID_BYTES).toString('hex');
  return { id, key: Buffer.from(key) };
}

/** A keyring that seals with `current` and reads what `current` or any of `older` sealed. */
export function healthKeyring(current: Buffer, older: readonly Buffer[] = []): HealthKeyring {
  const keys = [healthKeyOf(current), ...older.map(healthKeyOf)];
  return { current: keys[0]!, byId: new Map(keys.map((key) => [key.id, key.key])) };
}

function seal(key: HealthKey, header: Buffer, plain: Buffer, context: string): Buffer {
  const nonce = crypto.randomBytes(NONCE_BYTES);
  const cipher = crypto.createCipheriv('aes-256-gcm', key.key, nonce);
  cipher.setAAD(Buffer.concat([header, Buffer.from(context, 'utf8')]));
  const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([nonce, cipher.getAuthTag(), sealed]);
}

function open(keyring: HealthKeyring, keyId: string, header: Buffer, body: Buffer, context: string): Buffer {
  const key = keyring.byId.get(keyId);
  if (!key) throw new HealthDataUnreadable('sealed with a key this keyring does not hold');
  if (body.length < NONCE_BYTES + TAG_BYTES) throw new HealthDataUnreadable('too short to be a sealed value');
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, body.subarray(0, NONCE_BYTES));
  decipher.setAAD(Buffer.concat([header, Buffer.from(context, 'utf8')]));
  decipher.setAuthTag(body.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
  try {
    return Buffer.concat([decipher.update(body.subarray(NONCE_BYTES + TAG_BYTES)), decipher.final()]);
  } catch {
    throw new HealthDataUnreadable('changed since it was sealed, or sealed with another key');
  }
}

/** `plain` sealed as text to store: `hd1.<key id>.<…>`. `context` must be given again to read it. */
export function encryptHealthText(keyring: HealthKeyring, plain: string, context = ''): string {
  const header = Buffer.from(`${TEXT_PREFIX}.${keyring.current.id}.`, 'ascii');
  return `${header.toString('ascii')}${seal(keyring.current, header, Buffer.from(plain, 'utf8'), context).toString('base64url')}`;
}

/** The text `encryptHealthText` sealed; HealthDataUnreadable when it cannot be read with this keyring and context. */
export function decryptHealthText(keyring: HealthKeyring, sealed: string, context = ''): string {
  const match = /^hd1\.([0-9a-f]{8})\.([A-Za-z0-9_-]+)$/.exec(sealed);
  if (!match) throw new HealthDataUnreadable('not a sealed value');
  const header = Buffer.from(`${TEXT_PREFIX}.${match[1]}.`, 'ascii');
  const body = Buffer.from(match[2]!, 'base64url');
  // Base64 has spare bits in its last character, which the decoder ignores: a text that is not exactly
  // what sealing wrote is refused, so one sealed value has one spelling.
  if (body.toString('base64url') !== match[2]) throw new HealthDataUnreadable('not a sealed value');
  const plain = open(keyring, match[1]!, header, body, context);
  return new TextDecoder('utf-8', { fatal: true }).decode(plain);
}

/** `plain` (a file's bytes) sealed as bytes to store. `context` must be given again to read it. */
export function encryptHealthBytes(keyring: HealthKeyring, plain: Uint8Array, context = ''): Buffer {
  const header = Buffer.concat([BYTES_MAGIC, Buffer.from(keyring.current.id, 'hex')]);
  return Buffer.concat([header, seal(keyring.current, header, Buffer.from(plain), context)]);
}

/** The bytes `encryptHealthBytes` sealed; HealthDataUnreadable when they cannot be read with this keyring and context. */
export function decryptHealthBytes(keyring: HealthKeyring, sealed: Uint8Array, context = ''): Buffer {
  const bytes = Buffer.from(sealed);
  const headerLength = BYTES_MAGIC.length + KEY_ID_BYTES;
  if (bytes.length < headerLength || !bytes.subarray(0, BYTES_MAGIC.length).equals(BYTES_MAGIC))
    throw new HealthDataUnreadable('not a sealed value');
  const header = bytes.subarray(0, headerLength);
  return open(keyring, header.subarray(BYTES_MAGIC.length).toString('hex'), header, bytes.subarray(headerLength), context);
}

const DEV_KEY_NAME = 'health_data_key';
const keyrings = new WeakMap<object, Promise<HealthKeyring>>();

/**
 * The site's keyring: HEALTH_DATA_KEY when set (production requires it, see config.ts). Without it, as
 * with AUTH_SECRET, a key is made once and kept in the database, so development and test data stay
 * readable across restarts and every process of the site shares it; such a key protects nothing from
 * whoever reads the database, which is why production may not run on one.
 */
export function siteHealthKeyring(database: Pick<Database, 'insert' | 'select'>): Promise<HealthKeyring> {
  const configured = config().HEALTH_DATA_KEY;
  if (configured) return Promise.resolve(healthKeyring(Buffer.from(configured, 'base64')));
  const known = keyrings.get(database);
  if (known) return known;
  const made = storedDevelopmentKey(database).then((key) => healthKeyring(key));
  keyrings.set(database, made);
  made.catch(() => keyrings.delete(database));
  return made;
}

async function storedDevelopmentKey(database: Pick<Database, 'insert' | 'select'>): Promise<Buffer> {
  const candidate = crypto.randomBytes(KEY_BYTES).toString('base64');
  await database.insert(appMeta).values({ key: DEV_KEY_NAME, value: candidate }).onConflictDoNothing();
  const [row] = await database.select().from(appMeta).where(eq(appMeta.key, DEV_KEY_NAME));
  if (!row) throw new Error('could not keep the development health data key');
  return Buffer.from(row.value, 'base64');
}
