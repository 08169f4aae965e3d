import type { Page } from '@playwright/test';
import { addDays, todayIn } from '../../app/lib/dates.ts';
import { expect } from './fixtures.ts';
import { type StoredBooking, storedBookings } from './guest-checkout.ts';

// A room type and a stay of the test's own, made as the owner through the Rooms screen's actions, so
// that tests running side by side never count one another's rooms.

// The e2e server's TIME_ZONE (server/config.ts's default): the occupancy grid starts on the estate's today.
export const night = (days: number) => addDays(todayIn('Asia/Kolkata'), days);

async function postRooms(page: Page, baseURL: string, form: Record<string, string>) {
  const response = await page.request.post('/admin/rooms', { form, headers: { Origin: baseURL }, maxRedirects: 0 });
  expect(response.status(), `${form.intent} on /admin/rooms: ${await response.text()}`).toBe(200);
}

/** A confirmed two-adult stay of a new guest in the type, from night `from` to `to`. */
export async function bookStay(page: Page, baseURL: string, typeId: string, tag: string, from: number, to: number) {
  const guest = `Mover ${tag}`;
  const email = `mover.${tag}@example.org`;
  await postRooms(page, baseURL, {
    intent: 'book',
    kind: 'stay',
    roomTypeId: typeId,
    checkIn: night(from),
    checkOut: night(to),
    adults: '2',
    customerName: guest,
    customerEmail: email,
    customerPhone: '+91 98765 43210',
    status: 'confirmed',
  });
  const [booking] = await storedBookings(page.request, email);
  expect(booking, guest).toBeTruthy();
  return { guest, booking: booking! };
}

/** A new type of `rooms` rooms of two adults, and a confirmed two-adult stay in it from night `from` to `to`. */
export async function roomTypeWithStay(
  page: Page,
  baseURL: string,
  tag: string,
  stay: { from: number; to: number; rooms?: number },
): Promise<{ typeName: string; typeId: string; guest: string; booking: StoredBooking }> {
  const typeName = `Move Room ${tag}`;
  await postRooms(page, baseURL, {
    intent: 'create',
    name: typeName,
    description: 'A room kept for one browser test.',
    roomCount: String(stay.rooms ?? 2),
    adultsPerRoom: '2',
    sortOrder: '60',
    active: 'on',
  });
  const types = (await (await page.request.get('/__test__/room-types')).json()) as { id: string; name: string }[];
  const type = types.find((candidate) => candidate.name === typeName);
  expect(type, typeName).toBeTruthy();
  return { typeName, typeId: type!.id, ...(await bookStay(page, baseURL, type!.id, tag, stay.from, stay.to)) };
}
