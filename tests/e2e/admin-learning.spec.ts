import { BATCH_MESSAGES, LEARNING_MESSAGES } from '../../app/lib/admin/learning-messages.ts';
import { addDays, formatShortDate, todayIn } from '../../app/lib/dates.ts';
import { adminTest as test, gotoAdmin } from './admin-fixtures.ts';
import { expect, expectNoA11yViolations, gotoOk } from './fixtures.ts';

// The back-office's Learning screen: the owner makes a programme, adds a batch, and guests see it on
// /learning. The test keeps to a programme of its own, with a fee no other one has, and deletes it at
// the end, so the seeded programmes stay as the public page's own test expects.

const PATH = '/admin/learning';

test('the owner adds a programme and a batch; /learning shows them; the batch and the programme deleted are gone', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const title = `Yoga Nidra Teacher Training ${stamp}`;
  const start = addDays(todayIn('Asia/Kolkata'), 60);
  const end = addDays(start, 13);

  await gotoAdmin(page, PATH);
  await expect(page.getByRole('heading', { name: 'Learning Programmes', level: 1 })).toBeVisible();
  await expect(page.locator(`nav[aria-label="Back-office"] a[href="${PATH}"]`)).toHaveText('Learning');
  await expect(page.getByRole('cell', { name: 'Yoga Teacher Training Certificate Program', exact: true })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole('link', { name: 'Add New Programme' }).click();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Short name').fill(`yoga-nidra-${stamp}`);
  await page.getByLabel('Summary').fill('Two weeks in the practice and teaching of yoga nidra.');
  await page.getByLabel('Highlights').fill('Daily yoga nidra\nScript writing and voice');
  await page.getByLabel('Sort order').fill('90');
  await page.getByRole('button', { name: 'Create Programme' }).click();
  await expect(page.getByText(LEARNING_MESSAGES.created, { exact: true })).toBeVisible();

  await page.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByRole('heading', { name: 'Add Batch' })).toBeVisible();
  await page.getByLabel('Start date').fill(start);
  await page.getByLabel('End date').fill(end);
  await page.getByLabel(/^Fee/).fill('42500');
  await page.getByLabel('Seats').fill('14');
  await page.getByRole('button', { name: 'Add Batch' }).click();
  await expect(page.getByText(BATCH_MESSAGES.created, { exact: true })).toBeVisible();
  const dates = `${formatShortDate(start)} to ${formatShortDate(end)}`;
  await expect(page.getByRole('region', { name: 'Batches (1)' }).getByRole('cell', { name: dates, exact: true })).toBeVisible();
  // The programme's history names the batch added.
  await expect(page.getByRole('region', { name: 'History' })).toContainText(`${dates}, ₹42,500, 14 seats`);
  await expectNoA11yViolations(page);

  await gotoOk(page, '/learning');
  const card = page
    .locator('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await expect(card.getByText(dates)).toBeVisible();
  await expect(card.getByText('₹42,500 per participant', { exact: true })).toBeVisible();
  await expect(card.getByText('Daily yoga nidra')).toBeVisible();

  // Its batch removed, the programme has none to offer; then the programme itself goes.
  await gotoAdmin(page, PATH);
  await page.getByRole('link', { name: `Edit ${title}` }).click();
  await page.getByRole('button', { name: `Delete batch ${dates}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(BATCH_MESSAGES.deleted, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Batches (0)' })).toBeVisible();
  await page.getByRole('link', { name: 'Cancel' }).first().click();
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(LEARNING_MESSAGES.deleted, { exact: true })).toBeVisible();
  await gotoOk(page, '/learning');
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
});
