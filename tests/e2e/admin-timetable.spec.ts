import { CLASS_MESSAGES, INSTRUCTOR_MESSAGES } from '../../app/lib/admin/messages.ts';
import { TIMETABLE_MESSAGES } from '../../app/lib/admin/timetable-messages.ts';
import { WEEKDAY_LONG, weekdayOf } from '../../app/lib/class-times.ts';
import { addDays, formatOrdinalDate, formatWeekdayDate, todayIn } from '../../app/lib/dates.ts';
import { fillByLabel } from '../support/fill-by-label.ts';
import { adminTest as test, gotoAdmin } from './admin-fixtures.ts';
import { expect, expectNoA11yViolations } from './fixtures.ts';

// The owner gives a class weekly times: the public timetable lists them with the class's next dates, and
// each date is a bookable event on the calendar.

test.describe.configure({ timeout: 180_000 });
const today = todayIn('Asia/Kolkata');

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

  // Today's weekday at midnight has always begun, so two weeks ahead hold one date only: a week from
  // today, past the demo days whose events other tests count. The class starts that day too.
  const weekday = WEEKDAY_LONG[weekdayOf(today)]!;
  const date = addDays(today, 7);
  await page.getByLabel('Weekly times').fill(`${weekday} 12:00 AM`);
  await page.getByLabel('First date').fill(date);
  await page.getByRole('button', { name: 'Create Class' }).click();
  await expect(page.getByText(CLASS_MESSAGES.created, { exact: true })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText(`${weekday.slice(0, 3)} 12:00 AM`);

  await page.goto('/classes');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card.getByText(`${weekday} · 12:00 AM`)).toBeVisible();
  await expect(card.getByText(`From ${formatOrdinalDate(date)}`)).toBeVisible();
  await expect(card.getByText(`${teacher} · Breath teacher from Kochi.`)).toBeVisible();
  const dates = card.getByRole('link', { name: new RegExp(`12:00 AM\\s?: ${title}`) });
  await expect(dates).toHaveCount(1);
  await expect(dates).toContainText(formatWeekdayDate(date));
  await expectNoA11yViolations(page);

  await dates.click();
  await expect(page).toHaveURL(new RegExp(`/calendar\\?date=${date}`));
  const event = page.locator('main article', { has: page.getByRole('heading', { name: title, exact: true }) });
  await expect(event).toContainText('12:00 AM');
  await expect(event).toContainText(`With ${teacher}`);
});
