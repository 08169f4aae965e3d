import crypto from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, gotoOk } from './fixtures.ts';

// The contact form allows a few requests per address; each test speaks from its own (the server trusts
// the loopback proxy's X-Forwarded-For, as it would behind a real one).
export async function sendEnquiry(page: Page, guest: { name: string; email: string; message: string }) {
  await page.setExtraHTTPHeaders({
    'X-Forwarded-For': `2001:db8::${crypto
      .randomBytes(4)
      .toString('hex')
      .replace(/(....)(....)/, '$1:$2')}`,
  });
  await gotoOk(page, '/contact');
  const form = page.locator('form', { hasText: 'Your City' });
  await form.getByLabel('Name').fill(guest.name);
  await form.getByLabel('E-Mail').fill(guest.email);
  await form.getByLabel('Mobile Numbers').fill('+91 98765 43210');
  await form.getByLabel('Your City').fill('Mysuru');
  await form.getByLabel('Message').fill(guest.message);
  await form.getByRole('button', { name: 'SEND REQUEST' }).click();
  await expect(page.getByRole('status')).toContainText('Thank you for reaching out.');
  await page.setExtraHTTPHeaders({});
}

export function uniqueGuest(project: string) {
  const stamp = `${project}${Date.now().toString(36)}${crypto.randomBytes(2).toString('hex')}`;
  return { name: `Enquirer ${stamp}`, email: `enquiry.${stamp}@example.org` };
}
