import { contentDefinitions } from '#app/content/editable/index.ts';
import { CONTENT_MESSAGES } from '#app/lib/admin/content-messages.ts';
import { refusedText } from '#app/lib/staff-refused.ts';
import { EDITOR } from '../support/accounts.ts';
import { signIn, submitAndRead } from './admin-fixtures.ts';
import { expect, test } from './fixtures.ts';

// An editor keeps the site's words and photos: Site content opens, and what sells or counts money
// (Rooms and their prices), the staff accounts and the reports are refused, by address and by post.

test.use({ expectedConsoleErrors: /status of 403/ });

test('an editor opens Site content and is refused room prices, staff and reports', async ({ page, baseURL }) => {
  await signIn(page.request, baseURL!, EDITOR);
  await page.goto('/admin/content');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expect(page.getByLabel('Hero tagline')).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Back-office' });
  await expect(menu).toContainText('Role: Editor');
  for (const shown of ['Site content', 'Gallery', 'Blogs'])
    await expect(menu.getByRole('link', { name: shown, exact: true })).toBeVisible();
  for (const hidden of ['Rooms', 'Staff', 'Reports', 'Bookings', 'Dashboard'])
    await expect(menu.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);

  for (const path of ['/admin/rooms', '/admin/staff', '/admin/reports']) {
    expect((await page.goto(path))?.status(), path).toBe(403);
    await expect(page.getByRole('heading', { name: 'This is not part of your role' })).toBeVisible();
  }

  // On a phone, the same: the menu offers the editor's screens only, and a page's form is there to edit.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/content?page=about');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(menu.getByRole('link', { name: 'Site content', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Rooms', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Close menu' }).click();
  // The editor edits the About page's title as a draft, then drops it: what guests read never changes here.
  await page.getByLabel('Title', { exact: true }).fill('About the estate');
  await submitAndRead(page, '/admin/content', page.getByRole('button', { name: 'Save draft' }), 200, CONTENT_MESSAGES.saved);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('About the estate');
  await submitAndRead(page, '/admin/content', page.getByRole('button', { name: 'Discard draft' }), 200, CONTENT_MESSAGES.discarded);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(contentDefinitions.about.first.title);
  expect((await page.goto('/admin/rooms'))?.status()).toBe(403);
  const rates = await page.request.post('/admin/rooms.data', {
    headers: { Origin: baseURL! },
    form: { intent: 'rates', id: crypto.randomUUID(), nightlyRupees: '1' },
    maxRedirects: 0,
  });
  expect(rates.status()).toBe(403);
  expect(await rates.text()).toContain(refusedText);
});
