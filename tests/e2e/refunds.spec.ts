import { CANCELLATION_MESSAGES } from '../../app/content/cancellation-policy.ts';
import { formatPaise } from '../../app/lib/money.ts';
import { REFUND_MESSAGES } from '../../server/refunds/messages.ts';
import { adminTest, gotoAdmin } from './admin-fixtures.ts';
import { expect, expectNoA11yViolations, gotoOk, test } from './fixtures.ts';
import { mailsTo, managePathFor, payDemoStay, stayDaysAhead } from './refund-helpers.ts';

// Refunds in the browser, with the demo provider, which refunds at once: staff refund part
// of a paid stay from its details and see the refund processed; a guest cancelling a paid stay weeks
// ahead chooses the policy's refund or credit on the manage page.

adminTest.describe('the Refund action', () => {
  // Refusing more than is left answers 409, which the browser logs.
  adminTest.use({ expectedConsoleErrors: /status of 409/ });

  adminTest(
    '@desktop-only staff refund part of a paid stay from the booking details and see its state',
    async ({ page, baseURL }, testInfo) => {
      const email = `refund.staff.${testInfo.project.name}.${Date.now()}@example.org`;
      const { bookingId, amountPaise } = await payDemoStay(page.request, baseURL!, email, stayDaysAhead(30));

      await gotoAdmin(page, `/admin/bookings?view=${bookingId}`);
      const details = page.getByRole('dialog', { name: 'Booking Details' });
      const refunds = details.getByRole('region', { name: 'Refunds' });
      await refunds.scrollIntoViewIfNeeded();
      await expect(refunds).toContainText(`Paid online: ${formatPaise(amountPaise)}`);
      await expect(refunds.getByText('No refunds for this booking yet.')).toBeVisible();
      // The policy's refund is suggested (a stay weeks ahead: half), not the whole payment.
      await expect(refunds.getByLabel('Amount (₹)')).toHaveValue(String(Math.round(amountPaise / 2) / 100));

      // A reason is required, in the browser as on the server.
      await refunds.getByLabel('Amount (₹)').fill('1000');
      await refunds.getByRole('button', { name: 'Refund' }).click();
      await expect(refunds.getByText('Please give the reason for this refund.')).toBeVisible();

      await refunds.getByLabel('Reason').fill('Late check-in: one evening lost');
      await refunds.getByRole('button', { name: 'Refund' }).click();
      // Nothing moves until staff confirm the amount and the guest.
      const confirm = page.getByRole('dialog', { name: 'Please confirm' });
      await expect(confirm).toContainText('Refund ₹1,000 to Kavya Rao?');
      await confirm.getByRole('button', { name: 'Refund ₹1,000' }).click();
      await expect(refunds.getByRole('status')).toHaveText(REFUND_MESSAGES.processed(100_000));
      const history = refunds.getByRole('list', { name: 'Refund history' });
      await expect(history.getByRole('listitem')).toHaveCount(1);
      await expect(history).toContainText('₹1,000');
      await expect(history).toContainText('Processed');
      await expect(history).toContainText('Late check-in: one evening lost');
      await expect(history).toContainText(/rfnd_demo_/);
      await expect(refunds).toContainText(`left to refund: ${formatPaise(amountPaise - 100_000)}`);

      // More than is left is refused with the sentence, and nothing is added.
      const left = amountPaise - 100_000;
      await refunds.getByLabel('Amount (₹)').fill(String(left / 100 + 1));
      await refunds.getByLabel('Reason').fill('Too much');
      await refunds.getByRole('button', { name: 'Refund' }).click();
      await page
        .getByRole('dialog', { name: 'Please confirm' })
        .getByRole('button', { name: /^Refund ₹/ })
        .click();
      await expect(refunds.getByRole('alert')).toHaveText(`Failed to refund: ${REFUND_MESSAGES.beyondPaid(left)}`);
      await expect(history.getByRole('listitem')).toHaveCount(1);
      await expectNoA11yViolations(page);

      const mails = await mailsTo(page.request, email);
      expect(mails.filter((mail) => mail.kind === 'refund-processed')).toHaveLength(1);
    },
  );
});

for (const choice of ['refund', 'credit'] as const) {
  test(`a guest cancelling a paid stay weeks ahead chooses the ${choice}`, async ({ page, baseURL }, testInfo) => {
    const email = `refund.guest.${choice}.${testInfo.project.name}.${Date.now()}@example.org`;
    const { amountPaise } = await payDemoStay(page.request, baseURL!, email, stayDaysAhead(21));
    await gotoOk(page, await managePathFor(page.request, email));
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });

    await page.getByRole('button', { name: 'Cancel booking' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this booking?' });
    const options = confirm.getByRole('group', { name: CANCELLATION_MESSAGES.choice.legend });
    const refundOption = options.getByRole('radio', { name: new RegExp(`^A 50% refund: ${formatPaise(amountPaise / 2)}`) });
    const creditOption = options.getByRole('radio', { name: new RegExp(`^Full credit: ${formatPaise(amountPaise)}`) });
    await expect(refundOption).toBeVisible();
    await expect(creditOption).toBeVisible();
    await expectNoA11yViolations(page);

    // Nothing chosen: the browser asks for a choice and the booking stays.
    await confirm.getByRole('button', { name: 'YES, CANCEL MY BOOKING' }).click();
    await expect(confirm).toBeVisible();

    await (choice === 'refund' ? refundOption : creditOption).check();
    await confirm.getByRole('button', { name: 'YES, CANCEL MY BOOKING' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your booking is cancelled');
    const received = page.getByRole('region', { name: 'What you will receive' });
    const mails = await mailsTo(page.request, email);
    if (choice === 'refund') {
      await expect(received).toContainText(CANCELLATION_MESSAGES.refundStarted(formatPaise(amountPaise / 2)));
      expect(mails.filter((mail) => mail.kind === 'refund-processed')).toHaveLength(1);
    } else {
      await expect(received).toContainText(`You have a credit of ${formatPaise(amountPaise)}`);
      const credit = mails.find((mail) => mail.kind === 'credit-issued');
      expect(credit?.text).toMatch(/CR-[2-9A-Z]{4}-[2-9A-Z]{4}/);
      expect(mails.filter((mail) => mail.kind === 'refund-processed')).toHaveLength(0);
    }
  });
}
