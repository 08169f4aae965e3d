import { and, count, desc, eq, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import { type BookingFilters, BOOKINGS_PAGE_SIZE } from '#app/lib/admin/booking-filters.ts';
import type { BookingView } from '#app/lib/admin/booking-view.ts';
import { EVENT_CANCEL_MESSAGES } from '#app/lib/admin/event-cancel.ts';
import { holdsSeatOrRooms, MOVE_MESSAGES, MOVED_FIELDS } from '#app/lib/admin/move-booking.ts';
import { balanceOverdue } from '#app/lib/balance-due.ts';
import { CARE_MESSAGES } from '#app/lib/care.ts';
import { todayIn } from '#app/lib/dates.ts';
import { priceTextPaise } from '#app/lib/money.ts';
import { type Paged, paginate } from '#app/lib/paginate.ts';
import type { BookingEditValues, BookingFormValues } from '#app/lib/schemas/admin/booking.ts';
import { isRecordId } from '#app/lib/schemas/admin/record.ts';
import { recordAudit } from '../audit/index.ts';
import type { StaffSession } from '../auth/guard.ts';
import { config } from '../config.ts';
import { policyFiguresNow } from '../content/policy-figures.ts';
import { publishedContent } from '../content/reader.ts';
import type { Database } from '../db/client.ts';
import { likePattern } from '../db/like.ts';
import { bookings, calendarEvents } from '../db/schema.ts';
import { type BookingActor, settleReinstatement } from '../refunds/reinstate.ts';
import { Refusal } from '../refusal.ts';
import { keepBookingRooms, releaseRooms, retakeBookingRooms } from '../rooms/inventory.ts';
import { mailForStatusChange } from './admin-mail.ts';
import { keepAppointments, releaseAppointments } from './appointment-release.ts';
import { csvRupees, toCsv, zonedColumn } from './csv.ts';
import { notifyBookingCancelled, notifyBookingConfirmed } from './notify.ts';

// The bookings of the back-office: the filtered, paged list, staff edits with their
// audit trail, and the CSV export of exactly what a filter shows.

type BookingRow = typeof bookings.$inferSelect;
type Actor = Pick<StaffSession, 'userId' | 'email'>;

export type { BookingView };

export function toView(row: BookingRow): BookingView {
  return {
    ...row,
    balanceOverdue: balanceOverdue(row, todayIn(config().TIME_ZONE)),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A reference as a guest reads it out ('skn 7k3q9p', 'SKN7K3Q9P') as it is stored: 'SKN-7K3Q9P'; null for other text. */
export function referenceOf(text: string): string | null {
  const match = /^\s*SKN[\s-]*([0-9A-Z]{6})\s*$/i.exec(text);
  return match ? `SKN-${match[1]!.toUpperCase()}` : null;
}

function whereOf(filters: BookingFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.q) {
    const pattern = likePattern(filters.q);
    const reference = referenceOf(filters.q);
    conditions.push(
      or(
        ilike(bookings.customerName, pattern),
        ilike(bookings.customerEmail, pattern),
        ilike(bookings.customerPhone, pattern),
        ilike(bookings.paymentId, pattern),
        ilike(bookings.reference, pattern),
        reference ? eq(bookings.reference, reference) : undefined,
      ),
    );
  }
  if (filters.status) conditions.push(eq(bookings.status, filters.status));
  if (filters.kind) conditions.push(eq(bookings.kind, filters.kind));
  if (filters.from) conditions.push(gte(bookings.eventDate, filters.from));
  if (filters.to) conditions.push(lte(bookings.eventDate, filters.to));
  if (filters.noRoom) conditions.push(eq(bookings.paidWithoutRoom, true));
  return conditions.length ? and(...conditions) : undefined;
}

// Newest first, like every list; the id breaks ties so that paging never shows a row twice.
const newestFirst = [desc(bookings.createdAt), desc(bookings.id)];

export type BookingPage = Paged<BookingView>;

/** One page of the bookings a filter matches; a page past the end shows the last one. */
export async function listBookings(db: Database, filters: BookingFilters, pageSize = BOOKINGS_PAGE_SIZE): Promise<BookingPage> {
  const where = whereOf(filters);
  const [counted] = await db.select({ total: count() }).from(bookings).where(where);
  const total = counted?.total ?? 0;
  const { page, pages, limit, offset } = paginate(total, filters.page, pageSize);
  const rows = await db
    .select()
    .from(bookings)
    .where(where)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
  return { rows: rows.map(toView), total, page, pages };
}

export async function findBooking(db: Database, id: string): Promise<BookingView | null> {
  if (!isRecordId(id)) return null;
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row ? toView(row) : null;
}

export async function eventExists(db: Database, id: string): Promise<boolean> {
  if (!isRecordId(id)) return false;
  const [row] = await db.select({ id: calendarEvents.id }).from(calendarEvents).where(eq(calendarEvents.id, id));
  return Boolean(row);
}

// The columns staff may write; payment_id, order_id and the timestamps are never among them.
function writable(input: BookingFormValues) {
  return {
    eventId: input.eventId ?? null,
    eventTitle: input.eventTitle,
    eventDate: input.eventDate,
    selectedSlot: input.selectedSlot,
    price: input.price,
    customerName: input.customerName,
    customerEmail: input.customerEmail ?? null,
    customerPhone: input.customerPhone,
    status: input.status,
    kind: input.kind,
    notes: input.notes || null,
  };
}

/**
 * The edit's columns over the stored ones. A booking that holds a seat or rooms keeps its event, date,
 * slot, price and kind unless they are sent unchanged: a change of them is refused (409), because only
 * a move gives back and takes seats and rooms. A record that holds nothing keeps them editable.
 */
function editable(before: BookingRow, input: BookingEditValues) {
  if (holdsSeatOrRooms(before)) {
    const changed = MOVED_FIELDS.some((field) => input[field] !== undefined && input[field] !== before[field]);
    if (changed) throw new Refusal(MOVE_MESSAGES.useMove, 409);
  }
  return writable({
    ...input,
    eventId: holdsSeatOrRooms(before) ? (input.eventId ?? before.eventId ?? undefined) : input.eventId,
    eventTitle: input.eventTitle ?? before.eventTitle,
    eventDate: input.eventDate ?? before.eventDate,
    selectedSlot: input.selectedSlot ?? before.selectedSlot,
    price: input.price ?? before.price,
    kind: input.kind ?? before.kind,
  });
}

export async function createBooking(db: Database, actor: Actor, input: BookingFormValues): Promise<BookingView> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(bookings)
      .values({ ...writable(input), cancellationPolicy: await policyFiguresNow(tx) })
      .returning();
    if (!row) throw new Error('booking was not stored');
    await recordAudit(tx, { actor, entity: 'booking', entityId: row.id, action: 'create', before: null, after: row });
    return toView(row);
  });
}

/**
 * Null when there is no such booking: nothing is changed then. A status changed to confirmed or
 * cancelled queues the guest's mail in the same transaction when `input.emailGuest` is ticked. The
 * actor's role decides whether a cancelled paid booking may be made live again (server/refunds/reinstate.ts).
 */
export async function updateBooking(db: Database, actor: BookingActor, id: string, input: BookingEditValues): Promise<BookingView | null> {
  if (!isRecordId(id)) return null;
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
    if (!before) return null;
    const columns = editable(before, input);
    // The owner's setting: a doctor-guided booking is confirmed once its guests' answers are reviewed, not before.
    // (server/care lifts the hold when the last form is reviewed; the owner turning the setting off frees it too.)
    if (input.status === 'confirmed' && before.careHold && (await publishedContent(tx, 'care')).reviewBeforeConfirm)
      throw new Refusal(CARE_MESSAGES.waitingForReviewRefused, 409);
    // Made live again: its money is settled first, and what the guest's cancellation promised no longer
    // stands (the audit entry keeps it), so their page offers cancelling again on today's terms.
    const reinstated = input.status !== 'cancelled' && before.status === 'cancelled';
    // A date the estate cancelled holds no live booking: its guests were told and paid back.
    const eventId = input.eventId ?? before.eventId;
    if (input.status !== 'cancelled' && eventId) {
      const [event] = await tx
        .select({ cancelledAt: calendarEvents.cancelledAt })
        .from(calendarEvents)
        .where(eq(calendarEvents.id, eventId));
      if (event?.cancelledAt) throw new Refusal(EVENT_CANCEL_MESSAGES.closed, 409);
    }
    if (reinstated) await settleReinstatement(tx, actor, before);
    // A cancelled booking gives its rooms back; one made live again takes them again, or is refused.
    if (input.status === 'cancelled' && before.status !== 'cancelled') {
      await releaseRooms(tx, { bookingId: id });
      await releaseAppointments(tx, id);
    }
    if (input.status !== 'cancelled' && before.status === 'cancelled') await retakeBookingRooms(tx, id);
    // A reservation still waiting for its guest's link that staff confirm (or make live again) is theirs:
    // it no longer lapses, and its rooms are kept for good. Left pending, it waits for the guest as before.
    const takenOver =
      before.holdUntil !== null && input.status !== 'cancelled' && (input.status !== 'pending' || before.status === 'cancelled');
    if (takenOver && before.status !== 'cancelled') {
      await keepBookingRooms(tx, id);
      await keepAppointments(tx, id);
    }
    const [after] = await tx
      .update(bookings)
      .set({
        ...columns,
        ...(takenOver ? { holdUntil: null, holdClient: null } : {}),
        ...(reinstated ? { cancellation: null } : {}),
        // Decided by staff, it waits for nothing more.
        ...(input.status !== 'pending' ? { careHold: false } : {}),
        updatedAt: new Date(),
      })
      .where(eq(bookings.id, id))
      .returning();
    if (!after) return null;
    await recordAudit(tx, { actor, entity: 'booking', entityId: id, action: 'update', before, after });
    const mail = mailForStatusChange(before.status, after.status, input.emailGuest ?? false);
    if (mail === 'confirmed') await notifyBookingConfirmed(tx, after);
    if (mail === 'cancelled') await notifyBookingCancelled(tx, after, 'staff');
    return toView(after);
  });
}

/** False when there is no such booking. */
export async function deleteBooking(db: Database, actor: Actor, id: string): Promise<boolean> {
  if (!isRecordId(id)) return false;
  return db.transaction(async (tx) => {
    const [before] = await tx.delete(bookings).where(eq(bookings.id, id)).returning();
    if (!before) return false;
    await recordAudit(tx, { actor, entity: 'booking', entityId: id, action: 'delete', before, after: null });
    return true;
  });
}

/** The bookings table's own column names, plus the kind staff filter by and the reference guests quote. */
export const CSV_COLUMNS = [
  ['id', 'id'],
  ['event_id', 'eventId'],
  ['event_title', 'eventTitle'],
  ['event_date', 'eventDate'],
  ['selected_slot', 'selectedSlot'],
  ['price', 'price'],
  ['customer_name', 'customerName'],
  ['customer_email', 'customerEmail'],
  ['customer_phone', 'customerPhone'],
  ['status', 'status'],
  ['notes', 'notes'],
  ['payment_id', 'paymentId'],
  ['order_id', 'orderId'],
  ['created_at', 'createdAt'],
  ['updated_at', 'updatedAt'],
  ['kind', 'kind'],
  ['reference', 'reference'],
] as const satisfies readonly (readonly [string, keyof BookingRow])[];

const TIME_COLUMNS = new Set<string>(['created_at', 'updated_at']);

const rupees = (paise: number | null | undefined) => (paise === null || paise === undefined ? null : csvRupees(Number(paise)));

/** Every booking the filter matches (all pages of it), in the list's order, as a CSV file; times on the estate's clock. */
export async function exportBookingsCsv(db: Database, filters: BookingFilters, timeZone: string): Promise<string> {
  const rows = await db
    .select({
      booking: bookings,
      // Written out: inside a subquery drizzle names columns without their table, and "id" would be the order's.
      paidPaise: sql<
        number | null
      >`(select sum(po.amount_paise) from payment_orders po where po.booking_id = "bookings"."id" and po.state = 'paid')`,
    })
    .from(bookings)
    .where(whereOf(filters))
    .orderBy(...newestFirst);
  // Beside the price as written, numbers a spreadsheet can sum: the price in rupees where the text is a
  // price, and what was paid for the booking (every payment: its price, then what was due on top).
  const header = CSV_COLUMNS.flatMap(([name]) =>
    name === 'price' ? [name, 'price_rupees', 'paid_rupees'] : TIME_COLUMNS.has(name) ? [zonedColumn(name, timeZone)] : [name],
  );
  return toCsv(
    header,
    rows.map(({ booking, paidPaise }) =>
      CSV_COLUMNS.flatMap(([name, key]): unknown[] =>
        name === 'price' ? [booking.price, rupees(priceTextPaise(booking.price)), rupees(paidPaise)] : [booking[key]],
      ),
    ),
    { timeZone },
  );
}
