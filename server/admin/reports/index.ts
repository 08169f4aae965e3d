import type { ReportRange } from '#app/lib/admin/report-range.ts';
import type { ReportsData } from '#app/lib/admin/reports-view.ts';
import { todayIn } from '#app/lib/dates.ts';
import type { Database } from '../../db/client.ts';
import { appointmentsReport } from './appointments.ts';
import { moneyMix } from './money-mix.ts';
import { classOccupancy, roomOccupancy } from './occupancy.ts';
import { onTheBooks } from './on-the-books.ts';
import { salesReport } from './sales.ts';
import { topEventsByBookings, topEventsByRevenue } from './top-events.ts';

// The back-office's reports: sales, how full the classes and rooms were, the events that sold best
// and the therapy sessions, over one range of weeks or months in the estate's time zone.

export { appointmentsReport, classOccupancy, roomOccupancy, salesReport, topEventsByBookings, topEventsByRevenue };

export async function loadReports(
  db: Database,
  { range, timeZone, now = new Date() }: { range: ReportRange; timeZone: string; now?: Date },
): Promise<ReportsData> {
  const [sales, classes, rooms, topByBookings, topByRevenue, mix, books, appointments] = await Promise.all([
    salesReport(db, range, timeZone),
    classOccupancy(db, range),
    roomOccupancy(db, range, now),
    topEventsByBookings(db, range),
    topEventsByRevenue(db, range),
    moneyMix(db, range, timeZone),
    onTheBooks(db, todayIn(timeZone, now)),
    appointmentsReport(db, range, timeZone),
  ]);
  return { range, sales, classes, rooms, topByBookings, topByRevenue, mix, books, appointments };
}
