// The seat race over HTTP: many guests at once, split between two app processes sharing one PostgreSQL
// database, for one slot. Exactly `capacity` of them may get a seat. Run alone: `node scripts/bench/race.ts`.
import { and, eq, sql } from 'drizzle-orm';
import { BOOKING_MESSAGES } from '#app/lib/schemas/event-booking.ts';
import { bookings } from '#server/db/schema.ts';
import { createEvent } from '#tests/support/factories.ts';
import { runAppointmentRace } from './appointment-race.ts';
import { runBalanceRace } from './balance-race.ts';
import { runInvoiceRace } from './invoice-race.ts';
import { runLatePaymentRace } from './late-payment-race.ts';
import { runMoveRace } from './move-race.ts';
import { POSTGRES_URL } from './postgres.ts';
import { runPromoRace } from './promo-race.ts';
import { atMost, exactly, type PartResult, reported } from './report.ts';
import { build, type RunningServer } from './server.ts';
import { runStayRace } from './stay-race.ts';
import { onTwoServers } from './two-servers.ts';

export interface RaceOptions {
  requests: number;
  capacity: number;
  /** Any database on the PostgreSQL server to use; the race runs in a fresh database of its own there. */
  databaseUrl: string;
}

export interface RaceResult {
  sold: number;
  /** Refused with the sold-out message. */
  refused: number;
  errors: number;
  /** Responses by HTTP status, with 'network' for requests that got none. */
  byStatus: Record<string, number>;
  /** Bookings stored for the slot, which must equal `sold`. */
  rows: number;
}

/**
 * The status, with '409-other' for a refusal that did not say the slot was full, and 'booked' for the
 * answer to a booking made: without JavaScript the page goes on to the guest's confirmation page (303).
 */
async function postBooking(server: RunningServer, form: Record<string, string>, date: string): Promise<string> {
  try {
    const response = await fetch(`${server.url}/calendar?date=${date}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server.url },
      body: new URLSearchParams(form),
      // The answer to the POST itself is what counts; a redirect anywhere but a booking's page is an error.
      redirect: 'manual',
    });
    const body = await response.text();
    if (response.status === 303 && /\/booking\/[^/]+$/.test(response.headers.get('location') ?? '')) return 'booked';
    if (response.status === 409 && !body.includes(BOOKING_MESSAGES.slotFull)) return '409-other';
    return String(response.status);
  } catch {
    return 'network';
  }
}

export async function runRace(options: RaceOptions): Promise<RaceResult> {
  return onTwoServers('race', options.databaseUrl, {}, async ({ servers, db }) => {
    const event = await createEvent(db, { slotCapacity: options.capacity });
    const slot = event.timeSlots[0]!;
    const statuses = await Promise.all(
      Array.from({ length: options.requests }, (_, i) => {
        const n = i + 1;
        const form = {
          intent: 'book',
          eventId: event.id,
          slot,
          name: `Guest ${n}`,
          email: `guest${n}@example.org`,
          mobile: '+91 98765 43210',
        };
        return postBooking(servers[i % servers.length]!, form, event.eventDate);
      }),
    );

    const byStatus: Record<string, number> = {};
    for (const status of statuses) byStatus[status] = (byStatus[status] ?? 0) + 1;
    const sold = byStatus['booked'] ?? 0;
    const refused = byStatus['409'] ?? 0;
    const [{ rows } = { rows: 0 }] = await db
      .select({ rows: sql<number>`count(*)::int` })
      .from(bookings)
      .where(and(eq(bookings.eventId, event.id), eq(bookings.selectedSlot, slot)));
    return { sold, refused, errors: options.requests - sold - refused, byStatus, rows: Number(rows) };
  });
}

// The seat race: 1,000 guests, one slot of 20 seats.
const REQUESTS = 1000;
const CAPACITY = 20;
// The stay race: 500 guests paying for the same night, against the last 3 rooms of a type.
const STAY_REQUESTS = 500;
const LAST_ROOMS = 3;
// The invoice race: 200 paid checkouts confirmed at once, each taking the next invoice number.
const INVOICE_CONFIRMATIONS = 200;
// The promo race: 100 guests paying with one promo code that has 5 uses left.
const PROMO_REQUESTS = 100;
const PROMO_USES_LEFT = 5;
// A single-use code taken by 50 checkouts in turn, each failing and giving it back, then all paid late at
// once; and a ₹600 credit the same way through 20 checkouts of its owner. Each is spent once.
const LATE_ORDERS = 50;
const LATE_CREDIT_ORDERS = 20;
const CREDIT_PAISE = 60_000;
// Staff moving 100 stays onto a night while 100 guests open checkouts for it, against its last 3 units.
const MOVES = 100;
const MOVE_CHECKOUTS = 100;
const LAST_UNITS = 3;
// Guests paying the balance of 10 bookings from 4 tabs each while the owner refunds the same bookings
// 6 times each (a form sent twice among them): 100 payments and refunds at once.
const BALANCE_BOOKINGS = 10;
const BALANCE_TABS = 4;
const BALANCE_DUE_PAISE = 500_000;
// 300 guests taking the same 60-minute therapy time at once, from two processes, against 2 qualified
// practitioners and 1 treatment room: one session fits.
const APPOINTMENT_TAKES = 300;

export async function run(): Promise<PartResult> {
  const result = await runRace({
    requests: REQUESTS,
    capacity: CAPACITY,
    databaseUrl: POSTGRES_URL,
  });
  const stays = await runStayRace({ requests: STAY_REQUESTS, lastRooms: LAST_ROOMS, databaseUrl: POSTGRES_URL });
  const invoiced = await runInvoiceRace({ confirmations: INVOICE_CONFIRMATIONS, databaseUrl: POSTGRES_URL });
  const promo = await runPromoRace({ requests: PROMO_REQUESTS, usesLeft: PROMO_USES_LEFT, databaseUrl: POSTGRES_URL });
  const late = await runLatePaymentRace({
    orders: LATE_ORDERS,
    creditOrders: LATE_CREDIT_ORDERS,
    creditPaise: CREDIT_PAISE,
    databaseUrl: POSTGRES_URL,
  });
  const moves = await runMoveRace({ moves: MOVES, checkouts: MOVE_CHECKOUTS, lastUnits: LAST_UNITS, databaseUrl: POSTGRES_URL });
  const balance = await runBalanceRace({
    bookings: BALANCE_BOOKINGS,
    tabs: BALANCE_TABS,
    duePaise: BALANCE_DUE_PAISE,
    databaseUrl: POSTGRES_URL,
  });
  const therapy = await runAppointmentRace({ requests: APPOINTMENT_TAKES, databaseUrl: POSTGRES_URL });
  return {
    part: 'race',
    summary:
      `${REQUESTS} simultaneous calendar bookings over HTTP into one slot of ${CAPACITY} seats; then ${STAY_REQUESTS} simultaneous ` +
      `stay checkouts for one night against the last ${LAST_ROOMS} rooms of a type, each held one paid; then ${PROMO_REQUESTS} ` +
      `simultaneous checkouts with one promo code that has ${PROMO_USES_LEFT} uses left; all split between two servers sharing ` +
      `one PostgreSQL database; then ${INVOICE_CONFIRMATIONS} paid checkouts confirmed at once on the two servers, ` +
      'each issuing its GST invoice from one numbered series; then a single-use code taken in turn by ' +
      `${LATE_ORDERS} checkouts, each failing and giving it back, all paid late at once on the two servers, and a ₹${CREDIT_PAISE / 100} ` +
      `credit the same way through ${LATE_CREDIT_ORDERS} checkouts of its owner; then ${MOVES} staff moves of stays onto one night ` +
      `and ${MOVE_CHECKOUTS} guests' checkouts for it, all at once on the two servers, against its last ${LAST_UNITS} units; ` +
      `then ${balance.operations} balance payments and owner's refunds at once on the two servers against the fake Razorpay: ` +
      `${BALANCE_BOOKINGS} confirmed bookings owing ₹${BALANCE_DUE_PAISE / 100} each, paid from ${BALANCE_TABS} tabs per booking ` +
      '(the checkout answer and both webhooks delivered, some twice) while the owner refunds each booking 6 times ' +
      '(one form sent twice, refunds that fit, and refunds of more than could be left); ' +
      `then ${APPOINTMENT_TAKES} simultaneous takes of the same 60-minute therapy time through the therapies engine, from two ` +
      'processes each with its own pool to the same database, against 2 qualified practitioners and 1 treatment room.',
    figures: [
      exactly('seats sold', result.sold, CAPACITY),
      exactly('bookings stored for the slot', result.rows, CAPACITY),
      exactly('refused with the sold-out message', result.refused, REQUESTS - CAPACITY),
      exactly('errors', result.errors, 0),
      reported('responses by status', JSON.stringify(result.byStatus)),
      exactly('stay checkouts holding rooms', stays.held, LAST_ROOMS),
      exactly('stay checkouts refused with the no-rooms sentence', stays.refused, STAY_REQUESTS - LAST_ROOMS),
      exactly('stay checkout errors', stays.errors, 0),
      exactly('stays booked once the held ones are paid', stays.booked, LAST_ROOMS),
      exactly('overbooked nights', stays.overbookedNights, 0),
      reported('stay checkout responses by status', JSON.stringify(stays.byStatus)),
      exactly('paid checkouts confirmed', invoiced.confirmed, INVOICE_CONFIRMATIONS),
      exactly('invoices issued, one per paid booking', invoiced.invoices, invoiced.bookings),
      exactly('invoices issued', invoiced.invoices, INVOICE_CONFIRMATIONS),
      exactly('gaps in the invoice numbers', invoiced.gaps, 0),
      exactly('invoice numbers issued twice', invoiced.duplicates, 0),
      exactly('confirmations mailed with their invoice PDF', invoiced.mailedWithPdf, INVOICE_CONFIRMATIONS),
      exactly('checkouts discounted by the promo code', promo.discounted, PROMO_USES_LEFT),
      exactly('orders stored with a discount', promo.ordersWithDiscount, PROMO_USES_LEFT),
      exactly('uses of the code recorded', promo.uses, PROMO_USES_LEFT),
      exactly('checkouts refused with the used-up sentence', promo.refused, PROMO_REQUESTS - PROMO_USES_LEFT),
      exactly('promo checkout errors', promo.errors, 0),
      reported('promo checkout responses by status', JSON.stringify(promo.byStatus)),
      exactly('checkouts given the single-use code in turn', late.code.opened, LATE_ORDERS),
      exactly('of them failed, giving the code back', late.code.failed, LATE_ORDERS),
      exactly('late payments confirmed', late.code.confirmed, LATE_ORDERS),
      exactly('late payments that kept the discount', late.code.applied, 1),
      exactly('late payments flagged with the discount due', late.code.flagged, LATE_ORDERS - 1),
      exactly('uses of the single-use code standing', late.code.standingUses, 1),
      reported('late payment responses by status', JSON.stringify(late.code.byStatus)),
      exactly('checkouts given the credit in turn', late.credit.opened, LATE_CREDIT_ORDERS),
      exactly('credit checkouts failed, giving the balance back', late.credit.failed, LATE_CREDIT_ORDERS),
      exactly('late credit payments confirmed', late.credit.confirmed, LATE_CREDIT_ORDERS),
      atMost('credit given, in paise', late.credit.givenPaise, CREDIT_PAISE),
      exactly('late credit payments that kept the credit', late.credit.applied, 1),
      exactly('late credit payments flagged with the credit due', late.credit.flagged, LATE_CREDIT_ORDERS - 1),
      exactly('credit balance left, in paise', late.credit.balancePaise ?? -1, 0),
      reported('late credit payment responses by status', JSON.stringify(late.credit.byStatus)),
      exactly('stays moved or held onto the last units', moves.moved + moves.held, LAST_UNITS),
      exactly('moves stored as answered', moves.moved, moves.movesAnswered),
      exactly(
        'moves and checkouts refused with the no-rooms sentence',
        moves.movesRefused + moves.checkoutsRefused,
        MOVES + MOVE_CHECKOUTS - LAST_UNITS,
      ),
      exactly('move race errors', moves.errors, 0),
      exactly('nights sold beyond their units', moves.overbookedNights, 0),
      exactly('units given to two guests on a night', moves.doubleAssigned, 0),
      exactly('room-nights held without a unit', moves.unassigned, 0),
      reported('move race answers', JSON.stringify(moves.byStatus)),
      exactly('balance race: payments and refunds fired at once', balance.operations, BALANCE_BOOKINGS * (BALANCE_TABS + 6)),
      exactly('balance race: errors (5xx or no answer)', balance.errors, 0),
      exactly('balance race: balance payments taken by the provider', balance.balancePayments, BALANCE_BOOKINGS),
      exactly('balance race: bookings with their balance paid', balance.balancesSettled, BALANCE_BOOKINGS),
      exactly('balance race: double payments', balance.doublePayments, 0),
      exactly('balance race: payments taken but not recorded', balance.unrecordedPayments, 0),
      exactly('balance race: over-refunds', balance.overRefunds, 0),
      exactly('balance race: forms sent twice that refunded twice', balance.doubleRefunds, 0),
      exactly('balance race: refunds the provider refused', balance.refundsFailed, 0),
      exactly('balance race: bookings where paid − refunded ≠ what the provider holds', balance.ledgerMismatches, 0),
      exactly('balance race: paid − refunded, in paise (target: what the provider holds)', balance.netPaise, balance.providerHoldsPaise),
      reported('balance race: refunds made', balance.refunds),
      reported('balance race: refunds refused as beyond what was left', balance.refundsRefused),
      reported('balance race answers by status', JSON.stringify(balance.byStatus)),
      exactly('appointment race: times taken', therapy.taken, 1),
      exactly('appointment race: told the time is gone', therapy.refused, APPOINTMENT_TAKES - 1),
      exactly('appointment race: errors', therapy.errors, 0),
      exactly('appointment race: appointments stored', therapy.rows, 1),
      exactly('appointment race: overlapping sessions of a practitioner or room', therapy.overlaps, 0),
      reported('appointment race answers', JSON.stringify(therapy.answers)),
    ],
  };
}

if (import.meta.main) {
  build();
  const result = await run();
  for (const figure of result.figures) console.log(`${figure.name}: ${figure.value} ${figure.target}`);
  process.exit(result.figures.every((figure) => figure.met !== false) ? 0 : 1);
}
