import type { Page } from '@playwright/test';
import { CLASS_MESSAGES } from '../../app/lib/admin/messages.ts';
import { fillByLabel } from '../support/fill-by-label.ts';
import { adminTest as test, gotoAdmin, signIn, STAFF } from './admin-fixtures.ts';
import { expect, expectNoA11yViolations } from './fixtures.ts';

const PATH = '/admin/classes';

// A loaded machine runs two projects side by side; these journeys take longer than the default 30 s there.
test.describe.configure({ timeout: 180_000 });
const MISSING_ID = '00000000-0000-4000-8000-00000000c1a5';

// What a test leaves out is typed as a real class would be.
const CLASS_DEFAULTS = {
  Instructor: 'Meera Nair',
  Duration: '60 min',
  Price: 'Rs 500',
  Capacity: '15',
  Schedule: 'Mon, Wed, Fri · 7:00 AM',
  Description: 'Gentle postures and breath.',
};

/** A class as typed into the form, by the form's labels. */
type ClassFields = { Title: string } & Partial<typeof CLASS_DEFAULTS>;

/** A title no other test (or project) uses, so every check can filter to its own rows. */
function uniqueTitle(label: string) {
  return `${label} ${test.info().project.name} ${Date.now().toString(36)}`;
}

// The title first, as a person fills the form from the top.
const fillClassForm = (page: Page, { Title, ...fields }: ClassFields) => fillByLabel(page, { Title, ...CLASS_DEFAULTS, ...fields });

async function createThroughForm(page: Page, fields: ClassFields) {
  await gotoAdmin(page, `${PATH}?new=1`);
  await fillClassForm(page, fields);
  await page.getByRole('button', { name: 'Create Class' }).click();
  await expect(page.getByText(CLASS_MESSAGES.created, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Create New Class' })).toBeHidden();
  return page.getByRole('row').filter({ hasText: fields.Title });
}

test('a class is created, edited and deleted with the exact banners, question and history', async ({ page }) => {
  const alerts: string[] = [];
  page.on('dialog', async (dialog) => {
    alerts.push(dialog.message());
    await dialog.dismiss();
  });
  const title = uniqueTitle('<script>alert(1)</script> Morning Hatha');

  await gotoAdmin(page, PATH);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Classes Management');
  await expect(page).toHaveTitle('Classes | Admin');
  await page.getByRole('link', { name: 'Add New Class' }).click();
  await expect(page).toHaveURL(/\?new=1$/);
  await expect(page.getByRole('heading', { name: 'Create New Class' })).toBeVisible();
  await fillClassForm(page, { Title: title, Capacity: '12' });
  await page.getByRole('button', { name: 'Create Class' }).click();

  const created = page.getByText(CLASS_MESSAGES.created, { exact: true });
  await expect(created).toBeVisible();
  const shownAt = Date.now();
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  let row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByRole('cell')).toHaveText([title, 'Meera Nair', 'Mon, Wed, Fri · 7:00 AM', 'Rs 500', '12', /Edit\s*Delete/]);
  await expect(created).toBeHidden({ timeout: 6000 });
  const shownFor = Date.now() - shownAt;
  expect(shownFor).toBeGreaterThan(1500);
  expect(shownFor).toBeLessThan(4500);

  await row.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Class' })).toBeVisible();
  await expect(page.getByLabel('Capacity')).toHaveValue('12');
  await expect(page.getByRole('region', { name: 'History' })).toContainText('owner@example.org created it');
  await expectNoA11yViolations(page);
  await page.getByLabel('Capacity').fill('20');
  await page.getByLabel('Instructor').fill('Ravi Menon');
  await page.getByRole('button', { name: 'Update Class' }).click();
  await expect(page.getByText(CLASS_MESSAGES.updated, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Edit Class' })).toBeHidden();
  row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Ravi Menon');
  await expect(row).toContainText('20');

  await row.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByRole('region', { name: 'History' })).toContainText('changed capacity from 12 to 20');

  // Deleting the record being edited asks first, then closes its form too.
  await row.getByRole('button', { name: `Delete ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(dialog).toContainText(CLASS_MESSAGES.confirmDelete);
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(CLASS_MESSAGES.deleted, { exact: true })).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Edit Class' })).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  expect(alerts).toEqual([]);
});

test('the form refuses missing fields and a capacity out of range, at each field', async ({ page }) => {
  await gotoAdmin(page, `${PATH}?new=1`);
  await page.getByRole('button', { name: 'Create Class' }).click();
  for (const message of [
    'Title is required.',
    'Instructor is required.',
    'Duration is required.',
    'Price is required.',
    'Schedule is required.',
    'Description is required.',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByText('Capacity must be a whole number from 1 to 1000.')).toBeVisible();
  await fillClassForm(page, { Title: uniqueTitle('Refused'), Capacity: '0' });
  await page.getByLabel('Schedule').evaluate((input: HTMLInputElement) => {
    input.value = 's'.repeat(10_240);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await page.getByRole('button', { name: 'Create Class' }).click();
  await expect(page.getByText('Capacity must be a whole number from 1 to 1000.')).toBeVisible();
  await expect(page.getByText('Schedule must be at most 200 characters.')).toBeVisible();
  await expect(page).toHaveURL(/\?new=1$/);
  await expectNoA11yViolations(page);
});

test('hostile posts to the action get a readable 4xx and change nothing', async ({ page, baseURL }) => {
  const title = uniqueTitle('Kept class');
  const row = await createThroughForm(page, { Title: title, Capacity: '15' });
  await row.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Class' })).toBeVisible();
  const id = new URL(page.url()).searchParams.get('edit')!;

  const valid = {
    intent: 'create',
    title: uniqueTitle('Hostile class'),
    instructor: 'Nobody',
    duration: '1 min',
    price: 'Rs 1',
    capacity: '10',
    schedule: 'Never',
    description: 'Should not exist',
  };
  const refused: [Record<string, string>, number, string][] = [
    [{ intent: 'create' }, 400, 'Title is required.'],
    [{ ...valid, capacity: 'ten' }, 400, 'Capacity must be a whole number from 1 to 1000.'],
    [{ ...valid, capacity: '1001' }, 400, 'Capacity must be a whole number from 1 to 1000.'],
    [{ ...valid, capacity: '2.5' }, 400, 'Capacity must be a whole number from 1 to 1000.'],
    [{ ...valid, title: 'x'.repeat(10_240) }, 400, 'Title must be at most 200 characters.'],
    [{ ...valid, description: 'd'.repeat(10_001) }, 400, 'Description must be at most 10000 characters.'],
    [{ ...valid, instructor: '   ' }, 400, 'Instructor is required.'],
    [{ ...valid, intent: 'explode' }, 400, CLASS_MESSAGES.saveFailed],
    [{ ...valid, intent: 'update', id: MISSING_ID }, 404, CLASS_MESSAGES.saveFailed],
    [{ ...valid, intent: 'update', id: 'not-a-uuid' }, 404, CLASS_MESSAGES.saveFailed],
    [{ ...valid, intent: 'update', id, capacity: 'ten' }, 400, 'Capacity must be a whole number from 1 to 1000.'],
    [{ intent: 'delete', id: MISSING_ID }, 404, CLASS_MESSAGES.deleteFailed],
    [{ intent: 'delete', id: 'not-a-uuid' }, 404, CLASS_MESSAGES.deleteFailed],
  ];
  for (const [form, status, message] of refused) {
    const search = form.intent === 'update' ? `?edit=${id}` : '?new=1';
    const response = await page.request.post(`${PATH}${search}`, { form, headers: { origin: baseURL! }, maxRedirects: 0 });
    const label = JSON.stringify(form).slice(0, 100);
    expect(response.status(), label).toBe(status);
    const html = await response.text();
    expect(html, label).toContain(message);
    expect(html, label).toContain(form.intent === 'delete' ? CLASS_MESSAGES.deleteFailed : CLASS_MESSAGES.saveFailed);
  }

  await gotoAdmin(page, PATH);
  await expect(page.getByRole('row').filter({ hasText: valid.title })).toHaveCount(0);
  await gotoAdmin(page, `${PATH}?edit=${id}`);
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByLabel('Capacity')).toHaveValue('15');
  await expect(page.getByRole('region', { name: 'History' }).getByRole('listitem')).toHaveCount(1);
});

test('an unknown record in the address shows the list and a red banner, not the form', async ({ page }) => {
  const response = await page.goto(`${PATH}?edit=${MISSING_ID}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByText(CLASS_MESSAGES.fetchFailed, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Edit Class' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /^Classes \(\d+\)$/ })).toBeVisible();
});

test('loading text while the screen loads; no axe-core violations with the form closed and open', async ({ page }) => {
  await gotoAdmin(page, PATH);
  await expect(page.getByRole('heading', { name: /^Classes \(\d+\)$/ })).toBeVisible();
  await expectNoA11yViolations(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/admin\/classes\.data/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('link', { name: 'Add New Class' }).click();
  await expect(page.getByText('Loading classes...', { exact: true })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: 'Create New Class' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: 'Cancel' }).first().click();
  await expect(page.getByRole('link', { name: 'Add New Class' })).toBeVisible();
});

test.describe('without a session', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the screen sends a visitor to sign in and the action answers 401', async ({ page, baseURL }) => {
    await page.goto(PATH);
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fclasses/);
    const response = await page.request.post(PATH, { form: { intent: 'delete', id: MISSING_ID }, headers: { origin: baseURL! } });
    expect(response.status()).toBe(401);
  });

  test('a signed-in account without the admin role gets 403 from the action', async ({ page, baseURL }) => {
    await signIn(page.request, baseURL!, STAFF);
    const response = await page.request.post(PATH, { form: { intent: 'create', title: 'Not allowed' }, headers: { origin: baseURL! } });
    expect(response.status()).toBe(403);
  });
});
