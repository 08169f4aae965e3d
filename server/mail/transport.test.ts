import { describe, expect, it } from 'vitest';
import { emlFileName, mailerFor, mailFrom } from './transport.ts';

const site = { SITE_NAME: 'Sukoon Healing Estate', CONTACT_EMAIL: 'namaste@sukoon-estate.in' };

describe('mailFrom', () => {
  it('is the estate by name and contact address unless MAIL_FROM says otherwise', () => {
    expect(mailFrom({ ...site, MAIL_FROM: undefined })).toEqual({ name: 'Sukoon Healing Estate', address: 'namaste@sukoon-estate.in' });
    expect(mailFrom({ ...site, MAIL_FROM: 'Bookings <bookings@example.org>' })).toBe('Bookings <bookings@example.org>');
  });
});

describe('mailerFor', () => {
  it('sends over SMTP when SMTP_URL is set, otherwise writes files', () => {
    const files = mailerFor({ ...site, MAIL_FROM: undefined, SMTP_URL: undefined, dataDir: '/tmp/estate' });
    const smtp = mailerFor({ ...site, MAIL_FROM: undefined, SMTP_URL: 'smtp://127.0.0.1:2525', dataDir: '/tmp/estate' });
    expect([files.name, smtp.name]).toEqual(['files', 'smtp']);
    files.close();
    smtp.close();
  });
});

describe('emlFileName', () => {
  it('sorts by time, names the kind and the message, and has no colon or path in it', () => {
    const name = emlFileName(
      { id: 'c0ffee00-0000-4000-8000-000000000001', kind: '../staff new:booking' },
      new Date('2026-12-01T02:00:00.000Z'),
    );
    expect(name).toBe('2026-12-01T02-00-00.000Z-_staff_new_booking-c0ffee00-0000-4000-8000-000000000001.eml');
  });
});
