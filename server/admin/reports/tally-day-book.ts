import { productLabels } from '#app/lib/admin/money-view.ts';
import { addDays, todayIn } from '#app/lib/dates.ts';
import type { BookingKind } from '#app/lib/enums.ts';
import type { Database } from '../../db/client.ts';
import { zonedInstant } from '../../zoned-time.ts';
import { type MoneyMovement, moneyMovements, type MovementMethod } from './money-movements.ts';

// The day book as TallyPrime imports it (Gateway of Tally > Import > Transactions, XML): every payment a
// Receipt voucher, every refund and sum given back a Payment voucher, each balanced to the paisa between
// the ledger the money moved through, the income ledger of what was sold and the output GST ledgers of
// its invoice or credit note. The same lines as the payments CSV and the cash-up, so all three agree.
// The ledgers must exist in the company before the import: docs/staff/tally.md lists them.

/** The ledger each way of paying moves money through. */
export const TALLY_METHOD_LEDGERS: Record<MovementMethod, string> = {
  cash: 'Cash',
  upi: 'UPI collections',
  card: 'Card collections',
  'bank-transfer': 'Bank account',
  online: 'Razorpay',
};

/** The income ledger of each product line. */
export const TALLY_INCOME_LEDGERS: Record<BookingKind, string> = {
  stay: 'Stay income',
  retreat: 'Retreat income',
  event: 'Classes and events income',
  training: 'Training income',
  appointment: 'Therapies and consultations income',
};

export const TALLY_TAX_LEDGERS = { cgst: 'Output CGST', sgst: 'Output SGST', igst: 'Output IGST' } as const;

interface LedgerEntry {
  ledger: string;
  /** Paise; positive is a debit, negative a credit. */
  debitPaise: number;
}

export interface TallyVoucher {
  type: 'Receipt' | 'Payment';
  /** The estate's day, 'YYYY-MM-DD'. */
  date: string;
  number: string;
  narration: string;
  entries: LedgerEntry[];
}

/** The voucher of one movement: its debits and credits sum to zero, whatever rounding its GST split had. */
export function voucherOf(movement: MoneyMovement, timeZone: string): TallyVoucher {
  // Money in is a debit of the method's ledger; going back, a credit of it. Income and GST take the other side.
  const amount = movement.amountPaise;
  const tax = movement.tax;
  const taxEntries: LedgerEntry[] = tax
    ? (['cgst', 'sgst', 'igst'] as const)
        .map((head) => ({ ledger: TALLY_TAX_LEDGERS[head], debitPaise: -tax[`${head}Paise`] }))
        .filter((entry) => entry.debitPaise !== 0)
    : [];
  const taxPaise = taxEntries.reduce((sum, entry) => sum - entry.debitPaise, 0);
  const entries: LedgerEntry[] = [
    { ledger: TALLY_METHOD_LEDGERS[movement.method], debitPaise: amount },
    { ledger: TALLY_INCOME_LEDGERS[movement.product], debitPaise: -(amount - taxPaise) },
    ...taxEntries,
  ];
  const about = [
    movement.bookingReference ? `Booking ${movement.bookingReference}` : null,
    movement.guestName,
    [productLabels[movement.product], movement.title].filter(Boolean).join(': '),
    movement.reference ? `ref ${movement.reference}` : null,
    movement.staff ? `by ${movement.staff}` : null,
  ];
  return {
    type: amount >= 0 ? 'Receipt' : 'Payment',
    date: todayIn(timeZone, movement.at),
    number: tax?.number ?? movement.bookingReference ?? '',
    narration: about.filter(Boolean).join(', '),
    entries,
  };
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);

/** Tally's amounts: rupees with two decimals, a debit negative and deemed positive (its own convention). */
function entryXml(entry: LedgerEntry): string {
  const debit = entry.debitPaise > 0;
  const rupees = (-entry.debitPaise / 100).toFixed(2);
  return [
    '      <ALLLEDGERENTRIES.LIST>',
    `       <LEDGERNAME>${escapeXml(entry.ledger)}</LEDGERNAME>`,
    `       <ISDEEMEDPOSITIVE>${debit ? 'Yes' : 'No'}</ISDEEMEDPOSITIVE>`,
    `       <AMOUNT>${rupees}</AMOUNT>`,
    '      </ALLLEDGERENTRIES.LIST>',
  ].join('\n');
}

function voucherXml(voucher: TallyVoucher): string {
  const type = escapeXml(voucher.type);
  return [
    '    <TALLYMESSAGE xmlns:UDF="TallyUDF">',
    `     <VOUCHER VCHTYPE="${type}" ACTION="Create" OBJVIEW="Accounting Voucher View">`,
    `      <DATE>${voucher.date.replaceAll('-', '')}</DATE>`,
    `      <VOUCHERTYPENAME>${type}</VOUCHERTYPENAME>`,
    `      <VOUCHERNUMBER>${escapeXml(voucher.number)}</VOUCHERNUMBER>`,
    `      <NARRATION>${escapeXml(voucher.narration)}</NARRATION>`,
    ...voucher.entries.map(entryXml),
    '     </VOUCHER>',
    '    </TALLYMESSAGE>',
  ].join('\n');
}

/** The import file of these vouchers, into whichever company is open in Tally. */
export function tallyXml(vouchers: readonly TallyVoucher[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<ENVELOPE>',
    ' <HEADER>',
    '  <TALLYREQUEST>Import Data</TALLYREQUEST>',
    ' </HEADER>',
    ' <BODY>',
    '  <IMPORTDATA>',
    '   <REQUESTDESC>',
    '    <REPORTNAME>Vouchers</REPORTNAME>',
    '   </REQUESTDESC>',
    '   <REQUESTDATA>',
    ...vouchers.map(voucherXml),
    '   </REQUESTDATA>',
    '  </IMPORTDATA>',
    ' </BODY>',
    '</ENVELOPE>',
    '',
  ].join('\n');
}

/** The day book of the estate's days from `from` to `to` (both included). */
export async function tallyDayBook(db: Database, days: { from: string; to: string }, timeZone: string): Promise<string> {
  const movements = await moneyMovements(db, {
    start: zonedInstant(days.from, 0, timeZone),
    end: zonedInstant(addDays(days.to, 1), 0, timeZone),
  });
  // A voucher of nothing (a booking paid wholly with credit) is refused by Tally and tells the books nothing.
  const moved = movements.filter((movement) => movement.amountPaise !== 0);
  return tallyXml(moved.map((movement) => voucherOf(movement, timeZone)));
}
