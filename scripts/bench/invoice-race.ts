// The invoice numbers under a race: many paid checkouts confirmed at once, split between two
// app processes sharing one PostgreSQL database, with the estate registered for GST. Every confirmation
// must get exactly one invoice, and the numbers must run 1…n in the financial year: no gap, no duplicate.
// Run alone: `node scripts/bench/invoice-race.ts`.
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { bookings, invoices, mailOutbox, roomTypes } from '#server/db/schema.ts';
import { signDemoPayment } from '#server/provider/demo.ts';
import { setRoomCount } from '#server/rooms/units.ts';
import { sendCheckoutAnswer } from './drills/payments.ts';
import { openStayOrders } from './stay-orders.ts';
import { onTwoServers } from './two-servers.ts';

export interface InvoiceRaceOptions {
  confirmations: number;
  databaseUrl: string;
}

export interface InvoiceRaceResult {
  /** Orders opened, and verified with 200. */
  opened: number;
  confirmed: number;
  /** Paid bookings stored, and invoices issued for them. */
  bookings: number;
  invoices: number;
  /** Numbers missing from 1…n, and numbers issued twice. */
  gaps: number;
  duplicates: number;
  /** Confirmation mails carrying their invoice as a PDF (drawn by the server build, with its shipped fonts). */
  mailedWithPdf: number;
}

const DEMO_SECRET = crypto.randomBytes(16).toString('hex');
// A valid GSTIN of Maharashtra (the default GST_STATE): its check character is right.
const GSTIN = '27AAPFU0939F1ZV';

export async function runInvoiceRace(options: InvoiceRaceOptions): Promise<InvoiceRaceResult> {
  return onTwoServers(
    'invoicerace',
    options.databaseUrl,
    { PAYMENTS: 'demo', DEMO_PAYMENT_SECRET: DEMO_SECRET, GSTIN },
    async ({ servers, db }) => {
      const checkIn = addDays(todayIn('Asia/Kolkata'), 45);
      const [type] = await db
        .insert(roomTypes)
        .values({ name: 'Invoice Wing', description: 'Rooms enough for everyone.', adultsPerRoom: 2 })
        .returning();
      await setRoomCount(db, options.confirmations, type!.id);
      const opened = await openStayOrders(servers, {
        count: options.confirmations,
        roomTypeId: type!.id,
        checkIn,
        tag: 'invoice',
        // Half from another state: IGST and CGST/SGST invoices share one series.
        extra: (i) => (i % 2 ? { state: 'Karnataka' } : {}),
      });
      const orderIds = opened.filter((answer) => answer.outcome === 200).map((answer) => (JSON.parse(answer.body) as { id: string }).id);

      // Every order paid at once, half through each server: the confirmations race for the next number.
      const verified = await Promise.all(
        orderIds.map((orderId, i) => {
          const { paymentId, signature } = signDemoPayment(orderId, DEMO_SECRET);
          const base = servers[(i + 1) % servers.length]!.url;
          // The confirmations queue on the sequence's row, each drawing its PDF: allow them a minute.
          return sendCheckoutAnswer(base, orderId, paymentId, signature, 60_000);
        }),
      );
      const [{ paid } = { paid: 0 }] = await db
        .select({ paid: sql<number>`count(*)::int` })
        .from(bookings)
        .where(sql`${bookings.paymentId} is not null`);
      const issued = await db.select({ sequence: invoices.sequence }).from(invoices).where(eq(invoices.kind, 'invoice'));
      const sequences = issued.map((row) => row.sequence);
      const distinct = new Set(sequences);
      const highest = Math.max(0, ...sequences);
      let gaps = 0;
      for (let n = 1; n <= highest; n += 1) if (!distinct.has(n)) gaps += 1;
      const [{ mailed } = { mailed: 0 }] = await db
        .select({ mailed: sql<number>`count(*)::int` })
        .from(mailOutbox)
        .where(
          sql`${mailOutbox.kind} = 'booking-confirmed' and ${mailOutbox.attachments} @> '[{"contentType": "application/pdf"}]'::jsonb`,
        );
      return {
        mailedWithPdf: Number(mailed),
        opened: orderIds.length,
        confirmed: verified.filter((answer) => answer.outcome === 200).length,
        bookings: Number(paid),
        invoices: issued.length,
        gaps,
        duplicates: sequences.length - distinct.size,
      };
    },
  );
}

if (import.meta.main) {
  const { build } = await import('./server.ts');
  const { POSTGRES_URL } = await import('./postgres.ts');
  build();
  console.log(await runInvoiceRace({ confirmations: 200, databaseUrl: POSTGRES_URL }));
}
