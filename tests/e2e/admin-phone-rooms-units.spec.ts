import type { Page } from '@playwright/test';
import { ROOM_TYPE_MESSAGES } from '../../app/lib/admin/room-messages.ts';
import { addDays, todayIn } from '../../app/lib/dates.ts';
import { adminTest as test, gotoAdmin } from './admin-fixtures.ts';
import { expect, expectNoA11yViolations } from './fixtures.ts';

// At 390 px: Today's stays (arrivals with a payment form, in house) and the occupancy grid with its units
// lay out without widening the page, and axe-core finds nothing.

const today = todayIn('Asia/Kolkata');

async function expectNoHorizontalOverflow(page: Page) {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.view);
}

test('Today’s stays and the occupancy grid with units at 390 px @phone-only', async ({ page, baseURL }) => {
  const name = `Mogra ${Date.now().toString(36)}`;
  const headers = { origin: baseURL! };
  const created = await page.request.post('/admin/rooms', {
    form: {
      intent: 'create',
      name,
      description: 'A room by the mogra.',
      roomCount: '2',
      adultsPerRoom: '2',
      sortOrder: '70',
      active: 'on',
    },
    headers,
  });
  expect(await created.text()).toContain(ROOM_TYPE_MESSAGES.created);
  const types = (await (await page.request.get('/__test__/room-types')).json()) as { id: string; name: string }[];
  const booked = await page.request.post('/admin/rooms', {
    form: {
      intent: 'book',
      kind: 'stay',
      roomTypeId: types.find((type) => type.name === name)!.id,
      checkIn: today,
      checkOut: addDays(today, 1),
      adults: '2',
      customerName: `Phone guest ${name}`,
      customerEmail: 'phone-guest@example.org',
      customerPhone: '+91 98765 43210',
      status: 'confirmed',
    },
    headers,
  });
  expect(booked.status()).toBe(200);

  await gotoAdmin(page, '/admin/today');
  await expect(page.getByRole('region', { name: /^In house \(/ })).toContainText(`${name} 1`);
  await expectNoHorizontalOverflow(page);
  await expectNoA11yViolations(page);

  await gotoAdmin(page, `/admin/rooms?night=${today}`);
  await expect(
    page.getByRole('region', { name: /^Occupancy from/ }).getByRole('rowheader', { name: `${name} 1`, exact: true }),
  ).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoA11yViolations(page);
});
