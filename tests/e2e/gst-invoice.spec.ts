import { stay } from '../../app/content/stay.ts';
import { addDays, todayIn } from '../../app/lib/dates.ts';
import { formatRupees } from '../../app/lib/money.ts';
import { pdfText } from '../support/pdf.ts';
import { expect, expectNoA11yViolations, gotoOk, test } from './fixtures.ts';

// The guest may name their state for the GST invoice at checkout, and downloads the
// invoice (a receipt here, as the test server has no GSTIN) from their booking's page.

test.beforeEach(() => test.slow());

test('stay: the state chosen at checkout is on the invoice the booking page offers as a PDF', async ({ page, request }, testInfo) => {
  const email = `gst.stay.${testInfo.project.name}@example.org`;
  const checkIn = addDays(todayIn('Asia/Kolkata'), 120 + (testInfo.project.name === 'phone' ? 0 : 3));
  await gotoOk(page, '/book-your-stay');
  await page.getByLabel('Check-in').fill(checkIn);
  await page.getByLabel('Check-out').fill(addDays(checkIn, 1));
  await page.getByLabel('Adults').selectOption('2');
  await page.getByRole('button', { name: 'Book Now', exact: true }).click();
  await page.getByRole('button', { name: 'CHOOSE Garden Room' }).click();

  const dialog = page.getByRole('dialog', { name: 'CUSTOMER INFORMATION' });
  await dialog.getByLabel('Name').fill('Meera Iyer');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone').fill('98765 43210');
  const state = dialog.getByLabel('State (for your GST invoice)');
  await expect(state).toHaveValue('');
  await state.selectOption('Karnataka');
  await expectNoA11yViolations(page);
  const amount = formatRupees(stay.nightlyRatePerAdultRupees * 2);
  await dialog.getByRole('button', { name: `PAY ${amount}` }).click();
  const checkout = page.getByRole('dialog', { name: 'Demo checkout' });
  await checkout.getByRole('button', { name: `PAY ${amount}` }).click();

  await page.waitForURL(/\/booking\/[\w-]+\.[\w-]+$/, { timeout: 8000 });
  const link = page.getByRole('link', { name: 'Download invoice (PDF)' });
  await expect(link).toBeVisible();
  const href = await link.getAttribute('href');
  expect(href).toBe(`${new URL(page.url()).pathname}/invoice.pdf`);
  const file = await request.get(href!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect(file.headers()['content-disposition']).toMatch(/^attachment; filename="SKN-\d{2}-\d{2}-\d{6}\.pdf"$/);
  const text = await pdfText(await file.body());
  expect(text).toContain('Meera Iyer');
  expect(text).toContain('State: Karnataka');
  expect(text).toContain(`₹${(stay.nightlyRatePerAdultRupees * 2).toLocaleString('en-IN')}.00`);
  await expectNoA11yViolations(page);
});
