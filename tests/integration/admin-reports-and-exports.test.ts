import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventBooking } from '#server/bookings/event-booking.ts';
import { signInAdmin } from '#tests/support/sign-in.ts';
import { parseCsv } from '../support/csv-parse.ts';
import { bookingRequest, createEvent, TIME_ZONE } from '../support/factories.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// The owner's downloads and reports, as a browser asks for them: what a spreadsheet makes of the
// files, and what the reports answer to dates nobody would pick from the calendar.

let app: TestApp;
let cookie: string;

beforeAll(async () => {
  app = await startTestApp();
  cookie = await signInAdmin(app);
});

afterAll(async () => {
  await app?.close();
});

const get = (path: string) => fetch(`${app.url}${path}`, { headers: { cookie }, redirect: 'manual' });

describe('the CSV formula guard with ;-separated spreadsheets', () => {
  it('quotes a guest name holding a semicolon, so no part of it becomes a formula cell', async () => {
    const event = await createEvent(app.database.db);
    // No comma or quote in it, which would have it quoted anyway.
    const name = 'Rao;=SUM(A1:A9)';
    await createEventBooking(app.database.db, bookingRequest({ eventId: event.id, name }), { timeZone: TIME_ZONE });
    const response = await get('/admin/bookings/export.csv');
    expect(response.status).toBe(200);
    const csv = await response.text();
    expect(csv).toContain('"Rao;=SUM(A1:A9)"');
    // A spreadsheet splitting at ; outside quotes finds no cell that starts a formula.
    const cells = csv.split(/\r\n/).flatMap((line) => line.split(/;(?=(?:[^"]*"[^"]*")*[^"]*$)/));
    expect(cells.filter((cell) => /^[=+\-@]/.test(cell))).toEqual([]);
    expect(parseCsv(csv).some((row) => row.includes(name))).toBe(true);
  });
});

describe('reports with odd dates', () => {
  const ODD: [string, string][] = [
    ['0000-01-01', '2026-01-01'],
    ['2026-01-01', '9999-12-31'],
    ['0000-01-01', '9999-12-31'],
    ['0100-01-01', '2026-01-01'],
    ['1900-03-01', '1900-03-31'],
    ['2025-02-30', '2025-03-10'],
    ['+275760-09-13', '2026-01-01'],
    ['2026-01-01', '-271821-04-20'],
    ['2026-13-01', '2026-14-01'],
    ['20260101', 'yesterday'],
  ];

  it.each(ODD)('answers from=%s to=%s with a 400 and a banner, never a 500', async (from, to) => {
    for (const period of ['week', 'month']) {
      const search = new URLSearchParams({ period, from, to });
      const page = await get(`/admin/reports?${search}`);
      expect(page.status, `${period} page`).toBe(400);
      const html = await page.text();
      expect(html).toMatch(/role="alert"|role="status"/);
      expect(html).toMatch(/could not be read|Reports cover/);
      const csv = await get(`/admin/reports/export.csv?report=sales&${search}`);
      expect(csv.status, `${period} CSV`).toBe(400);
      expect(((await csv.json()) as { error: string }).error).toMatch(/could not be read|Reports cover/);
    }
    const payments = await get(`/admin/reports/payments.csv?${new URLSearchParams({ from, to })}`);
    expect(payments.status, 'payments CSV').toBe(400);
    expect(((await payments.json()) as { error: string }).error).toMatch(/as YYYY-MM-DD|comes before/);
  });

  it('answers the payments export with reversed or missing days, and the cash-up with an odd day or staff member, with a 400', async () => {
    const reversed = await get('/admin/reports/payments.csv?from=2026-06-30&to=2026-01-01');
    expect(reversed.status).toBe(400);
    expect(((await reversed.json()) as { error: string }).error).toBe('The last day (to) comes before the first (from).');
    expect((await get('/admin/reports/payments.csv')).status).toBe(400);
    for (const search of ['day=2026-13-01', 'day=9999-12-31', 'staff=%3Cscript%3E', `staff=${'a'.repeat(300)}%40example.org`]) {
      const page = await get(`/admin/reports/cash-up?${search}`);
      expect(page.status, search).toBe(400);
      expect(await page.text()).toMatch(/role="alert"|role="status"/);
    }
    const file = await get('/admin/reports/payments.csv?from=2026-01-01&to=2026-01-31');
    expect(file.status).toBe(200);
    expect(parseCsv(await file.text())[0]?.[0]).toBe(`date_time (${TIME_ZONE})`);
    expect((await get('/admin/reports/day-book.xml?from=2026-01-31&to=2026-01-01')).status).toBe(400);
    const dayBook = await get('/admin/reports/day-book.xml?from=2026-01-01&to=2026-01-31');
    expect(dayBook.status).toBe(200);
    expect(dayBook.headers.get('content-disposition')).toBe('attachment; filename="day-book-2026-01-01-to-2026-01-31.xml"');
    expect(await dayBook.text()).toContain('<TALLYREQUEST>Import Data</TALLYREQUEST>');
  });

  it('swaps reversed dates and caps a huge span, without an error', async () => {
    const reversed = await get('/admin/reports?period=month&from=2026-06-30&to=2026-01-01');
    expect(reversed.status).toBe(200);
    expect((await reversed.text()).replaceAll('<!-- -->', '')).toContain('1 Jan 2026 to 30 Jun 2026');
    const huge = await get('/admin/reports?period=week&from=2000-01-01&to=2099-12-31');
    expect(huge.status).toBe(200);
    const csv = await get('/admin/reports/export.csv?report=sales&period=month&from=2000-01-01&to=2099-12-31');
    expect(csv.status).toBe(200);
    expect(parseCsv(await csv.text())).toHaveLength(61);
  });
});
