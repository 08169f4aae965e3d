import { addDays, formatMonthYear, isIsoDate, todayIn } from '../dates.ts';

// The span a report covers and its buckets: weeks from Monday to Sunday, or calendar months,
// both as dates in the estate's time zone. The reports screen, its CSVs and the server's queries all read
// the address through parseReportRange, so a chart, its table and its CSV always cover the same days.

export const reportPeriods = ['week', 'month'] as const;
export type ReportPeriod = (typeof reportPeriods)[number];

export const reportPeriodLabels: Record<ReportPeriod, string> = { week: 'Weekly', month: 'Monthly' };

/** Buckets shown when the address names no dates: the last 12 weeks or the last 12 months, this one included. */
export const DEFAULT_BUCKETS = 12;
/** The most a report covers: two years of weeks, or five of months. */
export const MAX_BUCKETS: Record<ReportPeriod, number> = { week: 105, month: 60 };

export interface ReportRange {
  period: ReportPeriod;
  /** The first day of the first bucket. */
  from: string;
  /** The last day of the last bucket (included). */
  to: string;
  /** The first day of each bucket, in order. */
  buckets: string[];
}

/** The Monday of the week the date falls in. */
export function weekStart(iso: string): string {
  const weekday = new Date(`${iso}T00:00:00Z`).getUTCDay();
  return addDays(iso, -((weekday + 6) % 7));
}

function monthStart(iso: string): string {
  return `${iso.slice(0, 7)}-01`;
}

function nextMonth(first: string): string {
  const [year, month] = first.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

export function bucketStart(period: ReportPeriod, iso: string): string {
  return period === 'week' ? weekStart(iso) : monthStart(iso);
}

/** The first day of the bucket after the one starting on `start`. */
export function nextBucket(period: ReportPeriod, start: string): string {
  return period === 'week' ? addDays(start, 7) : nextMonth(start);
}

/** Every bucket that touches [from, to], snapped to whole weeks or months, at most MAX_BUCKETS (the latest kept). */
export function reportRange(period: ReportPeriod, from: string, to: string): ReportRange {
  const last = bucketStart(period, to);
  let buckets: string[] = [];
  for (let start = bucketStart(period, from); start <= last; start = nextBucket(period, start)) buckets.push(start);
  buckets = buckets.slice(-MAX_BUCKETS[period]);
  const first = buckets[0] ?? last;
  return { period, from: first, to: addDays(nextBucket(period, buckets.at(-1) ?? last), -1), buckets: buckets.length ? buckets : [last] };
}

/** The default span: the last DEFAULT_BUCKETS weeks or months up to the estate's today. */
export function defaultRange(period: ReportPeriod, today: string): ReportRange {
  let from = bucketStart(period, today);
  for (let step = 1; step < DEFAULT_BUCKETS; step += 1) from = bucketStart(period, addDays(from, -1));
  return reportRange(period, from, today);
}

/** The days a report may name: before the first the estate kept no records, and the last is far past any booking. */
export const REPORT_DAYS = { first: '2000-01-01', last: '2099-12-31' } as const;

export const REPORT_RANGE_MESSAGES = {
  unreadable: (period: ReportPeriod) =>
    `Those dates could not be read. Please choose them in the From and To fields; the last ${DEFAULT_BUCKETS} ${period}s are shown instead.`,
  outOfRange: (period: ReportPeriod) =>
    `Reports cover ${reportDate(REPORT_DAYS.first)} to ${reportDate(REPORT_DAYS.last)}. The last ${DEFAULT_BUCKETS} ${period}s are shown instead.`,
} as const;

export interface AskedRange {
  range: ReportRange;
  /** Why the address's dates were not used (the default range is given instead), or null. */
  refused: string | null;
}

/**
 * The range an address asks for (?period=week|month&from=…&to=…). A missing date falls back to the
 * default span, and reversed dates are swapped. A date that is not a real YYYY-MM-DD day, or lies outside
 * REPORT_DAYS, is refused with its sentence and the default span is given: computing buckets for the year
 * 9999 or 0000 broke the date arithmetic and the page with it.
 */
export function parseReportRange(params: URLSearchParams, timeZone: string, now: Date = new Date()): AskedRange {
  const period = reportPeriods.find((name) => name === params.get('period')) ?? 'week';
  const today = todayIn(timeZone, now);
  // The form's emptied date field sends an empty value: that date is not given.
  const from = params.get('from') || undefined;
  const to = params.get('to') || undefined;
  const asked = [from, to].filter((date) => date !== undefined);
  const refused = asked.some((date) => !isIsoDate(date))
    ? REPORT_RANGE_MESSAGES.unreadable(period)
    : asked.some((date) => date < REPORT_DAYS.first || date > REPORT_DAYS.last)
      ? REPORT_RANGE_MESSAGES.outOfRange(period)
      : null;
  if (refused) return { range: defaultRange(period, today), refused };
  if (!from && !to) return { range: defaultRange(period, today), refused: null };
  const fallback = defaultRange(period, to ?? today);
  const [start, end] = [from ?? fallback.from, to ?? today].sort() as [string, string];
  return { range: reportRange(period, start, end), refused: null };
}

/** The query string of a range, for the CSV links and the period chooser. */
export function rangeSearch(range: Pick<ReportRange, 'period' | 'from' | 'to'>, extra: Record<string, string> = {}): string {
  return new URLSearchParams({ ...extra, period: range.period, from: range.from, to: range.to }).toString();
}

// Short month names written out: Node's ICU and the browser's disagree ('Sept' and 'Sep'), and this
// page is rendered by one and hydrated by the other.
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** '7 Sep 2026' */
export function reportDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return `${day} ${SHORT_MONTHS[month - 1]} ${year}`;
}

/** A bucket's name in a table: 'Week of 16 Nov 2026' or 'November 2026'. */
export function bucketLabel(period: ReportPeriod, start: string): string {
  return period === 'week' ? `Week of ${reportDate(start)}` : formatMonthYear(start.slice(0, 7));
}

/** A bucket's short name under a chart's bar: '16 Nov' or 'Nov 26'. */
export function bucketTick(period: ReportPeriod, start: string): string {
  const [day, month, year] = reportDate(start).split(' ') as [string, string, string];
  return period === 'week' ? `${day} ${month}` : `${month} ${year.slice(2)}`;
}
