import type { Page } from '@playwright/test';
import { THERAPY_MESSAGES } from '#app/lib/therapies-messages.ts';
import { adminTest as test, gotoAdmin } from './admin-fixtures.ts';
import { expect, expectNoA11yViolations, screenshot } from './fixtures.ts';

// Booking a session for a guest from the Schedule screen: the desk finds the guest among the profiles,
// chooses the therapy, the therapist and a free time, and sees the session on the day (at 1280 px; the
// dialog's phone layout is in admin-phone-schedule.spec.ts).

interface Scene {
  day: string;
  serviceId: string;
  guestEmail: string;
  therapistName: string;
}

async function scene(page: Page): Promise<Scene> {
  const response = await page.request.post('/__test__/therapy-scene');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Scene;
}

// The refused booking's answer is a 409, which the browser logs.
test.use({ expectedConsoleErrors: /status of 409/ });

test('the desk finds a guest, books them a free time with a therapist and sees it on the day', async ({ page }) => {
  const seeded = await scene(page);
  await gotoAdmin(page, `/admin/schedule?day=${seeded.day}`);
  await page.getByRole('link', { name: 'New appointment' }).click();
  const dialog = page.getByRole('dialog', { name: 'New appointment' });
  await dialog.getByLabel('Find a guest (name, e-mail or phone)').fill(seeded.guestEmail);
  await dialog.getByRole('button', { name: 'Search' }).click();
  await dialog.getByRole('link', { name: 'Choose Nila Moved' }).click();
  await expect(dialog.getByTestId('new-appointment-guest')).toContainText(seeded.guestEmail);

  await dialog.getByLabel('Service').selectOption(seeded.serviceId);
  await dialog.getByRole('button', { name: 'Show free times' }).click();
  await dialog.getByLabel('Practitioner').selectOption({ label: seeded.therapistName });
  await dialog.getByRole('button', { name: 'Show free times' }).click();
  // The therapist's 10:00 is taken: it is not offered.
  await expect(dialog.getByRole('radio', { name: '15:00' })).toBeVisible();
  await expect(dialog.getByRole('radio', { name: '10:00' })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await screenshot(page, 'schedule-new-appointment');

  // A time gone by the time the form is sent (here, one already past) is refused inside the dialog, which
  // stays open with the day's free times.
  await dialog.getByRole('form', { name: 'Book the appointment' }).evaluate((form) => {
    form.addEventListener('formdata', (event) => (event as FormDataEvent).formData.set('startsAt', '2020-01-01T11:00:00+05:30'), {
      once: true,
    });
  });
  await dialog.getByRole('radio', { name: '11:00' }).check();
  await dialog.getByRole('button', { name: 'Book appointment' }).click();
  await expect(dialog.getByRole('alert')).toContainText(THERAPY_MESSAGES.timeGone);
  await expectNoA11yViolations(page);
  await screenshot(page, 'schedule-new-refused');

  await dialog.getByRole('radio', { name: '15:00' }).check();
  await dialog.getByRole('button', { name: 'Book appointment' }).click();
  await expect(page.getByText(`Appointment booked for Nila Moved at ${seeded.day} 15:00; the guest has been e-mailed.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  const column = page.getByRole('region', { name: seeded.therapistName });
  await expect(column.getByTestId('schedule-appointment').filter({ hasText: '15:00–16:00' })).toContainText('Nila Moved');
});
