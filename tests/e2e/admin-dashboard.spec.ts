import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, formatShortDate, todayIn } from '../../app/lib/dates.ts';
import { adminTest as test, gotoAdmin, signIn, STAFF } from './admin-fixtures.ts';
import { expect, expectNoA11yViolations } from './fixtures.ts';

const cards = [
  ['Events', '/admin/events'],
  ['Classes', '/admin/classes'],
  ['Blogs', '/admin/blogs'],
  ['Bookings', '/admin/bookings'],
  ['Guests', '/admin/users'],
  ['New enquiries', '/admin/enquiries'],
] as const;

const quickActions = [
  ['Add event', '/admin/events?new=1'],
  ['Add class', '/admin/classes?new=1'],
  ['New booking', '/admin/bookings?new=1'],
  ['Write a blog post', '/admin/blogs?new=1'],
  ['Export bookings', '/admin/bookings/export.csv'],
] as const;

async function revenue(page: Page) {
  const block = page.getByRole('region', { name: 'Paid revenue this month' });
  const amount = Number((await block.getByTestId('revenue-amount').innerText()).replace(/[^\d.]/g, ''));
  const orders = Number(await block.getByTestId('revenue-orders').innerText());
  return { amount, orders };
}

/** A retreat paid today (it starts tomorrow, the first day one can), through the demo checkout as the browser would, confirmed by the server. */
async function payRetreatToday(request: APIRequestContext, baseURL: string, name: string, email: string) {
  const post = (path: string, body: unknown) =>
    request.post(path, { headers: { 'Content-Type': 'application/json', Origin: baseURL }, data: JSON.stringify(body) });
  const startDate = addDays(todayIn('Asia/Kolkata'), 1);
  const order = await (
    await post('/api/payments/orders', {
      kind: 'retreat',
      idempotencyKey: crypto.randomUUID(),
      occupancy: 'double',
      startDate,
      customer: { name, email, mobile: '98765 43210' },
    })
  ).json();
  const answer = await (await post('/api/payments/demo', { orderId: order.id, outcome: 'pay' })).json();
  const verified = await post('/api/payments/verify', answer);
  expect(verified.status()).toBe(200);
  return { bookingId: (await verified.json()).bookingId as string, startDate, amountRupees: order.amount / 100 };
}

test('the dashboard counts each section with a link to it, offers the quick actions, and passes axe', async ({ page }) => {
  await gotoAdmin(page, '/admin/dashboard');
  await expect(page).toHaveTitle('Dashboard | Admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  const main = page.getByRole('main');
  for (const [label, href] of cards) {
    const card = main.getByRole('link', { name: new RegExp(`^${label} [\\d,]+$`) });
    await expect(card, label).toHaveAttribute('href', href);
  }
  for (const [label, href] of quickActions) {
    await expect(main.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
  }
  await expect(main.getByRole('heading', { name: 'Upcoming bookings' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Paid revenue this month' })).toBeVisible();
  await expect(main.getByTestId('revenue-amount')).toHaveText(/^₹[\d,]+(\.\d{2})?$/);
  const month = new Date().toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
  await expect(main.getByText(new RegExp(`^\\d+ paid orders? in ${month}$`))).toBeVisible();
  await expectNoA11yViolations(page);

  await main.getByRole('link', { name: /^Events [\d,]+$/ }).click();
  await expect(page).toHaveURL(/\/admin\/events$/);
});

test("a retreat paid today adds to this month's revenue and shows among the upcoming bookings", async ({ page, baseURL }, testInfo) => {
  await gotoAdmin(page, '/admin/dashboard');
  const before = await revenue(page);
  const guests = Number(
    (
      await page
        .getByRole('main')
        .getByRole('link', { name: /^Guests [\d,]+$/ })
        .innerText()
    ).replace(/\D/g, ''),
  );

  const stamp = `${testInfo.project.name}${Date.now().toString(36)}`;
  const name = `Dashboard Guest ${stamp}`;
  const paid = await payRetreatToday(page.request, baseURL!, name, `dash.${stamp}@example.org`);

  await gotoAdmin(page, '/admin/dashboard');
  const after = await revenue(page);
  // Other tests pay too, at the same time: this one's payment is at least in the sums.
  expect(after.amount).toBeGreaterThanOrEqual(before.amount + paid.amountRupees);
  expect(after.orders).toBeGreaterThanOrEqual(before.orders + 1);
  const guestsAfter = Number(
    (
      await page
        .getByRole('main')
        .getByRole('link', { name: /^Guests [\d,]+$/ })
        .innerText()
    ).replace(/\D/g, ''),
  );
  expect(guestsAfter).toBeGreaterThanOrEqual(guests + 1);

  const upcoming = page.getByRole('region', { name: 'Upcoming bookings table' });
  const rows = upcoming.locator('tbody tr');
  const mine = rows.filter({ hasText: name });
  // The next eight by date: this booking is among them unless eight others come no later than it.
  if ((await mine.count()) === 0) {
    await expect(rows).toHaveCount(8);
    for (const date of await rows.locator('time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''))) {
      expect(date <= paid.startDate, date).toBe(true);
    }
  } else {
    await expect(mine).toContainText(formatShortDate(paid.startDate));
    await expect(mine.getByText('confirmed', { exact: true })).toBeVisible();
    await expect(mine.getByRole('link')).toHaveAttribute('href', `/admin/bookings?view=${paid.bookingId}`);
    await expectNoA11yViolations(page);
  }
  await expect(rows).not.toHaveCount(0);
  expect(await rows.count()).toBeLessThanOrEqual(8);
});

test.describe('signed out', () => {
  test.use({ storageState: { cookies: [], origins: [] }, expectedConsoleErrors: /status of 403/ });

  test('a visitor is sent to sign in from the dashboard', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fdashboard$/);
  });

  test('a signed-in account without the admin role gets 403 from the dashboard', async ({ page, baseURL }) => {
    await signIn(page.request, baseURL!, STAFF);
    expect((await page.goto('/admin/dashboard'))?.status()).toBe(403);
  });
});
