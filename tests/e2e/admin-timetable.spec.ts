import { CLASS_MESSAGES, INSTRUCTOR_MESSAGES } from '../../app/lib/admin/messages.ts';
import { TIMETABLE_MESSAGES } from '../../app/lib/admin/timetable-messages.ts';
import { formatWeekdayDate } from '../../app/lib/dates.ts';
import { fillByLabel } from '../support/fill-by-label.ts';
import { adminTest as test, gotoAdmin } from './admin-fixtures.ts';
import { expect, expectNoA11yViolations } from './fixtures.ts';

// The owner gives a class weekly times: the public timetable lists them with the class's next dates, and
// each date is a bookable event on the calendar.

test.describe.configure({ timeout: 90_000 });

test('weekly times set on the Classes screen appear on /classes and its next dates on the calendar', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const title = `Dawn Pranayama ${stamp}`;
  const teacher = `Ila Menon ${stamp}`;
  await gotoAdmin(page, '/admin/instructors?new=1');
  await fillByLabel(page, { Name: teacher, About: 'Breath teacher from Kochi.' });
  await page.getByRole('button', { name: 'Create Instructor' }).click();
  await expect(page.getByText(INSTRUCTOR_MESSAGES.created, { exact: true })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: teacher })).toContainText('Breath teacher from Kochi.');

  await gotoAdmin(page, '/admin/classes?new=1');
  // The Instructor field offers the instructors' names.
  await expect(page.locator(`datalist option[value="${teacher}"]`)).toHaveCount(1);
  await fillByLabel(page, {
    Title: title,
    Instructor: teacher,
    Duration: '45 min',
    Price: 'Rs 400',
    Capacity: '12',
    'Weekly times': 'someday 6:15 AM',
    'Weeks ahead': '2',
    Description: 'Slow breathing at first light.',
  });
  await page.getByRole('button', { name: 'Create Class' }).click();
  await expect(page.getByText(TIMETABLE_MESSAGES.unreadableTime('someday 6:15 AM'))).toBeVisible();

  await page.getByLabel('Weekly times').fill('Wed 6:15 AM, sat 6:15 am');
  await page.getByRole('button', { name: 'Create Class' }).click();
  await expect(page.getByText(CLASS_MESSAGES.created, { exact: true })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Wed 6:15 AM, Sat 6:15 AM');

  await page.goto('/classes');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card.getByText('Wednesday 6:15 AM')).toBeVisible();
  await expect(card.getByText('Saturday 6:15 AM')).toBeVisible();
  await expect(card.getByText(`${teacher} · Breath teacher from Kochi.`)).toBeVisible();
  const dates = card.getByRole('link', { name: new RegExp(`6:15 AM\\s?: ${title}`) });
  // Two weeks hold two Wednesdays and two Saturdays (today's, once begun, left out).
  expect(await dates.count()).toBeGreaterThanOrEqual(3);
  await expectNoA11yViolations(page);

  const first = dates.first();
  const href = await first.getAttribute('href');
  const date = new URL(href!, page.url()).searchParams.get('date')!;
  await expect(first).toContainText(formatWeekdayDate(date));
  await first.click();
  await expect(page).toHaveURL(new RegExp(`/calendar\\?date=${date}`));
  await expect(page.locator('main').getByText(title).first()).toBeVisible();
  await expect(page.locator('main').getByText('6:15 AM').first()).toBeVisible();
});
