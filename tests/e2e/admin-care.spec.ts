import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { FRONT_DESK, PRACTITIONER } from '../support/accounts.ts';
import { adminTest as test, signIn } from './admin-fixtures.ts';
import { expect, expectNoA11yViolations, screenshot } from './fixtures.ts';

// The staff side of care at 1280 px: the practitioner opens a guest's sent health form from the Care
// screen, asks for a call with a note, and Today shows the flag; the front desk sees the flag on Today and
// on the guest's profile, never the answers, and is refused the Care screen.

interface Seeded {
  guestId: string;
  bookingId: string;
  reference: string;
  responseId: string;
  formTitle: string;
}

async function seed(request: APIRequestContext, name: string, secret: string, extra: { erasure?: boolean } = {}): Promise<Seeded> {
  const tag = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const response = await request.post('/__test__/health-forms', {
    data: { name: `${name} ${tag}`, email: `care-${tag}@example.org`, secret, assign: true, ...extra },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Seeded;
}

async function signedIn(browser: Browser, baseURL: string, account: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 }, storageState: undefined });
  const page = await context.newPage();
  await signIn(page.request, baseURL, account);
  return page;
}

const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });

test('a practitioner reviews a sent form; the desk sees the flag and never the answers', async ({ browser, page, baseURL }) => {
  const secret = `Old knee injury ${Date.now()}`;
  const seeded = await seed(page.request, 'Anjali Care', secret);
  const practitioner = await signedIn(browser, baseURL!, PRACTITIONER);
  try {
    await practitioner.goto('/admin/care?show=to-review');
    await hydrated(practitioner);
    await expect(practitioner.getByRole('heading', { level: 1 })).toHaveText('Care');
    await expectNoA11yViolations(practitioner);
    const row = practitioner.getByRole('row').filter({ hasText: seeded.reference });
    await row.getByRole('link', { name: /^Read / }).click();
    await expect(practitioner).toHaveURL(new RegExp(`/admin/care/${seeded.responseId}$`));
    // The answers' heading takes the focus, so the keyboard starts at what the page is for.
    await expect(practitioner.getByRole('heading', { name: seeded.formTitle })).toBeFocused();
    await expect(practitioner.getByText(secret)).toBeVisible();
    await expectNoA11yViolations(practitioner);
    await screenshot(practitioner, 'admin-care-answers');

    await practitioner.getByLabel('Note').fill('Ask about the knee before the class.');
    await practitioner.getByRole('button', { name: 'Call the guest' }).click();
    await expect(practitioner.getByRole('alert').or(practitioner.getByRole('status')).filter({ hasText: 'Review saved' })).toBeVisible();
    const review = practitioner.getByRole('region', { name: 'Review' });
    await expect(review).toContainText('Call the guest');
    await expect(review.getByRole('paragraph').filter({ hasText: 'Ask about the knee before the class.' })).toBeVisible();

    await practitioner.goto('/admin/today');
    await hydrated(practitioner);
    const flagged = practitioner.locator(`[data-roster-guest="${seeded.bookingId}"]:visible`);
    await expect(flagged).toContainText('Flagged');
  } finally {
    await practitioner.context().close();
  }

  const desk = await signedIn(browser, baseURL!, FRONT_DESK);
  try {
    await desk.goto('/admin/today');
    await hydrated(desk);
    const guest = desk.locator(`[data-roster-guest="${seeded.bookingId}"]:visible`);
    await expect(guest).toContainText('Flagged');
    await expect(desk.locator('body')).not.toContainText(secret);

    await desk.goto(`/admin/guests/${seeded.guestId}`);
    await hydrated(desk);
    const forms = desk.getByRole('region', { name: 'Health forms' });
    await expect(forms).toContainText(seeded.formTitle);
    await expect(forms).toContainText('Call the guest');
    await expect(forms.getByRole('link', { name: /Read the answers/ })).toHaveCount(0);
    await expect(desk.getByRole('region', { name: /Access log/ })).toContainText(PRACTITIONER.email);
    await expect(desk.locator('body')).not.toContainText(secret);
    await expect(desk.locator('body')).not.toContainText('Ask about the knee');
    await expectNoA11yViolations(desk);

    const refused = await desk.goto('/admin/care');
    expect(refused?.status()).toBe(403);
    expect((await desk.request.get(`/admin/care/${seeded.responseId}`, { maxRedirects: 0 })).status()).toBe(403);
  } finally {
    await desk.context().close();
  }
});

test('the owner confirms a guest’s request to erase their data', async ({ page }) => {
  const secret = `Migraine diary ${Date.now()}`;
  const seeded = await seed(page.request, 'Erasure Guest', secret, { erasure: true });
  await page.goto(`/admin/guests/${seeded.guestId}`);
  await hydrated(page);
  const notice = page.getByRole('region', { name: 'Erasure request' });
  await expect(notice).toContainText('Erasure requested on');
  await notice.getByRole('button', { name: 'Confirm erasure…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm erasure' });
  await expect(dialog).toContainText('This cannot be undone.');
  await expectNoA11yViolations(page);
  await screenshot(page, 'admin-guest-erasure');
  await dialog.getByRole('button', { name: 'Confirm erasure' }).click();
  await expect(page.getByText('The guest’s health answers and personal details were erased, and the guest was told.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Erasure request' })).toHaveCount(0);
  // The form is kept as a line with no answers behind it.
  await expect(page.getByRole('region', { name: 'Health forms' })).toContainText(seeded.formTitle);
  await expect(page.locator('body')).not.toContainText(secret);
});
