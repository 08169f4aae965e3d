import { addDays, todayIn } from '../../app/lib/dates.ts';
import { publicPages } from '../../app/lib/public-pages.ts';
import { nuErrors } from '../support/nu-checker.ts';
import { adminTest as test } from './admin-fixtures.ts';
import { expect } from './fixtures.ts';

// The markup as the server sends it passes the W3C's Nu Html Checker: every public page,
// a blog post, a guest's confirmation page and the "not found" page. Markup is the same at every width,
// so one project checks it.

const staticPaths = publicPages.filter((page) => !page.path.includes(':')).map((page) => `/${page.path}`);

async function post(request: import('@playwright/test').APIRequestContext, baseURL: string, path: string, body: unknown) {
  const response = await request.post(path, {
    headers: { 'Content-Type': 'application/json', Origin: baseURL },
    data: JSON.stringify(body),
  });
  expect(response.status(), path).toBe(200);
  return response.json();
}

test('the Nu Html Checker finds no error on any public page, a post, a confirmation page or the 404 @desktop-only', async ({
  page,
  baseURL,
}) => {
  // Java starts once for all the pages: seconds on a quiet machine, a minute on a loaded one.
  test.setTimeout(180_000);
  const pages = new Map<string, string>();
  const fetchPage = async (path: string, status = 200) => {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(status);
    pages.set(path, await response.text());
  };
  for (const path of staticPaths) await fetchPage(path);
  await fetchPage('/calendar/no-such-page', 404);

  // A published post, through the Blogs screen as staff write one.
  const slug = `nu-check-${Date.now().toString(36)}`;
  const created = await page.request.post('/admin/blogs?new=1', {
    form: {
      intent: 'create',
      title: 'Breath before dawn',
      author: 'Meera Nair',
      slug,
      excerpt: 'Why we begin early.',
      content: '## Why\n\nSlow **breathing**.',
      published: 'on',
    },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  expect(created.status()).toBeLessThan(400);
  await fetchPage(`/blogs/${slug}`);

  // A paid retreat's confirmation page, opened from its mail's link.
  const email = `nu.${Date.now().toString(36)}@example.org`;
  const order = await post(page.request, baseURL!, '/api/payments/orders', {
    kind: 'retreat',
    occupancy: 'single',
    guests: 1,
    startDate: addDays(todayIn('Asia/Kolkata'), 40),
    customer: { name: 'Meera Iyer', email, mobile: '98765 43210' },
    idempotencyKey: crypto.randomUUID(),
  });
  const answer = await post(page.request, baseURL!, '/api/payments/demo', { orderId: order.id, outcome: 'pay' });
  await post(page.request, baseURL!, '/api/payments/verify', answer);
  const mails = (await (await page.request.get(`/__test__/mail?to=${encodeURIComponent(email)}`)).json()) as {
    kind: string;
    text: string;
  }[];
  const link = /https?:\/\/\S+\/booking\/[A-Za-z0-9_.-]+/.exec(mails.find((mail) => mail.kind === 'booking-confirmed')?.text ?? '')?.[0];
  expect(link, 'the confirmation mail carries the booking page').toBeTruthy();
  await fetchPage(new URL(link!).pathname);

  expect(await nuErrors(pages)).toEqual([]);
});
