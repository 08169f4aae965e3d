import { MAIL_MESSAGES } from '../../app/lib/admin/mail-messages.ts';
import { adminTest as test, gotoAdmin, signIn, STAFF } from './admin-fixtures.ts';
import { expect, expectNoA11yViolations, isPhone } from './fixtures.ts';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

test('the Mail screen opens from the sidebar after Enquiries, shows the outbox or its empty state, and passes axe', async ({ page }) => {
  await gotoAdmin(page, '/admin/dashboard');
  if (isPhone(page)) await page.getByRole('button', { name: 'Menu' }).click();
  const links = page.getByRole('navigation', { name: 'Back-office' }).getByRole('link');
  const labels = await links.allInnerTexts();
  expect(labels.indexOf('Mail')).toBe(labels.indexOf('Enquiries') + 1);
  await links.filter({ hasText: /^Mail$/ }).click();

  await expect(page).toHaveURL(/\/admin\/mail$/);
  await expect(page).toHaveTitle('Mail | Admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(MAIL_MESSAGES.title);
  await expect(page.getByTestId('outbox-totals')).toHaveText(/^\d+ failed · \d+ queued · \d+ sent\./);
  const table = page.getByRole('region', { name: 'Outbox' });
  const empty = page.getByText(MAIL_MESSAGES.empty);
  await expect(table.or(empty)).toBeVisible();
  if (await table.isVisible()) {
    for (const column of ['Message', 'State', 'Times', 'Actions']) {
      await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
    }
  }
  await expectNoA11yViolations(page);
});

test('the dashboard counts failed mail with a link to the Mail screen', async ({ page }) => {
  await gotoAdmin(page, '/admin/dashboard');
  const card = page.getByRole('main').getByRole('link', { name: /^Failed mail [\d,]+$/ });
  await expect(card).toHaveAttribute('href', '/admin/mail');
  await card.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(MAIL_MESSAGES.title);
});

test('page numbers in the address shrug off nonsense', async ({ page }) => {
  for (const query of ['?page=-3', '?page=abc', '?page=99999']) {
    await gotoAdmin(page, `/admin/mail${query}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(MAIL_MESSAGES.title);
    const pages = page.getByRole('navigation', { name: 'Outbox pages' });
    if ((await pages.count()) > 0) await expect(pages.getByText(/^Page (\d+) of \1$|^Page 1 of \d+$/)).toBeVisible();
  }
});

test("'Retry now' of an unknown mail is a 404 and hostile posts get a readable 4xx, never a 500", async ({ page, baseURL }) => {
  const post = (form: Record<string, string>) => page.request.post('/admin/mail', { form, headers: { Origin: baseURL! }, maxRedirects: 0 });
  const unknown = await post({ intent: 'retry', id: UNKNOWN });
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toContain(MAIL_MESSAGES.retryFailed);
  expect((await post({ intent: 'retry', id: 'not-a-uuid' })).status()).toBe(404);
  expect((await post({ intent: 'retry', id: 'x'.repeat(10_000) })).status()).toBe(400);
  expect((await post({ intent: 'delete', id: UNKNOWN })).status()).toBe(400);
  expect((await post({})).status()).toBe(400);
  const garbled = await page.request.post('/admin/mail', {
    headers: { Origin: baseURL!, 'Content-Type': 'multipart/form-data; boundary=zzz' },
    data: 'this is not multipart',
  });
  expect(garbled.status()).toBe(400);
  // Another site's page may not post here at all.
  expect(
    (
      await page.request.post('/admin/mail', { form: { intent: 'retry', id: UNKNOWN }, headers: { Origin: 'https://evil.example' } })
    ).status(),
  ).toBe(403);
});

test('the test server tells the captured mail of an address, and none for a new one', async ({ request }) => {
  const response = await request.get(`/__test__/mail?to=${encodeURIComponent(`nobody.${Date.now()}@example.org`)}`);
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual([]);
});

test.describe('signed out', () => {
  test.use({ storageState: { cookies: [], origins: [] }, expectedConsoleErrors: /status of 403/ });

  test('a visitor is sent to sign in from the Mail screen, and its action answers 401', async ({ page, baseURL }) => {
    await page.goto('/admin/mail?page=2');
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fmail%3Fpage%3D2$/);
    const response = await page.request.post('/admin/mail', { form: { intent: 'retry', id: UNKNOWN }, headers: { Origin: baseURL! } });
    expect(response.status()).toBe(401);
  });

  test('a signed-in account without the admin role gets 403 from the screen and its action', async ({ page, baseURL }) => {
    await signIn(page.request, baseURL!, STAFF);
    expect((await page.goto('/admin/mail'))?.status()).toBe(403);
    const response = await page.request.post('/admin/mail', { form: { intent: 'retry', id: UNKNOWN }, headers: { Origin: baseURL! } });
    expect(response.status()).toBe(403);
  });
});
