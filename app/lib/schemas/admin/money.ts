import { CASH_UP_MESSAGES, NOT_RECORDED } from '#app/lib/admin/money-view.ts';
import { REPORT_DAYS } from '#app/lib/admin/report-range.ts';
import { isIsoDate } from '#app/lib/dates.ts';
import { z } from '../z.ts';

// The payments export's days and the cash-up's day and staff member, as the address gives them.

const reportDay = (message: string) =>
  z.string({ error: message }).refine((value) => isIsoDate(value) && value >= REPORT_DAYS.first && value <= REPORT_DAYS.last, { message });

export const PAYMENTS_EXPORT_MESSAGES = {
  from: 'Choose the first day (from) as YYYY-MM-DD.',
  to: 'Choose the last day (to) as YYYY-MM-DD.',
  reversed: 'The last day (to) comes before the first (from).',
  fetchFailed: 'The payments could not be exported. Try again in a moment.',
} as const;

export const paymentsExportSchema = z
  .object({ from: reportDay(PAYMENTS_EXPORT_MESSAGES.from), to: reportDay(PAYMENTS_EXPORT_MESSAGES.to) })
  .refine((value) => value.from <= value.to, { message: PAYMENTS_EXPORT_MESSAGES.reversed, path: ['to'] });

export const cashUpSchema = z.object({
  // An emptied date field sends an empty value: the estate's today.
  day: z.preprocess((value) => value || undefined, reportDay(CASH_UP_MESSAGES.badDay).optional()),
  staff: z.preprocess(
    (value) => value || undefined,
    z
      .union([z.literal(NOT_RECORDED), z.email({ error: CASH_UP_MESSAGES.badStaff }).max(254)], { error: CASH_UP_MESSAGES.badStaff })
      .optional(),
  ),
});
