import { THERAPY_ADMIN_MESSAGES } from '../../app/lib/admin/therapies.ts';
import { PRACTITIONER } from '../support/accounts.ts';
import { adminTest as test, gotoAdmin } from './admin-fixtures.ts';
import { expect, expectNoA11yViolations, screenshot } from './fixtures.ts';

// The owner's Therapies screens in one lean flow: a treatment room, a service that needs that kind of
// room given by the test server's practitioner, and that practitioner's week with a break and a time off.
// Names carry a stamp of their own, so a second run or another test's rows never collide.

test('the owner sets up a room, a service and a practitioner’s hours and time off', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const room = `Garden massage room ${stamp}`;
  const service = `Abhyanga ${stamp}`;

  await gotoAdmin(page, '/admin/therapies/rooms');
  await expect(page.locator('nav[aria-label="Back-office"] a[href="/admin/therapies"]')).toHaveText('Therapies');
  await page.getByRole('link', { name: 'Add New Treatment Room' }).click();
  await page.getByLabel('Name').fill(room);
  await page.getByLabel('Kind').selectOption('massage');
  await page.getByRole('button', { name: 'Create Treatment Room' }).click();
  await expect(page.getByText(THERAPY_ADMIN_MESSAGES.roomCreated, { exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: room, exact: true })).toBeVisible();

  await page.getByRole('navigation', { name: 'Therapies' }).getByRole('link', { name: 'Services' }).click();
  await page.getByRole('link', { name: 'Add New Service' }).click();
  await page.getByLabel('Name', { exact: true }).fill(service);
  await page.getByLabel('Category', { exact: true }).selectOption('massage');
  await page.getByLabel('Description').fill('A warm oil massage of the whole body.');
  await page.getByLabel('Duration (minutes)').fill('60');
  await page.getByLabel('Price (₹)', { exact: true }).fill('3500');
  await page.getByLabel('Treatment room needed').selectOption('massage');
  await page.getByRole('checkbox', { name: new RegExp(PRACTITIONER.name) }).check();
  await page.getByRole('button', { name: 'Create Service' }).click();
  await expect(page.getByText(THERAPY_ADMIN_MESSAGES.serviceCreated, { exact: true })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: service });
  await expect(row).toContainText('Massage room');
  await expect(row).toContainText(PRACTITIONER.name);
  await expect(row).toContainText('₹3,500');
  await screenshot(page, 'admin-therapies-services');
  await expectNoA11yViolations(page);
  // The delete's question, checked and left.
  await page.getByRole('button', { name: `Delete ${service}` }).click();
  await expect(page.getByRole('dialog')).toContainText(THERAPY_ADMIN_MESSAGES.confirmDeleteService);
  await expectNoA11yViolations(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('navigation', { name: 'Therapies' }).getByRole('link', { name: 'Practitioners' }).click();
  await page.getByRole('link', { name: `Edit ${PRACTITIONER.name}` }).click();
  const monday = page.getByRole('group', { name: 'Monday' });
  await monday.getByLabel('Starts').fill('09:00');
  await monday.getByLabel('Ends').fill('17:00');
  await monday.getByLabel('Break from').fill('13:00');
  await monday.getByLabel('Break until').fill('14:00');
  await page.getByRole('button', { name: 'Update Practitioner' }).click();
  await expect(page.getByText(THERAPY_ADMIN_MESSAGES.practitionerUpdated, { exact: true })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: PRACTITIONER.name })).toContainText('Mon 09:00–17:00 (break 13:00–14:00)');

  await page.getByRole('link', { name: `Edit ${PRACTITIONER.name}` }).click();
  const timeOff = page.getByRole('region', { name: 'Time off' });
  await timeOff.getByLabel('From').fill('2030-01-06T09:00');
  await timeOff.getByLabel('Until').fill('2030-01-08T18:00');
  await timeOff.getByLabel('Note').fill(`Course ${stamp}`);
  await timeOff.getByRole('button', { name: 'Add time off' }).click();
  await expect(page.getByText(THERAPY_ADMIN_MESSAGES.timeOffAdded, { exact: true })).toBeVisible();
  await expect(timeOff).toContainText('2030-01-06 09:00 – 2030-01-08 18:00');
  await screenshot(page, 'admin-therapies-practitioner');
  await expectNoA11yViolations(page);
});
