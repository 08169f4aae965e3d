import { movementKindLabels, movementMethodLabels, productLabels } from '#app/lib/admin/money-view.ts';
import { addDays } from '#app/lib/dates.ts';
import { csvRupees, toCsv, zonedColumn } from '../../bookings/csv.ts';
import type { Database } from '../../db/client.ts';
import { zonedInstant } from '../../zoned-time.ts';
import { moneyMovements } from './money-movements.ts';

// The accountant's file: one line per sum that moved, at the estate's time, with the GST split of its
// invoice or credit note. Amounts are plain signed numbers, so the file's column sums to the net.

const rupees = (paise: number | undefined) => (paise === undefined ? null : csvRupees(paise));

/** Every money movement on the estate's days from `from` to `to` (both included), as a CSV file. */
export async function paymentsCsv(db: Database, days: { from: string; to: string }, timeZone: string): Promise<string> {
  const movements = await moneyMovements(db, {
    start: zonedInstant(days.from, 0, timeZone),
    end: zonedInstant(addDays(days.to, 1), 0, timeZone),
  });
  return toCsv(
    [
      zonedColumn('date_time', timeZone),
      'kind',
      'booking_reference',
      'guest_name',
      'product',
      'title',
      'method',
      'reference',
      'amount_rupees',
      'document_number',
      'taxable_rupees',
      'cgst_rupees',
      'sgst_rupees',
      'igst_rupees',
      'staff',
    ],
    movements.map((row) => [
      row.at,
      movementKindLabels[row.kind],
      row.bookingReference,
      row.guestName,
      productLabels[row.product],
      row.title,
      movementMethodLabels[row.method],
      row.reference,
      csvRupees(row.amountPaise),
      row.tax?.number,
      rupees(row.tax?.taxablePaise),
      rupees(row.tax?.cgstPaise),
      rupees(row.tax?.sgstPaise),
      rupees(row.tax?.igstPaise),
      row.staff,
    ]),
    { timeZone },
  );
}
