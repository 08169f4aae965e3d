import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { invoiceSequences } from '../db/schema.ts';

/**
 * The next number of a series in a financial year, taken inside the caller's transaction: the upsert
 * locks the sequence's row until that transaction ends, so concurrent issuers queue up (no duplicate),
 * and a rollback gives the number back with everything else (no gap).
 */
export async function takeNextNumber(tx: Database, series: string, financialYear: string): Promise<number> {
  const [row] = await tx
    .insert(invoiceSequences)
    .values({ series, financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceSequences.series, invoiceSequences.financialYear],
      set: { lastNumber: sql`${invoiceSequences.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceSequences.lastNumber });
  if (!row) throw new Error(`no number was taken in series ${series} ${financialYear}`);
  return row.lastNumber;
}

/** GST Rule 46(b): an invoice's serial number has at most 16 characters. */
export const MAX_NUMBER_LENGTH = 16;

/**
 * 'SKN/26-27/000123': the series, the financial year written short, and the sequence padded to fill 16
 * characters (the full year, 'SKN/2026-27/000123', would take 18, which the rule does not allow).
 */
export function documentNumber(series: string, financialYear: string, sequence: number): string {
  const year = financialYear.replace(/^\d\d(\d\d)-(\d\d)$/, '$1-$2');
  const digits = Math.max(MAX_NUMBER_LENGTH - series.length - year.length - 2, 1);
  return `${series}/${year}/${String(sequence).padStart(digits, '0')}`;
}
