import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appMeta } from '#server/db/schema.ts';
import { openTestDatabase, type TestDatabase } from '../../tests/support/database.ts';
import {
  decryptHealthBytes,
  decryptHealthText,
  encryptHealthBytes,
  encryptHealthText,
  HealthDataUnreadable,
  healthKeyOf,
  healthKeyring,
  siteHealthKeyring,
} from './crypto.ts';

let database: TestDatabase;
openTestDatabase((opened) => (database = opened));

const ring = healthKeyring(crypto.randomBytes(32));
const other = healthKeyring(crypto.randomBytes(32));
const secret = 'Asthma since 2019; takes salbutamol. Allergic to penicillin. ॐ';

/** The sealed text with one character of its body changed. */
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function flipped(sealed: string, at: number): string {
  const chars = [...sealed];
  chars[at] = chars[at] === 'A' ? 'B' : 'A';
  return chars.join('');
}

describe('health data encryption', () => {
  it('reads back the text and the bytes it sealed, empty ones included', () => {
    expect(decryptHealthText(ring, encryptHealthText(ring, secret))).toBe(secret);
    expect(decryptHealthText(ring, encryptHealthText(ring, ''))).toBe('');
    const file = crypto.randomBytes(100_000);
    expect(decryptHealthBytes(ring, encryptHealthBytes(ring, file)).equals(file)).toBe(true);
    expect(decryptHealthBytes(ring, encryptHealthBytes(ring, new Uint8Array(0))).length).toBe(0);
  });

  it('names the version and the key in every sealed value, and seals the same text differently each time', () => {
    const sealed = encryptHealthText(ring, secret);
    expect(sealed.startsWith(`hd1.${ring.current.id}.`)).toBe(true);
    expect(encryptHealthText(ring, secret)).not.toBe(sealed);
    const bytes = encryptHealthBytes(ring, Buffer.from(secret));
    expect(bytes.subarray(0, 3).toString('ascii')).toBe('HD1');
    expect(bytes.subarray(3, 7).toString('hex')).toBe(ring.current.id);
  });

  it('gives away nothing of the plaintext', () => {
    const plain = 'penicillin '.repeat(20);
    const sealed = encryptHealthText(ring, plain);
    for (const form of [plain, 'penicillin', Buffer.from(plain).toString('base64'), Buffer.from(plain).toString('base64url').slice(0, 12)])
      expect(sealed).not.toContain(form);
    const bytes = encryptHealthBytes(ring, Buffer.from(plain));
    expect(bytes.includes(Buffer.from('penicillin'))).toBe(false);
    // The key never appears either.
    expect(sealed).not.toContain(ring.current.key.toString('base64url'));
  });

  it('refuses a sealed value changed anywhere', () => {
    const sealed = encryptHealthText(ring, secret);
    const bodyStart = sealed.lastIndexOf('.') + 1;
    for (const at of [bodyStart, bodyStart + 5, bodyStart + 20, sealed.length - 1])
      expect(() => decryptHealthText(ring, flipped(sealed, at))).toThrow(HealthDataUnreadable);
    // An empty text seals to 28 bytes, whose last base64 character carries 4 spare bits: changing one of
    // them changes no byte, and is refused all the same.
    const empty = encryptHealthText(ring, '');
    const last = BASE64URL.indexOf(empty.at(-1)!);
    const respelled = `${empty.slice(0, -1)}${BASE64URL[last ^ 1]}`;
    expect(Buffer.from(respelled.split('.')[2]!, 'base64url')).toEqual(Buffer.from(empty.split('.')[2]!, 'base64url'));
    expect(() => decryptHealthText(ring, respelled)).toThrow(HealthDataUnreadable);
    expect(() => decryptHealthText(ring, sealed.slice(0, -4))).toThrow(HealthDataUnreadable);
    expect(() => decryptHealthText(ring, `${sealed}AAAA`)).toThrow(HealthDataUnreadable);
    expect(() => decryptHealthText(ring, sealed.replace('hd1.', 'hd2.'))).toThrow(HealthDataUnreadable);
    expect(() => decryptHealthText(ring, secret)).toThrow(HealthDataUnreadable);

    const bytes = encryptHealthBytes(ring, Buffer.from(secret));
    for (const at of [0, 3, 7, 7 + 12, 7 + 28, bytes.length - 1]) {
      const changed = Buffer.from(bytes);
      changed[at]! ^= 1;
      expect(() => decryptHealthBytes(ring, changed)).toThrow(HealthDataUnreadable);
    }
    expect(() => decryptHealthBytes(ring, bytes.subarray(0, 20))).toThrow(HealthDataUnreadable);
    expect(() => decryptHealthBytes(ring, Buffer.from('%PDF-1.7'))).toThrow(HealthDataUnreadable);
  });

  it('refuses another key, including one that claims the right id', () => {
    const sealed = encryptHealthText(ring, secret);
    expect(() => decryptHealthText(other, sealed)).toThrow(HealthDataUnreadable);
    const impostor = { current: other.current, byId: new Map([[ring.current.id, other.current.key]]) };
    expect(() => decryptHealthText(impostor, sealed)).toThrow(HealthDataUnreadable);
    expect(() => decryptHealthBytes(other, encryptHealthBytes(ring, Buffer.from(secret)))).toThrow(HealthDataUnreadable);
  });

  it('refuses a value read in another context than it was sealed in (moved to another row)', () => {
    const sealed = encryptHealthText(ring, secret, 'answer:1');
    expect(decryptHealthText(ring, sealed, 'answer:1')).toBe(secret);
    expect(() => decryptHealthText(ring, sealed, 'answer:2')).toThrow(HealthDataUnreadable);
    expect(() => decryptHealthText(ring, sealed)).toThrow(HealthDataUnreadable);
    const bytes = encryptHealthBytes(ring, Buffer.from(secret), 'file:1');
    expect(() => decryptHealthBytes(ring, bytes, 'file:2')).toThrow(HealthDataUnreadable);
  });

  it('reads values sealed with an older key after a new one comes in', () => {
    const oldKey = crypto.randomBytes(32);
    const before = healthKeyring(oldKey);
    const sealed = encryptHealthText(before, secret);
    const rotated = healthKeyring(crypto.randomBytes(32), [oldKey]);
    expect(decryptHealthText(rotated, sealed)).toBe(secret);
    expect(encryptHealthText(rotated, secret).startsWith(`hd1.${rotated.current.id}.`)).toBe(true);
    expect(rotated.current.id).not.toBe(before.current.id);
  });

  it('takes 32-byte keys only', () => {
    expect(() => healthKeyOf(crypto.randomBytes(16))).toThrow();
    expect(healthKeyOf(Buffer.alloc(32, 1)).id).toMatch(/^[0-9a-f]{8}$/);
  });
});

describe('the site keyring without HEALTH_DATA_KEY', () => {
  it('makes one key, keeps it in the database, and finds the same one again', async () => {
    const first = await siteHealthKeyring(database.db);
    const sealed = encryptHealthText(first, secret);
    const [row] = await database.db.select().from(appMeta).where(eq(appMeta.key, 'health_data_key'));
    expect(Buffer.from(row!.value, 'base64').equals(first.current.key)).toBe(true);
    // Another process (or this one after a restart) has its own cache: the kept key reads the same value.
    const again = healthKeyring(Buffer.from(row!.value, 'base64'));
    expect(decryptHealthText(again, sealed)).toBe(secret);
    expect(await siteHealthKeyring(database.db)).toBe(first);
  });
});
