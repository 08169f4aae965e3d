import { and, asc, eq } from 'drizzle-orm';
import { todayIn } from '#app/lib/dates.ts';
import { gstStateCode } from '#app/lib/indian-states.ts';
import { config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { type bookings, type InvoiceDocument, type InvoiceLine, invoices, type paymentOrders, refunds } from '../db/schema.ts';
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
};

/**
 * The tax invoice for a payment received (a plain receipt without GSTIN), numbered and stored in the
 * caller's transaction, the one that records the payment: the payment and its invoice exist together or
 * not at all. The amount is what the order charged, after any discount. A booking has one per payment
 * (its price, then what was due on top); a payment that already has its invoice keeps it.
 */
export async function issueInvoice(
  tx: Database,
  { booking, order }: { booking: BookingRow; order: OrderRow },
  settings: GstSettings = gstSettings(config()),
  now: Date = new Date(),
): Promise<InvoiceRow> {
  const [existing] = await tx.select().from(invoices).where(eq(invoices.paymentOrderId, order.id));
  if (existing) return existing;

  const kind: SupplyKind = order.kind;
  const buyerState = order.customerState ?? booking.customerState ?? null;
  // An unknown state is taken as the estate's own: the guest is asked, and not answering means intra-state.
  const placeState = buyerState ?? settings.state;
  const supply = settings.supplies[kind];
  const taxed = settings.gstin !== null;
  const split = taxed
    ? splitTax({ totalPaise: order.amountPaise, ratePercent: supply.ratePercent, intraState: placeState === settings.state })
    : untaxed(order.amountPaise);
  const line: InvoiceLine = {
    description: `${DESCRIPTIONS[kind]}${order.purpose === 'balance' ? ', balance due' : ''}: ${booking.eventTitle}, ${booking.selectedSlot}`,
    sac: taxed ? supply.sac : null,
    ratePercent: taxed ? supply.ratePercent : 0,
    ...split,
  };
  const document: InvoiceDocument = {
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
    kind: 'invoice' | 'credit-note';
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
