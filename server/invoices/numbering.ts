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

/** 'SKN/2026-27/000123', as issue #16 spells the format. */
export function documentNumber(series: string, financialYear: string, sequence: number): string {
  return `${series}/${financialYear}/${String(sequence).padStart(6, '0')}`;
}
