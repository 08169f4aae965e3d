import { addDays } from '../../app/lib/dates.ts';
import { adminTest as test, gotoAdmin } from './admin-fixtures.ts';
import { expect, expectNoA11yViolations } from './fixtures.ts';
import { ahead } from './guest-checkout.ts';
import { checkInFor, chooseFromStay, paidStay } from './stay-therapy-helpers.ts';

// The desk reads a therapy put on a stay's bill on both bookings' details: the appointment names the stay it
// is billed to and its amount, the stay what its therapies still owe, to take at check-out.

test("the desk sees a therapy on a stay's bill, on the appointment and on the stay", async ({ page, baseURL }, testInfo) => {
  const checkIn = checkInFor(ahead(testInfo.project.name, 50));
  const tag = Date.now().toString(36);
  const name = `Desk Bill ${tag}`;
  const stayPath = await paidStay(page, baseURL!, checkIn, `desk-bill-${tag}@example.org`, name);
  await chooseFromStay(page, stayPath, 'Abhyanga massage · 60 min · ₹3,000', addDays(checkIn, 1));
  await page.getByRole('radio', { name: '11:00 AM' }).check();
  await page.getByRole('button', { name: "ADD TO MY STAY'S BILL" }).click();
  await page.waitForURL(/\/booking\//);
  const listed = page.getByRole('region', { name: 'Therapies during your stay' });
  const appointmentReference = (await listed.getByRole('link').first().textContent())!.replace(/[()]/g, '');
  const stayReference = (await page
    .getByText(/^SKN-[A-Z0-9]+$/)
    .first()
    .textContent())!;

  const details = page.getByRole('dialog', { name: 'Booking Details' });
  const open = async (reference: string) => {
    await gotoAdmin(page, `/admin/bookings?q=${reference}`);
    await page.getByRole('link', { name: `View booking of ${name}` }).click();
    await expect(details).toBeVisible();
  };
  await open(appointmentReference);
  await expect(details).toContainText(`Stay's bill₹3,000 on the bill of stay ${stayReference}, to take at the desk`);
  await expectNoA11yViolations(page);
  await open(stayReference);
  await expect(details).toContainText("Stay's bill₹3,000 still to pay for one therapy put on this stay's bill");
});
