import type { Page } from '@playwright/test';
import { STAFF_MESSAGES } from '#app/lib/schemas/admin/staff.ts';
import { refusedText } from '#app/lib/staff-refused.ts';
import { uniqueTag } from './admin-booking-helpers.ts';
import { adminTest, gotoAdmin } from './admin-fixtures.ts';
import { expect, expectNoA11yViolations, isPhone } from './fixtures.ts';
import { storedBookings } from './guest-checkout.ts';
import { payDemoStay, stayDaysAhead } from './refund-helpers.ts';

// Staff accounts and roles: the owner adds a front-desk member, whose one-time password is
// shown once; the member signs in and finds no Staff, Delete or Refund, and the server answers 403 when
// the member opens the staff screen by its address or posts a delete or a refund directly.

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/admin/login');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

function post(page: Page, baseURL: string, path: string, fields: Record<string, string>) {
  return page.request.post(path, {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: baseURL },
    data: new URLSearchParams(fields).toString(),
    maxRedirects: 0,
  });
}

adminTest.describe('staff accounts', () => {
  // The refused requests answer 403 (the last owner's step down 409), which the browser logs.
  adminTest.use({ expectedConsoleErrors: /status of 40[39]/ });
  // Two sign-ins, a payment and a dozen pages: more than the default 30 s on a loaded machine.
  adminTest.describe.configure({ timeout: 240_000 });

  adminTest(
    'an owner adds front desk, who signs in and may not delete, refund or manage staff',
    async ({ page, browser, baseURL }, testInfo) => {
      const tag = uniqueTag(testInfo);
      const email = `desk.${tag}@example.org`;
      const guestEmail = `guest.${tag}@example.org`;
      const { bookingId } = await payDemoStay(page.request, baseURL!, guestEmail, stayDaysAhead(40));

      await gotoAdmin(page, '/admin/staff');
      await expect(page.getByRole('heading', { name: STAFF_MESSAGES.title, level: 1 })).toBeVisible();
      await expectNoA11yViolations(page);
      const form = page.getByRole('region', { name: 'Add a staff member' });
      await form.getByLabel('Name').fill(`Desk ${tag}`);
      await form.getByLabel('Email').fill(email);
      await expect(form.getByLabel('Role')).toHaveValue('front-desk');
      await form.getByRole('button', { name: 'Add member' }).click();

      const shown = page.getByTestId('one-time-password');
      await expect(shown).toHaveText(/^[A-Za-z0-9]{16}$/);
      const password = (await shown.textContent())!;
      await expect(page.getByRole('region', { name: `One-time password for ${email}` })).toContainText('will not be shown again');
      const card = page.getByRole('listitem', { name: `Desk ${tag}` });
      await expect(card).toContainText('Front desk');
      await expect(card).toContainText('Active');
      await expectNoA11yViolations(page);
      // Once: the page loaded again has the member, not the password.
      await page.reload();
      await expect(page.getByRole('listitem', { name: `Desk ${tag}` })).toBeVisible();
      await expect(page.getByTestId('one-time-password')).toHaveCount(0);
      await expect(page.getByText(password)).toHaveCount(0);

      // Playwright hands a new context the test's options, the owner's session included: start empty.
      const desk = await browser.newContext({ storageState: { cookies: [], origins: [] } });
      const deskPage = await desk.newPage();
      const deskErrors: string[] = [];
      deskPage.on('console', (message) => {
        if (message.type() === 'error' && !/status of 403/.test(message.text())) deskErrors.push(message.text());
      });
      await signInThroughForm(deskPage, email, password);
      const menu = deskPage.getByRole('navigation', { name: 'Back-office' });
      if (isPhone(deskPage)) await deskPage.getByRole('button', { name: 'Menu' }).click();
      await expect(menu.getByRole('link', { name: 'Bookings' })).toBeVisible();
      await expect(menu).toContainText('Role: Front desk');
      for (const hidden of ['Staff', 'Events', 'Classes', 'Blogs', 'Promo Codes', 'Newsletter'])
        await expect(menu.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);

      await deskPage.goto(`/admin/bookings?view=${bookingId}`);
      await deskPage.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      const details = deskPage.getByRole('dialog', { name: 'Booking Details' });
      const refunds = details.getByRole('region', { name: 'Refunds' });
      await expect(refunds).toContainText('Paid online');
      // The front desk gives no money back: it records a refund due for an owner instead.
      await expect(refunds.getByRole('button', { name: 'Refund', exact: true })).toHaveCount(0);
      await expect(refunds.getByRole('button', { name: 'Give credit' })).toHaveCount(0);
      await expect(refunds.getByRole('button', { name: 'Record refund due' })).toBeVisible();
      await details.getByRole('button', { name: 'Close' }).first().click();
      await expect(deskPage.getByRole('link', { name: /^Edit booking of/ }).first()).toBeVisible();
      await expect(deskPage.getByRole('button', { name: /^Delete booking of/ })).toHaveCount(0);
      await expect(deskPage.getByRole('link', { name: 'Export CSV' })).toHaveCount(0);

      const byUrl = await deskPage.goto('/admin/staff');
      expect(byUrl?.status()).toBe(403);
      await expect(deskPage.getByRole('heading', { name: 'This is not part of your role' })).toBeVisible();

      const deleted = await post(deskPage, baseURL!, '/admin/bookings.data', { intent: 'delete', id: bookingId });
      expect(deleted.status()).toBe(403);
      expect(await deleted.text()).toContain(refusedText);
      const refunded = await post(deskPage, baseURL!, '/admin/bookings.data', {
        intent: 'refund',
        id: bookingId,
        formId: crypto.randomUUID(),
        amount: '100',
        reason: 'Asked by the guest',
      });
      expect(refunded.status()).toBe(403);
      const staffAdd = await post(deskPage, baseURL!, '/admin/staff.data', {
        intent: 'add',
        name: 'Sneaky',
        email: `sneaky.${tag}@example.org`,
        role: 'owner',
      });
      expect(staffAdd.status()).toBe(403);
      await desk.close();
      expect(deskErrors, 'console errors in the front desk’s page').toEqual([]);

      // Nothing happened: the booking is there, unrefunded, and no account was added.
      const [stored] = await storedBookings(page.request, guestEmail);
      expect(stored?.id).toBe(bookingId);
      await gotoAdmin(page, '/admin/staff');
      await expect(page.getByText(`sneaky.${tag}@example.org`)).toHaveCount(0);
    },
  );

  adminTest('the last owner cannot step down', async ({ page }) => {
    await gotoAdmin(page, '/admin/staff');
    const mine = page.getByRole('listitem').filter({ hasText: '(you)' });
    // The test server's owner is the only one: other tests add front desk only.
    const badge = (text: string) => page.locator('span', { hasText: new RegExp(`^${text}$`) });
    await expect(
      page
        .getByRole('listitem')
        .filter({ has: badge('Owner') })
        .filter({ has: badge('Active') }),
    ).toHaveCount(1);
    await expect(mine.getByRole('button', { name: 'Deactivate' })).toHaveCount(0);
    await expect(mine.getByRole('button', { name: 'Reset password' })).toHaveCount(0);
    await mine.getByLabel(/^Role of/).selectOption('front-desk');
    await mine.getByRole('button', { name: 'Change role' }).click();
    await expect(page.getByRole('alert')).toHaveText(`${STAFF_MESSAGES.failed.role}: ${STAFF_MESSAGES.lastOwner}`);
    await page.reload();
    await expect(page.getByRole('listitem').filter({ hasText: '(you)' })).toContainText('Owner');
  });
});
