import { bucketLabel, type ReportRange } from '#app/lib/admin/report-range.ts';
import { type AppointmentTally, occupancyPercent, type ReportKind, type TopEvent } from '#app/lib/admin/reports-view.ts';
import { csvRupees, toCsv } from '../../bookings/csv.ts';
import type { Database } from '../../db/client.ts';
import { appointmentsReport } from './appointments.ts';
import { classOccupancy, roomOccupancy } from './occupancy.ts';
import { salesReport } from './sales.ts';
import { topEventsByBookings, topEventsByRevenue } from './top-events.ts';

// One CSV per report, with the rows of the table under its chart: the bucket's first day (for sorting)
// and its name, then plain numbers a spreadsheet can sum, money in rupees.

const percent = (booked: number, offered: number) => occupancyPercent(booked, offered) ?? '';

interface ReportScope {
  range: ReportRange;
  timeZone: string;
  now?: Date;
}

async function salesCsv(db: Database, { range, timeZone }: ReportScope): Promise<string> {
  const rows = await salesReport(db, range, timeZone);
  return toCsv(
    ['period_start', 'period', 'bookings', 'cancelled', 'paid_rupees', 'refunded_rupees', 'net_rupees'],
    rows.map((row) => [
      row.bucket,
      bucketLabel(range.period, row.bucket),
      row.bookings,
      row.cancelled,
      csvRupees(row.paidPaise),
      csvRupees(row.refundedPaise),
      csvRupees(row.netPaise),
    ]),
  );
}

async function classesCsv(db: Database, { range }: ReportScope): Promise<string> {
  const rows = await classOccupancy(db, range);
  return toCsv(
    ['period_start', 'period', 'slots', 'seats_offered', 'seats_booked', 'occupancy_percent'],
    rows.map((row) => [
      row.bucket,
      bucketLabel(range.period, row.bucket),
      row.slots,
      row.seatsOffered,
      row.seatsBooked,
      percent(row.seatsBooked, row.seatsOffered),
    ]),
  );
}

async function roomsCsv(db: Database, { range, now }: ReportScope): Promise<string> {
  const rows = (await roomOccupancy(db, range, now)) ?? [];
  return toCsv(
    ['period_start', 'period', 'room_nights_offered', 'room_nights_sold', 'occupancy_percent'],
    rows.map((row) => [
      row.bucket,
      bucketLabel(range.period, row.bucket),
      row.roomNightsOffered,
      row.roomNightsSold,
      percent(row.roomNightsSold, row.roomNightsOffered),
    ]),
  );
}

async function topEventsCsv(db: Database, { range }: ReportScope): Promise<string> {
  const [byBookings, byRevenue] = await Promise.all([topEventsByBookings(db, range), topEventsByRevenue(db, range)]);
  const lines = (list: string, events: TopEvent[]) =>
    events.map((event, index) => [
      list,
      index + 1,
      event.title,
      event.firstDate,
      event.lastDate,
      event.sessions,
      event.bookings,
      csvRupees(event.paidPaise),
      csvRupees(event.refundedPaise),
      csvRupees(event.netPaise),
    ]);
  return toCsv(
    ['list', 'rank', 'event', 'first_date', 'last_date', 'sessions', 'bookings', 'paid_rupees', 'refunded_rupees', 'net_rupees'],
    [...lines('by bookings', byBookings), ...lines('by revenue', byRevenue)],
  );
}

async function appointmentsCsv(db: Database, { range, timeZone }: ReportScope): Promise<string> {
  const { byService, byPractitioner } = await appointmentsReport(db, range, timeZone);
  const lines = (by: string, tallies: AppointmentTally[]) =>
    tallies.map((tally) => [
      by,
      tally.name,
      tally.booked,
      tally.done,
      tally.noShows,
      tally.cancelled,
      csvRupees(tally.paidPaise),
      csvRupees(tally.refundedPaise),
      csvRupees(tally.netPaise),
    ]);
  return toCsv(
    ['by', 'name', 'booked', 'done', 'no_shows', 'cancelled', 'paid_rupees', 'refunded_rupees', 'net_rupees'],
    [...lines('service', byService), ...lines('practitioner', byPractitioner)],
  );
}

const writers: Record<ReportKind, (db: Database, scope: ReportScope) => Promise<string>> = {
  sales: salesCsv,
  classes: classesCsv,
  rooms: roomsCsv,
  'top-events': topEventsCsv,
  appointments: appointmentsCsv,
};

/** The CSV of one report over the range. */
export function reportCsv(db: Database, kind: ReportKind, scope: ReportScope): Promise<string> {
  return writers[kind](db, scope);
}
