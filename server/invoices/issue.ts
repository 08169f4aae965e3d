import { and, asc, eq } from 'drizzle-orm';
import { todayIn } from '#app/lib/dates.ts';
import type { InvoiceKind } from '#app/lib/enums.ts';
import { gstStateCode } from '#app/lib/indian-states.ts';
import { config } from '../config.ts';
import type { Database } from '../db/client.ts';
import {
  type AdvanceReceived,
  type bookings,
  type InvoiceDocument,
  type InvoiceLine,
  invoices,
  type paymentOrders,
  refunds,
} from '../db/schema.ts';
import { logger } from '../logger.ts';
import { documentNumber, takeNextNumber } from './numbering.ts';
import { type GstSettings, gstSettings, seriesOf, type SupplyKind } from './settings.ts';
import { amountInWords, financialYear, proportionalSplit, splitTax, type TaxSplit } from './tax.ts';

type BookingRow = typeof bookings.$inferSelect;
type OrderRow = typeof paymentOrders.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;

const DESCRIPTIONS: Record<SupplyKind, string> = {
  stay: 'Accommodation',
  retreat: 'Retreat package',
  event: 'Class',
  training: 'Teacher training',
  appointment: 'Therapy or consultation',
};

/**
 * The tax invoice for a payment received (a plain receipt without GSTIN), numbered and stored in the
 * caller's transaction, the one that records the payment: the payment and its invoice exist together or
 * not at all. The amount is what the order charged, after any discount. A booking has one per payment
 * (its price, then what was due on top); a payment that already has its invoice keeps it.
 *
 * When the accountant chose receipt vouchers for advances (GST_ADVANCES=receipt-voucher, with a GSTIN), a
 * payment that leaves something due on the booking is an advance and gets a receipt voucher instead, in
 * its own series; the payment that settles the booking gets the tax invoice for the whole supply, showing
 * the advances received against it. The caller holds the booking's lock, so two final payments never
 * both take the same vouchers.
 */
export async function issueInvoice(
  tx: Database,
  { booking, order }: { booking: BookingRow; order: OrderRow },
  settings: GstSettings = gstSettings(config()),
  now: Date = new Date(),
): Promise<InvoiceRow> {
  const [existing] = await tx.select().from(invoices).where(eq(invoices.paymentOrderId, order.id));
  if (existing) return existing;
  if (settings.gstin !== null && settings.advances === 'receipt-voucher') {
    if (booking.duePaise > 0) return issueReceiptVoucher(tx, { booking, order }, settings, now);
    const advanced = await advancesNotInvoiced(tx, booking.id);
    if (advanced.advances.length > 0) return issueFinalInvoice(tx, { booking, order, ...advanced }, settings, now);
  }

  const kind: SupplyKind = order.kind;
  const { buyerState, placeState, split } = taxOf({ booking, order }, order.amountPaise, settings);
  const line: InvoiceLine = {
    description: `${DESCRIPTIONS[kind]}${order.purpose === 'balance' ? ', balance due' : ''}: ${booking.eventTitle}, ${booking.selectedSlot}`,
    sac: settings.gstin !== null ? settings.supplies[kind].sac : null,
    ratePercent: settings.gstin !== null ? settings.supplies[kind].ratePercent : 0,
    ...split,
  };
  const document: InvoiceDocument = {
    ...headOf(booking, { buyerState, placeState }, settings, now),
    discountPaise: order.discountPaise,
    lines: [line],
    totalPaise: order.amountPaise,
    amountInWords: amountInWords(order.amountPaise),
    pricesIncludeGst: settings.pricesIncludeGst,
  };
  return store(
    tx,
    { kind: 'invoice', series: seriesOf(settings, 'invoice'), bookingId: booking.id, paymentOrderId: order.id, document },
    settings,
    now,
  );
}

/** The guest's state, the place of supply and the tax split of `totalPaise` (none without a GSTIN). */
function taxOf({ booking, order }: { booking: BookingRow; order: OrderRow }, totalPaise: number, settings: GstSettings) {
  const buyerState = order.customerState ?? booking.customerState ?? null;
  // An unknown state is taken as the estate's own: the guest is asked, and not answering means intra-state.
  const placeState = buyerState ?? settings.state;
  const split =
    settings.gstin !== null
      ? splitTax({ totalPaise, ratePercent: settings.supplies[order.kind].ratePercent, intraState: placeState === settings.state })
      : untaxed(totalPaise);
  return { buyerState, placeState, split };
}

/** What every document for a payment opens with: the seller, the guest, the place of supply, the day and the booking. */
function headOf(
  booking: BookingRow,
  { buyerState, placeState }: { buyerState: string | null; placeState: string },
  settings: GstSettings,
  now: Date,
): Pick<InvoiceDocument, 'seller' | 'buyer' | 'placeOfSupply' | 'issuedOn' | 'bookingReference'> {
  return {
    seller: {
      legalName: settings.legalName,
      gstin: settings.gstin,
      address: settings.address,
      state: settings.state,
      stateCode: settings.stateCode,
    },
    buyer: { name: booking.customerName, email: booking.customerEmail, phone: booking.customerPhone, state: buyerState },
    placeOfSupply: `${placeState} (${gstStateCode(placeState) ?? '-'})`,
    issuedOn: todayIn(settings.timeZone, now),
    bookingReference: booking.reference,
  };
}

/**
 * A receipt voucher for an advance (GST Rule 50): the supplier and the guest, the place of supply, the
 * amount received, and the GST it bears at the supply's rate, since tax on an advance for a service is
 * due when it is received.
 */
async function issueReceiptVoucher(
  tx: Database,
  { booking, order }: { booking: BookingRow; order: OrderRow },
  settings: GstSettings,
  now: Date,
): Promise<InvoiceRow> {
  const { buyerState, placeState, split } = taxOf({ booking, order }, order.amountPaise, settings);
  const supply = settings.supplies[order.kind];
  const document: InvoiceDocument = {
    ...headOf(booking, { buyerState, placeState }, settings, now),
    discountPaise: order.discountPaise,
    lines: [
      {
        description: `Advance for ${DESCRIPTIONS[order.kind].toLowerCase()}: ${booking.eventTitle}, ${booking.selectedSlot}`,
        sac: supply.sac,
        ratePercent: supply.ratePercent,
        ...split,
      },
    ],
    totalPaise: order.amountPaise,
    amountInWords: amountInWords(order.amountPaise),
    pricesIncludeGst: settings.pricesIncludeGst,
  };
  return store(
    tx,
    { kind: 'receipt-voucher', series: seriesOf(settings, 'receipt-voucher'), bookingId: booking.id, paymentOrderId: order.id, document },
    settings,
    now,
  );
}

/**
 * The tax invoice at the payment that settles the booking: its line is the whole supply (this payment and
 * every advance not yet invoiced), its tax the whole supply's; the advances are listed with the tax they
 * bore, so what this payment brought is the total less them.
 */
async function issueFinalInvoice(
  tx: Database,
  { booking, order, advances, discountPaise }: { booking: BookingRow; order: OrderRow; advances: AdvanceReceived[]; discountPaise: number },
  settings: GstSettings,
  now: Date,
): Promise<InvoiceRow> {
  const wholePaise = order.amountPaise + advances.reduce((sum, advance) => sum + advance.totalPaise, 0);
  const { buyerState, placeState, split } = taxOf({ booking, order }, wholePaise, settings);
  const supply = settings.supplies[order.kind];
  const document: InvoiceDocument = {
    ...headOf(booking, { buyerState, placeState }, settings, now),
    // A discount given on an advance was given on the supply this invoice is for.
    discountPaise: order.discountPaise + discountPaise,
    lines: [
      {
        description: `${DESCRIPTIONS[order.kind]}: ${booking.eventTitle}, ${booking.selectedSlot}`,
        sac: supply.sac,
        ratePercent: supply.ratePercent,
        ...split,
      },
    ],
    totalPaise: wholePaise,
    amountInWords: amountInWords(wholePaise),
    pricesIncludeGst: settings.pricesIncludeGst,
    advances,
  };
  return store(
    tx,
    { kind: 'invoice', series: seriesOf(settings, 'invoice'), bookingId: booking.id, paymentOrderId: order.id, document },
    settings,
    now,
  );
}

/**
 * The booking's receipt vouchers that no tax invoice has taken into account yet, each less what its
 * credit notes gave back (an advance refunded in full is left out), oldest first.
 */
async function advancesNotInvoiced(tx: Database, bookingId: string): Promise<{ advances: AdvanceReceived[]; discountPaise: number }> {
  const rows = await tx
    .select()
    .from(invoices)
    .where(eq(invoices.bookingId, bookingId))
    .orderBy(asc(invoices.issuedAt), asc(invoices.sequence));
  const invoiced = new Set(
    rows.filter((row) => row.kind === 'invoice').flatMap((row) => (row.document.advances ?? []).map((advance) => advance.number)),
  );
  const advances: AdvanceReceived[] = [];
  let discountPaise = 0;
  for (const voucher of rows) {
    if (voucher.kind !== 'receipt-voucher' || invoiced.has(voucher.number)) continue;
    const notes = rows.filter((row) => row.kind === 'credit-note' && row.document.againstInvoiceNumber === voucher.number);
    const net = (pick: (line: InvoiceLine) => number) =>
      voucher.document.lines.reduce((sum, line) => sum + pick(line), 0) -
      notes.reduce((sum, note) => sum + note.document.lines.reduce((total, line) => total + pick(line), 0), 0);
    const advance: AdvanceReceived = {
      number: voucher.number,
      issuedOn: voucher.document.issuedOn,
      taxablePaise: net((line) => line.taxablePaise),
      cgstPaise: net((line) => line.cgstPaise),
      sgstPaise: net((line) => line.sgstPaise),
      igstPaise: net((line) => line.igstPaise),
      totalPaise: net((line) => line.totalPaise),
    };
    if (advance.totalPaise > 0) {
      advances.push(advance);
      discountPaise += voucher.document.discountPaise;
    }
  }
  return { advances, discountPaise };
}

/**
 * What the payment a document is for brought, taxable value and tax: its lines, less the advances a final
 * tax invoice takes into account (their tax was counted with their receipt vouchers).
 */
export function paymentTaxOf(document: InvoiceDocument): TaxSplit {
  const less = document.advances ?? [];
  const sum = (pick: (split: TaxSplit) => number) =>
    document.lines.reduce((total, line) => total + pick(line), 0) - less.reduce((total, advance) => total + pick(advance), 0);
  return {
    taxablePaise: sum((split) => split.taxablePaise),
    cgstPaise: sum((split) => split.cgstPaise),
    sgstPaise: sum((split) => split.sgstPaise),
    igstPaise: sum((split) => split.igstPaise),
    totalPaise: sum((split) => split.totalPaise),
  };
}

/**
 * The credit note for a processed refund, against the invoice of the payment refunded (else the booking's
 * first, for a payment invoiced before invoices named their payment): numbered in its own series,
 * its tax reversed in proportion to the part refunded. Once per refund; null (and a warning) when the
 * booking was paid before invoices existed, so a refund never fails for want of one.
 */
export async function issueCreditNote(
  tx: Database,
  { refundId }: { refundId: string },
  settings: GstSettings = gstSettings(config()),
  now: Date = new Date(),
): Promise<InvoiceRow | null> {
  const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId));
  if (!refund) throw new Error(`no refund ${refundId}`);
  if (refund.state !== 'processed') throw new Error(`refund ${refundId} is ${refund.state}, not processed: no credit note yet`);
  const [existing] = await tx.select().from(invoices).where(eq(invoices.refundId, refundId));
  if (existing) return existing;
  const [ofPayment] = await tx.select().from(invoices).where(eq(invoices.paymentOrderId, refund.paymentOrderId));
  const [invoice] = ofPayment
    ? [ofPayment]
    : refund.bookingId
      ? await tx
          .select()
          .from(invoices)
          .where(and(eq(invoices.bookingId, refund.bookingId), eq(invoices.kind, 'invoice')))
          .orderBy(asc(invoices.issuedAt))
          .limit(1)
      : [];
  if (!invoice) {
    logger.warn({ refundId, bookingId: refund.bookingId }, 'a refund of a booking without an invoice gets no credit note');
    return null;
  }
  const original = invoice.document;
  const [first] = original.lines;
  if (!first) throw new Error(`invoice ${invoice.number} has no lines`);
  if (refund.amountPaise > original.totalPaise) throw new Error(`refund ${refundId} exceeds invoice ${invoice.number}`);
  const line: InvoiceLine = { ...first, ...proportionalSplit(first, refund.amountPaise) };
  const document: InvoiceDocument = {
    ...original,
    againstInvoiceNumber: invoice.number,
    againstInvoiceDate: original.issuedOn,
    reason: refund.reason,
    issuedOn: todayIn(settings.timeZone, now),
    discountPaise: 0,
    lines: [line],
    totalPaise: refund.amountPaise,
    amountInWords: amountInWords(refund.amountPaise),
  };
  return store(
    tx,
    { kind: 'credit-note', series: seriesOf(settings, 'credit-note'), bookingId: invoice.bookingId, refundId, document },
    settings,
    now,
  );
}

function untaxed(totalPaise: number): TaxSplit {
  return { taxablePaise: totalPaise, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise };
}

async function store(
  tx: Database,
  input: {
    kind: InvoiceKind;
    series: string;
    bookingId: string | null;
    paymentOrderId?: string;
    refundId?: string;
    document: InvoiceDocument;
  },
  settings: GstSettings,
  now: Date,
): Promise<InvoiceRow> {
  const year = financialYear(now, settings.timeZone);
  const sequence = await takeNextNumber(tx, input.series, year);
  const [row] = await tx
    .insert(invoices)
    .values({
      kind: input.kind,
      number: documentNumber(input.series, year, sequence),
      financialYear: year,
      sequence,
      bookingId: input.bookingId,
      paymentOrderId: input.paymentOrderId ?? null,
      refundId: input.refundId ?? null,
      document: input.document,
      issuedAt: now,
    })
    .returning();
  if (!row) throw new Error('the invoice was not stored');
  return row;
}
