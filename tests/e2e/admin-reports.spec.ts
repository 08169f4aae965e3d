import fs from 'node:fs/promises';
import type { APIRequestContext, Locator } from '@playwright/test';
import { addDays, formatMonthYear, todayIn } from '../../app/lib/dates.ts';
import { parseCsv as readCsv } from '../support/csv-parse.ts';
import { adminTest as test, gotoAdmin } from './admin-fixtures.ts';
import { expect, expectNoA11yViolations, screenshot } from './fixtures.ts';
import { stayDaysAhead } from './refund-helpers.ts';

const ZONE = 'Asia/Kolkata';

/** The shared RFC 4180 reader (it throws on a malformed file), and the reports' own CRLF ending. */
function parseCsv(text: string): string[][] {
  expect(text.endsWith('\r\n'), 'the CSV ends with CRLF').toBe(true);
  return readCsv(text);
}

/** The text of each body row of a table, cell by cell (read from the cells: a phone lays a row out as a card). */
async function tableRows(region: Locator): Promise<string[][]> {
  return region
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent.trim())));
}

/** '₹15,680.50' → 15680.5 */
const rupees = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

/** The four charts of a period, by the names a screen reader gives them. */
const charts = (per: 'week' | 'month') => [
  `Bookings made per ${per}`,
  `Revenue per ${per}: paid, refunded and net`,
  `Seats booked as a share of seats offered, per ${per}`,
  `Room-nights sold as a share of room-nights offered, per ${per}`,
];

type Post = (path: string, body: unknown) => ReturnType<APIRequestContext['post']>;

/** A checkout for a retreat for two on a random night, as the browser would start it. */
function orderRetreat(post: Post) {
  return post('/api/payments/orders', {
    kind: 'retreat',
    idempotencyKey: crypto.randomUUID(),
    occupancy: 'double',
    startDate: addDays(todayIn(ZONE), stayDaysAhead(2)),
    customer: { name: 'Report Guest', email: `report-${crypto.randomUUID().slice(0, 8)}@example.org`, mobile: '98765 43210' },
  });
}

/** A retreat paid now through the demo checkout, as the browser would pay it. */
async function payRetreat(request: APIRequestContext, baseURL: string) {
  const post: Post = (path, body) =>
    request.post(path, { headers: { 'Content-Type': 'application/json', Origin: baseURL }, data: JSON.stringify(body) });
  // Any night will do (revenue counts the day it is paid), but other tests fill rooms on random nights:
  // a night whose rooms are taken is swapped for another.
  let response = await orderRetreat(post);
  for (let tries = 1; !response.ok() && tries < 5; tries++) response = await orderRetreat(post);
  expect(response.status(), await response.text()).toBe(200);
  const order = (await response.json()) as { id: string; amount: number };
  const answer = await (await post('/api/payments/demo', { orderId: order.id, outcome: 'pay' })).json();
  const verified = await post('/api/payments/verify', answer);
  expect(verified.status(), await verified.text()).toBe(200);
  return order.amount / 100;
}

test('the reports show each chart with its table, weekly and monthly, and pass axe', async ({ page }) => {
  // Four charts, five tables and axe twice over: slower than most screens.
  test.slow();
  await gotoAdmin(page, '/admin/reports');
  await expect(page).toHaveTitle('Reports | Admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reports');
  // On a phone the sidebar's links sit in a closed menu: found by CSS, which sees hidden elements too.
  await expect(page.locator('nav[aria-label="Back-office"] a', { hasText: /^Reports$/ })).toHaveAttribute('href', '/admin/reports');
  const main = page.getByRole('main');
  for (const chart of charts('week')) await expect(main.getByRole('img', { name: chart })).toBeVisible();
  // Twelve weeks up to this one, and the totals.
  const sales = main.getByRole('region', { name: 'Bookings and revenue per week' });
  const weeks = await tableRows(sales);
  expect(weeks).toHaveLength(13);
  expect(weeks.at(-1)![0]).toBe('Total');
  expect(weeks[0]![0]).toMatch(/^Week of \d{1,2} \w{3,4} \d{4}$/);
  await expect(main.getByRole('region', { name: 'Occupancy of classes and events per week' }).locator('tbody tr')).toHaveCount(12);
  await expect(main.getByRole('region', { name: 'Occupancy of rooms per week' }).locator('tbody tr')).toHaveCount(12);
  await expect(main.getByRole('heading', { name: 'Top events', exact: true })).toBeVisible();
  // The therapy sessions' section, with its tables or the line saying there are none, and its own CSV.
  await expect(main.getByRole('heading', { name: 'Appointments', exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Appointments CSV' })).toHaveAttribute('href', /[?&]report=appointments(&|$)/);
  await expectNoA11yViolations(page);
  await screenshot(page, 'admin-reports-weekly');

  await main.getByRole('link', { name: 'Monthly' }).click();
  await expect(page).toHaveURL(/[?&]period=month/);
  // Twelve months of figures to draw on a machine that may be busy: the new page gets longer to appear.
  for (const chart of charts('month')) await expect(main.getByRole('img', { name: chart })).toBeVisible({ timeout: 20_000 });
  await expect(main.getByRole('link', { name: 'Monthly' })).toHaveAttribute('aria-current', 'page');
  const months = await tableRows(main.getByRole('region', { name: 'Bookings and revenue per month' }));
  expect(months).toHaveLength(13);
  expect(months.at(-2)![0]).toBe(formatMonthYear(todayIn(ZONE).slice(0, 7)));
  await expectNoA11yViolations(page);
  await screenshot(page, 'admin-reports-monthly');

  // Any span of dates, snapped to whole weeks.
  await main.getByRole('link', { name: 'Weekly' }).click();
  await expect(page).toHaveURL(/[?&]period=week/);
  await expect(main.getByRole('img', { name: 'Bookings made per week' })).toBeVisible({ timeout: 20_000 });
  await main.getByLabel('From', { exact: true }).fill('2026-03-04');
  await main.getByLabel('To', { exact: true }).fill('2026-03-18');
  await main.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/period=week&from=2026-03-04&to=2026-03-18/);
  await expect(main.getByRole('region', { name: 'Bookings and revenue per week' }).locator('tbody th')).toHaveText(
    ['Week of 2 Mar 2026', 'Week of 9 Mar 2026', 'Week of 16 Mar 2026', 'Total'],
    { timeout: 20_000 },
  );
});

test("a payment made now counts in this week's revenue and bookings", async ({ page, request, baseURL }) => {
  test.slow();
  const amount = await payRetreat(request, String(baseURL));
  await gotoAdmin(page, '/admin/reports');
  const rows = await tableRows(page.getByRole('main').getByRole('region', { name: 'Bookings and revenue per week' }));
  const [, bookings, , paid, , net] = rows.at(-2)!;
  expect(Number(bookings)).toBeGreaterThanOrEqual(1);
  expect(rupees(paid!)).toBeGreaterThanOrEqual(amount);
  expect(rupees(net!)).toBeLessThanOrEqual(rupees(paid!));
});

test('each report downloads as a CSV with the rows of its table', async ({ page }) => {
  test.slow();
  // A span that is over: nothing another test does now can change it between the page and the file.
  const today = todayIn(ZONE);
  const search = `period=month&from=${addDays(today, -400)}&to=${addDays(today, -40)}`;
  await gotoAdmin(page, `/admin/reports?${search}`);
  const main = page.getByRole('main');

  const [download] = await Promise.all([page.waitForEvent('download'), main.getByRole('link', { name: 'Sales CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^sales-month-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const sales = parseCsv(await fs.readFile((await download.path())!, 'utf8'));
  expect(sales[0]).toEqual(['period_start', 'period', 'bookings', 'cancelled', 'paid_rupees', 'refunded_rupees', 'net_rupees']);
  const table = (await tableRows(main.getByRole('region', { name: 'Bookings and revenue per month' }))).slice(0, -1);
  expect(sales.slice(1).map((row) => [row[1], row[2], row[3], ...row.slice(4).map(Number)])).toEqual(
    table.map((row) => [row[0], row[1], row[2], ...row.slice(3).map(rupees)]),
  );

  for (const [report, label, header] of [
    ['classes', 'Occupancy of classes and events per month', 'seats_offered'],
    ['rooms', 'Occupancy of rooms per month', 'room_nights_offered'],
  ] as const) {
    const href = await main
      .getByRole('link', { name: report === 'classes' ? 'Class occupancy CSV' : 'Room occupancy CSV' })
      .getAttribute('href');
    const response = await page.request.get(href!);
    expect(response.headers()['content-type']).toBe('text/csv; charset=utf-8');
    const csv = parseCsv(await response.text());
    expect(csv[0]).toContain(header);
    const rows = await tableRows(main.getByRole('region', { name: label }));
    expect(csv.slice(1).map((row) => row[1])).toEqual(rows.map((row) => row[0]));
    expect(csv.slice(1).map((row) => (row.at(-1) ? `${row.at(-1)}%` : '—'))).toEqual(rows.map((row) => row.at(-1)));
  }
  const top = await page.request.get(`/admin/reports/export.csv?report=top-events&${search}`);
  expect(parseCsv(await top.text())[0]).toEqual([
    'list',
    'rank',
    'event',
    'first_date',
    'last_date',
    'sessions',
    'bookings',
    'paid_rupees',
    'refunded_rupees',
    'net_rupees',
  ]);
  expect((await page.request.get(`/admin/reports/export.csv?report=secrets&${search}`)).status()).toBe(400);
});

test('the CSVs are for staff only', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] }, baseURL });
  const response = await context.request.get('/admin/reports/export.csv?report=sales', { maxRedirects: 0 });
  expect(response.status()).toBe(401);
  await context.close();
});
