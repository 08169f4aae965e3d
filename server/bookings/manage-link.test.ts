import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deriveManageKey, signManageToken, verifyManageToken } from './manage-link.ts';

const key = deriveManageKey('a development secret of at least thirty-two characters');
const bookingId = '3f2b8c1e-9a4d-4e6f-8b1a-2c3d4e5f6a7b';
const otherId = '9d0e1f2a-3b4c-4d5e-9f60-718293a4b5c6';

describe('manage-link tokens', () => {
  it('round-trips a booking id through a short, URL-safe token', () => {
    const token = signManageToken(bookingId, key);
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/);
    expect(verifyManageToken(token, key)).toBe(bookingId);
    expect(verifyManageToken(signManageToken(bookingId.toUpperCase(), key), key)).toBe(bookingId);
  });

  it('gives each booking its own token, and another booking’s signature opens nothing', () => {
    const mine = signManageToken(bookingId, key);
    const theirs = signManageToken(otherId, key);
    expect(mine).not.toBe(theirs);
    expect(verifyManageToken(theirs, key)).toBe(otherId);
    const [theirId] = theirs.split('.');
    const [, myMac] = mine.split('.');
    expect(verifyManageToken(`${theirId}.${myMac}`, key)).toBeNull();
  });

  it('refuses a token signed with another secret, and derives a key apart from the secret itself', () => {
    const otherKey = deriveManageKey('another secret of at least thirty-two characters!');
    expect(verifyManageToken(signManageToken(bookingId, otherKey), key)).toBeNull();
    const rawSecretKey = Buffer.from('a development secret of at least thirty-two characters');
    expect(verifyManageToken(signManageToken(bookingId, rawSecretKey), key)).toBeNull();
  });

  it('refuses every tampered character, in the id and in the signature', () => {
    const token = signManageToken(bookingId, key);
    for (let index = 0; index < token.length; index += 1) {
      if (token[index] === '.') continue;
      const swapped = token[index] === 'A' ? 'B' : 'A';
      const tampered = `${token.slice(0, index)}${swapped}${token.slice(index + 1)}`;
      expect(verifyManageToken(tampered, key), `character ${index}`).toBeNull();
    }
  });

  it('refuses truncated and extended tokens', () => {
    const token = signManageToken(bookingId, key);
    expect(verifyManageToken(token.slice(0, -1), key)).toBeNull();
    expect(verifyManageToken(token.slice(0, 23), key)).toBeNull();
    expect(verifyManageToken(token.split('.')[0]!, key)).toBeNull();
    expect(verifyManageToken(`${token}A`, key)).toBeNull();
    expect(verifyManageToken(`${token}.${token.split('.')[1]}`, key)).toBeNull();
  });

  it('refuses garbage without throwing', () => {
    for (const garbage of [
      '',
      '.',
      '..',
      'not-a-token',
      bookingId,
      '%00.%00',
      'a'.repeat(10_000),
      '🙂'.repeat(22) + '.' + '🙂'.repeat(22),
      `${'='.repeat(22)}.${'='.repeat(22)}`,
    ]) {
      expect(verifyManageToken(garbage, key), garbage.slice(0, 30)).toBeNull();
    }
    expect(
      verifyManageToken(`${crypto.randomBytes(16).toString('base64url')}.${crypto.randomBytes(16).toString('base64url')}`, key),
    ).toBeNull();
    expect(verifyManageToken(undefined as unknown as string, key)).toBeNull();
  });

  it('signs only booking ids', () => {
    expect(() => signManageToken('not a uuid', key)).toThrow(/UUID/);
  });
});
