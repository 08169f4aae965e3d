import type { Page } from '@playwright/test';
import { PRACTITIONER } from '../support/accounts.ts';
import { adminTest as test, gotoAdmin, signIn } from './admin-fixtures.ts';
import { expect, expectNoA11yViolations } from './fixtures.ts';

// The therapy schedule at 1280 px: the owner moves a therapist's session to another free time from the
// day view, the column shows it there and so does the guest's booking page; the practitioner account sees
// its own column only.

interface Scene {
  day: string;
  therapistName: string;
  theirsId: string;
  /** The booking page of the guest whose session the owner moves. */
  guestPage: string;
  mineId: string;
  /** 'HH:MM' of the practitioner's own session. */
  mineStart: string;
}

async function scene(page: Page): Promise<Scene> {
  const response = await page.request.post('/__test__/therapy-scene');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Scene;
}

test('staff move a session to another free time and the guest’s page shows it; a practitioner sees only their own day', async ({
  page,
  browser,
  baseURL,
}) => {
  const seeded = await scene(page);
  await gotoAdmin(page, `/admin/schedule?day=${seeded.day}`);
  const column = page.getByRole('region', { name: seeded.therapistName });
  await expect(column.getByText('Works 09:00–18:00')).toBeVisible();
  await expectNoA11yViolations(page);

  await column.getByRole('link', { name: /^Move 10:00 / }).click();
  const dialog = page.getByRole('dialog', { name: 'Move appointment' });
  await expect(dialog.getByRole('radio', { name: '15:00' })).toBeVisible();
  await expectNoA11yViolations(page);
  await dialog.getByRole('radio', { name: '15:00' }).check();
  await dialog.getByRole('button', { name: 'Move appointment' }).click();
  await expect(page.getByText(`Appointment moved to ${seeded.day} 15:00.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  const session = column.getByTestId('schedule-appointment');
  await expect(session).toHaveCount(1);
  await expect(session).toContainText('15:00–16:00');
  await page.goto(seeded.guestPage);
  // The booking's facts give the new time (its Change time section offers other times of the day).
  await expect(page.getByRole('definition').filter({ hasText: /^3:00 PM$/ })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^10:00 AM$/ })).toHaveCount(0);

  const context = await browser.newContext({ baseURL, storageState: undefined, viewport: { width: 1280, height: 800 } });
  try {
    const own = await context.newPage();
    await signIn(own.request, baseURL!, PRACTITIONER);
    await gotoAdmin(own, `/admin/schedule?day=${seeded.day}`);
    await expect(own.getByTestId('schedule-practitioner')).toHaveCount(1);
    await expect(own.getByRole('region', { name: PRACTITIONER.name })).toContainText(`${seeded.mineStart}–`);
    await expect(own.getByRole('region', { name: seeded.therapistName })).toHaveCount(0);
    await expect(own.getByRole('link', { name: 'By room' })).toHaveCount(0);
    await expect(own.getByRole('link', { name: /^Move / })).toHaveCount(0);
  } finally {
    await context.close();
  }
});
