import { describe, expect, it } from 'vitest';
import { siteContact } from '#app/lib/site.ts';
import { parseConfig } from './config.ts';
import { contactFromSettings } from './content/first.ts';

const HEALTH_DATA_KEY = Buffer.alloc(32, 7).toString('base64');

describe('parseConfig', () => {
  it('gives working defaults', () => {
    const cfg = parseConfig({});
    expect(cfg.PORT).toBe(3000);
    expect(cfg.TIME_ZONE).toBe('Asia/Kolkata');
    expect(cfg.DATABASE_URL).toBeUndefined();
    expect(cfg.dataDir).toMatch(/data$/);
  });

  it('fails fast with a readable list of what is wrong', () => {
    expect(() => parseConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', TIME_ZONE: 'Mars/Olympus' })).toThrow(
      /PORT[\s\S]*DATABASE_URL: must be a postgres[\s\S]*TIME_ZONE: must be an IANA time zone/,
    );
  });

  it('shares public page renderings for a second in production only, unless told otherwise', () => {
    expect(parseConfig({}).pageCacheMs).toBe(0);
    expect(parseConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), HEALTH_DATA_KEY }).pageCacheMs).toBe(1000);
    expect(parseConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), HEALTH_DATA_KEY, PAGE_CACHE_MS: '0' }).pageCacheMs).toBe(0);
    expect(() => parseConfig({ PAGE_CACHE_MS: '60000' })).toThrow(/PAGE_CACHE_MS/);
  });

  it('believes X-Forwarded-For from loopback only unless TRUST_PROXY names other proxies', () => {
    expect(parseConfig({}).TRUST_PROXY).toEqual(['127.0.0.1', '::1']);
    expect(parseConfig({ TRUST_PROXY: ' 10.0.0.2, fd00::/8 ,192.168.0.0/16' }).TRUST_PROXY).toEqual([
      '10.0.0.2',
      'fd00::/8',
      '192.168.0.0/16',
    ]);
    expect(parseConfig({ TRUST_PROXY: 'none' }).TRUST_PROXY).toEqual([]);
    expect(parseConfig({ TRUST_PROXY: '' }).TRUST_PROXY).toEqual([]);
    for (const wrong of ['loopback', '10.0.0.0/33', '::1/129', 'proxy.example', '10.0.0.1/8/1', 'fe80::1%eth0'])
      expect(() => parseConfig({ TRUST_PROXY: wrong }), wrong).toThrow(/TRUST_PROXY: must be IP addresses or CIDR ranges/);
  });

  it('serves from one process unless told, and from several only on PostgreSQL', () => {
    expect(parseConfig({}).WEB_CONCURRENCY).toBe(1);
    expect(parseConfig({ WEB_CONCURRENCY: '2', DATABASE_URL: 'postgres://localhost/estate' }).WEB_CONCURRENCY).toBe(2);
    expect(() => parseConfig({ WEB_CONCURRENCY: '2' })).toThrow(/WEB_CONCURRENCY: more than 1 process needs DATABASE_URL/);
    for (const wrong of ['0', '1.5', 'many']) expect(() => parseConfig({ WEB_CONCURRENCY: wrong })).toThrow(/WEB_CONCURRENCY/);
  });

  it('opens stays and the retreat 18 months ahead unless told otherwise, in whole months of at least one', () => {
    expect(parseConfig({}).BOOKING_HORIZON_MONTHS).toBe(18);
    expect(parseConfig({ BOOKING_HORIZON_MONTHS: '6' }).BOOKING_HORIZON_MONTHS).toBe(6);
    for (const wrong of ['0', '1.5', 'soon', '1000'])
      expect(() => parseConfig({ BOOKING_HORIZON_MONTHS: wrong })).toThrow(/BOOKING_HORIZON_MONTHS/);
  });

  it('trims the trailing slash of the public URL', () => {
    expect(parseConfig({ PUBLIC_URL: 'https://estate.example/' }).publicUrl).toBe('https://estate.example');
    // Unset, it follows PORT, so the sign-in address printed at start and the links in mails are reachable.
    expect(parseConfig({ PORT: '3100' }).publicUrl).toBe('http://localhost:3100');
    expect(parseConfig({}).publicUrl).toBe('http://localhost:3000');
  });
});

describe('parseConfig: back-office settings', () => {
  it('refuses production without AUTH_SECRET', () => {
    expect(() => parseConfig({ NODE_ENV: 'production', PAYMENTS: 'demo' })).toThrow(/AUTH_SECRET: required in production/);
    expect(parseConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), HEALTH_DATA_KEY }).AUTH_SECRET).toHaveLength(32);
  });

  it('refuses production without HEALTH_DATA_KEY, and a key that is not 32 bytes of base64 anywhere', () => {
    expect(() => parseConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), PAYMENTS: 'demo' })).toThrow(
      /HEALTH_DATA_KEY: required in production/,
    );
    expect(() => parseConfig({ HEALTH_DATA_KEY: Buffer.alloc(16).toString('base64') })).toThrow(/HEALTH_DATA_KEY: must be 32 random bytes/);
    expect(() => parseConfig({ HEALTH_DATA_KEY: 'x'.repeat(44) })).toThrow(/HEALTH_DATA_KEY: must be 32 random bytes/);
    expect(parseConfig({ HEALTH_DATA_KEY: Buffer.alloc(32, 1).toString('base64url') }).HEALTH_DATA_KEY).toBeDefined();
    expect(parseConfig({ HEALTH_DATA_KEY: '' }).HEALTH_DATA_KEY).toBeUndefined();
  });

  it('wants the first administrator as a pair of e-mail and password', () => {
    expect(() => parseConfig({ ADMIN_EMAIL: 'owner@example.org' })).toThrow(/ADMIN_EMAIL, ADMIN_PASSWORD: set both or neither/);
    expect(() => parseConfig({ ADMIN_EMAIL: 'owner@example.org', ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD: must be at least 10/);
  });
});

describe('parseConfig: where the estate is', () => {
  it('has the demo estate in Pune, with a map search of its address, unless told otherwise', () => {
    // The settings are the contact details' first content (server/content/first.ts), as the pages read it.
    const mapOf = (env: NodeJS.ProcessEnv) => siteContact(contactFromSettings(parseConfig(env))).mapUrl;
    const cfg = parseConfig({});
    expect(cfg.ESTATE_ADDRESS).toMatch(/Pune/);
    expect(mapOf({})).toBe(`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(cfg.ESTATE_ADDRESS)}`);
    expect(mapOf({ ESTATE_ADDRESS: '12 Ghat Road, Rishikesh 249201' })).toBe(
      'https://www.google.com/maps/search/?api=1&query=12%20Ghat%20Road%2C%20Rishikesh%20249201',
    );
    expect(mapOf({ MAP_URL: 'https://maps.app.goo.gl/abc123' })).toBe('https://maps.app.goo.gl/abc123');
  });

  it('takes only a web address as the map link', () => {
    expect(() => parseConfig({ MAP_URL: 'javascript:alert(1)' })).toThrow(/MAP_URL/);
    expect(() => parseConfig({ ESTATE_ADDRESS: ' ' })).toThrow(/ESTATE_ADDRESS/);
  });
});

describe('parseConfig: how guests reach the estate', () => {
  it('leaves social links and WhatsApp unset by default, and treats an empty value as unset', () => {
    const cfg = parseConfig({ INSTAGRAM_URL: '', WHATSAPP_NUMBER: '' });
    expect([cfg.INSTAGRAM_URL, cfg.FACEBOOK_URL, cfg.YOUTUBE_URL, cfg.whatsappUrl]).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('takes http(s) social links and refuses anything else', () => {
    const cfg = parseConfig({ INSTAGRAM_URL: 'https://instagram.com/estate', YOUTUBE_URL: 'http://youtube.com/@estate' });
    expect(cfg.INSTAGRAM_URL).toBe('https://instagram.com/estate');
    expect(cfg.YOUTUBE_URL).toBe('http://youtube.com/@estate');
    expect(() => parseConfig({ FACEBOOK_URL: 'javascript:alert(1)' })).toThrow(/FACEBOOK_URL: must be an http/);
    expect(() => parseConfig({ INSTAGRAM_URL: 'instagram.com/estate' })).toThrow(/INSTAGRAM_URL/);
  });

  it('makes a wa.me link of a WhatsApp number in international form', () => {
    expect(parseConfig({ WHATSAPP_NUMBER: '+91 98765-43210' }).whatsappUrl).toBe('https://wa.me/919876543210');
    expect(parseConfig({ WHATSAPP_NUMBER: '+44 (20) 7946 0958' }).whatsappUrl).toBe('https://wa.me/442079460958');
    for (const wrong of ['98765 43210', '+91 call us', '+12'])
      expect(() => parseConfig({ WHATSAPP_NUMBER: wrong })).toThrow(/WHATSAPP_NUMBER: must be a phone number in international form/);
  });

  it('plans directions to the estate address', () => {
    expect(siteContact(contactFromSettings(parseConfig({ ESTATE_ADDRESS: '12 Ghat Road, Rishikesh 249201' }))).directionsUrl).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=12%20Ghat%20Road%2C%20Rishikesh%20249201',
    );
  });
});
