import type { Page } from '@playwright/test';
import { adminTest } from './admin-fixtures.ts';
import { expect, expectNoA11yViolations, gotoOk, test } from './fixtures.ts';

// The newsletter's double opt-in, end to end: the sign-up, the links in the .eml files the
// mail worker writes, and the back-office list and CSV.

interface Eml {
  subject: string;
  text: string;
}

/** The link of the newest mail of this kind, as the reader finds it in the .eml file (the worker sends within seconds). */
async function linkFrom(page: Page, to: string, kind: string, pattern: RegExp): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const mails = (await (await page.request.get(`/__test__/eml?to=${encodeURIComponent(to)}&kind=${kind}`)).json()) as Eml[];
        link = pattern.exec(mails.at(-1)?.text ?? '')?.[0] ?? '';
        return link;
      },
      { timeout: 20_000, message: `a ${kind} mail to ${to}` },
    )
    .not.toBe('');
  return new URL(link).pathname;
}

async function signUp(page: Page, email: string) {
  await gotoOk(page, '/blogs');
  await page.getByLabel('YOUR EMAIL').fill(email);
  await page.getByRole('button', { name: 'SUBSCRIBE' }).click();
  await expect(page).toHaveURL(/\/newsletter\?sent=1$/);
  await expect(page.getByRole('status')).toContainText('Please check your inbox');
}

test('a reader signs up, confirms by the mailed link and leaves by the welcome mail’s link', async ({ page }, testInfo) => {
  const email = `reader-${testInfo.project.name}-${Date.now()}@example.org`;
  await signUp(page, email);
  await expectNoA11yViolations(page);

  const confirm = await linkFrom(page, email, 'newsletter-confirm', /https?:\/\/\S+\/newsletter\/confirm\/[\w-]+/);
  await gotoOk(page, confirm);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your subscription');
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'CONFIRM MY SUBSCRIPTION' }).click();
  await expect(page.getByRole('status')).toContainText('You are subscribed');

  const leave = await linkFrom(page, email, 'newsletter-welcome', /https?:\/\/\S+\/newsletter\/unsubscribe\/[\w-]+/);
  await gotoOk(page, leave);
  await page.getByRole('button', { name: 'UNSUBSCRIBE' }).click();
  await expect(page.getByRole('status')).toContainText('You are unsubscribed');
  // The confirmation link no longer subscribes an address that left.
  await gotoOk(page, confirm);
  await expect(page.getByRole('alert')).toContainText('This link is not valid');
});

test.describe('refusals', () => {
  // The server answers the wrong address with 400, which the browser logs.
  test.use({ expectedConsoleErrors: /status of 400/ });

  test('a wrong address is refused in words, and a made-up link subscribes nothing', async ({ page }) => {
    await gotoOk(page, '/newsletter');
    await page.getByLabel('YOUR EMAIL').fill('not-an-address');
    await page.getByRole('button', { name: 'SUBSCRIBE' }).click();
    await expect(page.getByText('Please enter a valid e-mail address', { exact: false })).toBeVisible();
    await gotoOk(page, `/newsletter/confirm/${'a'.repeat(32)}`);
    await expect(page.getByRole('alert')).toContainText('This link is not valid');
  });
});

adminTest('@desktop-only staff see the subscribers and download the subscribed addresses', async ({ page, browser }, testInfo) => {
  const email = `staff-view-${testInfo.project.name}-${Date.now()}@example.org`;
  const guest = await browser.newPage();
  await signUp(guest, email);
  const confirm = await linkFrom(guest, email, 'newsletter-confirm', /https?:\/\/\S+\/newsletter\/confirm\/[\w-]+/);
  await gotoOk(guest, confirm);
  await guest.getByRole('button', { name: 'CONFIRM MY SUBSCRIPTION' }).click();
  await expect(guest.getByRole('status')).toContainText('You are subscribed');
  await guest.close();

  await gotoOk(page, '/admin/newsletter');
  await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText('Subscribed');
  await expectNoA11yViolations(page);
  const csv = await (await page.request.get('/admin/newsletter/export.csv')).text();
  expect(csv).toContain(email);
});
