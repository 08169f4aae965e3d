import type { Page } from '@playwright/test';
import { addDays } from '../../app/lib/dates.ts';
import { expect, gotoOk } from './fixtures.ts';
import { roomTypeId } from './rooms-helpers.ts';

// A staying guest's way to /therapies, shared by the guest's and the desk's tests: a stay paid through the
// checkout's own endpoints, its page from the confirmation mail, and a service and a day chosen there.

/** A check-in whose next day is a working day of the demo practitioners (not a Sunday). */
export const checkInFor = (iso: string) => (new Date(`${addDays(iso, 1)}T00:00:00Z`).getUTCDay() === 0 ? addDays(iso, 1) : iso);

/** A paid stay of two nights from `checkIn` for `email`, and the path of its booking page from the confirmation mail. */
export async function paidStay(page: Page, baseURL: string, checkIn: string, email: string, name = 'Meera Iyer'): Promise<string> {
  const post = async (path: string, body: unknown) => {
    const response = await page.request.post(path, { headers: { Origin: baseURL }, data: body });
    expect(response.status(), path).toBe(200);
    return response.json();
  };
  const order = await post('/api/payments/orders', {
    kind: 'stay',
    idempotencyKey: crypto.randomUUID(),
    checkIn,
    checkOut: addDays(checkIn, 2),
    adults: 1,
    roomTypeId: await roomTypeId(page.request, 'Forest Single'),
    customer: { name, email, mobile: '9876543210' },
  });
  await post('/api/payments/verify', await post('/api/payments/demo', { orderId: order.id, outcome: 'pay' }));
  const link = /https?:\/\/\S+\/booking\/[A-Za-z0-9_.-]+/.exec(
    (await mailsTo(page, email)).find((mail) => mail.kind === 'booking-confirmed')?.text ?? '',
  )?.[0];
  expect(link, 'the confirmation mail carries the link to the page').toBeTruthy();
  return new URL(link!).pathname;
}

export async function mailsTo(page: Page, email: string) {
  return (await (await page.request.get(`/__test__/mail?to=${encodeURIComponent(email)}`)).json()) as { kind: string; text: string }[];
}

/** From the stay's page: a service and a day, then /therapies for the stay, hydrated. */
export async function chooseFromStay(page: Page, stayPath: string, option: string, day: string) {
  await gotoOk(page, stayPath);
  const section = page.getByRole('region', { name: 'Add a therapy or consultation' });
  await section.getByLabel('Therapy or consultation').selectOption({ label: option });
  await section.getByLabel('Day', { exact: true }).fill(day);
  await section.getByRole('button', { name: 'Show free times' }).click();
  await page.waitForURL(/\/therapies\?/);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}
