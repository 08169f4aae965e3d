import { ENQUIRY_CONVERSATION_MESSAGES } from '../../app/lib/admin/enquiry-messages.ts';
import { sendEnquiry, uniqueGuest } from './admin-enquiry-helpers.ts';
import { adminTest as test, gotoAdmin } from './admin-fixtures.ts';
import { expect, expectNoA11yViolations, screenshot } from './fixtures.ts';

// At 390 px: an enquiry's conversation, with a note in it and its forms, fits without widening the page, and axe-core finds nothing.

test('an enquiry’s conversation fits a phone @phone-only', async ({ page }, testInfo) => {
  const guest = { ...uniqueGuest(testInfo.project.name), message: 'A long stay in the monsoon, for two of us, with doctor visits?' };
  await sendEnquiry(page, guest);
  await gotoAdmin(page, '/admin/enquiries');
  await page.getByRole('link', { name: `${ENQUIRY_CONVERSATION_MESSAGES.open}: enquiry from ${guest.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Enquiry from ${guest.name}` });
  await dialog.getByLabel('Write to the conversation').fill('Asked about the monsoon rates; call back on Monday.');
  await dialog.getByRole('button', { name: 'Add internal note' }).click();
  await expect(dialog.getByRole('region', { name: 'Conversation' }).getByRole('listitem')).toHaveCount(1);
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.view);
  const box = (await dialog.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await expectNoA11yViolations(page);
  await screenshot(page, 'admin-enquiry-phone');
});
