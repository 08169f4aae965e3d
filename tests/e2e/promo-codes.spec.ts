import { stay } from '../../app/content/stay.ts';
import { addDays } from '../../app/lib/dates.ts';
import { formatRupees, priceText } from '../../app/lib/money.ts';
import { PROMO_MESSAGES, promoLine } from '../../app/lib/promo.ts';
import { retreatPrice } from '../support/retreat-prices.ts';
import { adminTest, gotoAdmin } from './admin-fixtures.ts';
import { expect, expectNoA11yViolations, gotoOk, test } from './fixtures.ts';
import { ahead, fillGuest, payInDemo, storedBookings } from './guest-checkout.ts';

// A valid code shows its discount before paying and the guest pays exactly that; an unusable
// code says its one sentence and the booking goes on at full price.

test.beforeEach(() => test.slow());

adminTest(
  'staff make a code; a guest sees its discount on the stay before paying, and pays exactly that',
  async ({ page, request }, testInfo) => {
    const code = `SPRING${testInfo.project.name}${Date.now().toString(36)}`.toUpperCase();
    await gotoAdmin(page, '/admin/promo-codes');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Promo Codes');
    await page.getByRole('link', { name: 'Add New Promo Code' }).click();
    await page.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
    await page.getByLabel('Discount').selectOption('percent');
    await page.getByLabel('Percent off').fill('10');
    await page.getByLabel('Maximum uses per e-mail').fill('1');
    await page.getByRole('button', { name: 'Create Promo Code' }).click();
    await expect(page.getByText('Promo code created successfully')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: code.toLowerCase() });
    await expect(row).toContainText('10 %');
    await expect(row).toContainText('0 used; 1 per e-mail');
    await expectNoA11yViolations(page);

    // The guest types the code in other letters with the dates.
    const email = `promo.stay.${testInfo.project.name}@example.org`;
    const checkIn = ahead(testInfo.project.name, 120);
    const list = stay.nightlyRatePerAdultRupees * 2 * 2 * 100;
    const discount = list / 10;
    const charged = formatRupees((list - discount) / 100);
    await gotoOk(page, '/book-your-stay');
    await page.getByLabel('Check-in').fill(checkIn);
    await page.getByLabel('Check-out').fill(addDays(checkIn, 2));
    await page.getByLabel('Adults').selectOption('2');
    await page.getByLabel('Promo code').fill(code);
    await page.getByRole('button', { name: 'Book Now', exact: true }).click();
    const line = promoLine(code, discount);
    await expect(page.getByRole('status').filter({ hasText: line })).toBeVisible();
    await page.getByRole('button', { name: 'CHOOSE Garden Room' }).click();

    const dialog = page.getByRole('dialog', { name: 'CUSTOMER INFORMATION' });
    await expect(dialog).toContainText(line);
    await expect(dialog.getByLabel('Promo code')).toHaveValue(code);
    await fillGuest(dialog, email);
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: `PAY ${charged}` }).click();
    await payInDemo(page, charged);

    await page.waitForURL((url) => url.pathname.startsWith('/booking/'), { timeout: 8000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your booking is confirmed');
    await expect(page.locator('main')).toContainText(charged);
    await expect(page.locator('main')).toContainText(line);
    expect(await storedBookings(request, email)).toMatchObject([{ price: priceText(list - discount) }]);

    // Staff see the use counted.
    await gotoAdmin(page, '/admin/promo-codes');
    await expect(page.getByRole('row').filter({ hasText: code.toLowerCase() })).toContainText('1 used; 1 per e-mail');
  },
);

test.describe('an unusable code', () => {
  // The refused order and quote answer 409, which the browser logs.
  test.use({ expectedConsoleErrors: /status of 409/ });

  test('@desktop-only an unknown code says its sentence before paying, and the retreat is paid at full price once it is removed', async ({
    page,
    request,
  }, testInfo) => {
    const email = `promo.unknown.${testInfo.project.name}@example.org`;
    const full = retreatPrice('double', 1);
    await gotoOk(page, '/rejuvenation/package');
    await page.getByRole('button', { name: 'BOOK THIS EXPERIENCE' }).click();
    const dialog = page.getByRole('dialog', { name: 'BOOK THIS EXPERIENCE' });
    await fillGuest(dialog, email);
    await dialog.getByLabel('Start date').fill(ahead(testInfo.project.name, 130));

    await dialog.getByLabel('Promo code').fill('NOSUCHCODE');
    await dialog.getByRole('button', { name: 'APPLY' }).click();
    await expect(dialog.getByText(PROMO_MESSAGES.unknown)).toBeVisible();
    await expectNoA11yViolations(page);
    // Paying with the code anyway is refused with the same sentence, before any checkout opens.
    await dialog.getByRole('button', { name: `PAY ${full.shown}` }).click();
    // The answer under the code and the dialog's banner both say it.
    await expect(dialog.getByText(PROMO_MESSAGES.unknown)).toHaveCount(2);
    await expect(page.getByRole('dialog', { name: 'Demo checkout' })).toBeHidden();

    await dialog.getByLabel('Promo code').fill('');
    await expect(dialog.getByText(PROMO_MESSAGES.unknown)).toHaveCount(1);
    await dialog.getByRole('button', { name: `PAY ${full.shown}` }).click();
    await payInDemo(page, full.shown);
    await page.waitForURL((url) => url.pathname.startsWith('/booking/'), { timeout: 8000 });
    await expect(page.locator('main')).toContainText(full.shown);
    expect(await storedBookings(request, email)).toMatchObject([{ price: full.stored }]);
  });
});
