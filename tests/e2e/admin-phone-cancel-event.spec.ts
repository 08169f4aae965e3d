import { formatShortDate } from '../../app/lib/dates.ts';
import { createTestEvent } from './admin-booking-helpers.ts';
import { createBooking, uniqueTag } from './admin-booking-helpers.ts';
import { dayAhead, EVENTS_PATH, uniqueTitle } from './admin-events-helpers.ts';
import { adminTest as test, gotoAdmin } from './admin-fixtures.ts';
import { expect, expectNoA11yViolations } from './fixtures.ts';

// The cancel dialog on a phone: it fits 390 px without sideways scrolling, and axe-core finds nothing.

test('@phone-only the Cancel this event dialog lays out at 390 px and passes axe-core', async ({ page, baseURL }, testInfo) => {
  const title = uniqueTitle('Phone cancel');
  const eventDate = dayAhead(22);
  const event = await createTestEvent(page, { title, eventDate, timeSlots: ['7:30 AM'], slotCapacity: 8 });
  const tag = uniqueTag(testInfo);
  await createBooking(page, baseURL!, {
    eventId: event.id,
    eventTitle: title,
    eventDate,
    selectedSlot: '7:30 AM',
    status: 'confirmed',
    customerName: `Guest ${tag}`,
    customerEmail: `phone.cancel.${tag}@example.org`,
  });

  await gotoAdmin(page, `${EVENTS_PATH}?q=${encodeURIComponent(title)}`);
  const row = page.getByRole('row').filter({ hasText: title });
  await row.getByRole('button', { name: `Cancel this event: ${title}, ${formatShortDate(eventDate)}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this event' });
  await expect(dialog.getByLabel('Reason for the guests')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const box = await dialog.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await expectNoA11yViolations(page);
});
