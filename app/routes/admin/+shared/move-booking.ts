import type { z } from 'zod';
import { retreatPackage } from '#app/content/retreat.ts';
import { type MovePicks, type MovePreview, parseMovePicks } from '#app/lib/admin/move-booking.ts';
import { addDays } from '#app/lib/dates.ts';
import type { moveEventSchema, moveStaySchema } from '#app/lib/schemas/admin/move-booking.ts';
import type { StaffSession } from '#server/auth/guard.ts';
import { findBooking } from '#server/bookings/admin.ts';
import { moveEventBooking } from '#server/bookings/move-event.ts';
import { moveStayBooking, previewStayMove } from '#server/bookings/move-stay.ts';
import { eventsForPicker } from '#server/bookings/staff-event.ts';
import { db } from '#server/db/index.ts';
import { Refusal } from '#server/refusal.ts';
import { listRoomTypes } from '#server/rooms/types-admin.ts';
import { siteSettings } from '#server/site.ts';

// What the Move dialog shows for the address's picks (?move=<booking id>&moveDay=…): for a class, the
// chosen day's events and their seats; for a stay or the retreat, the room types and, once asked, the
// preview of the price, made by the same move the confirmation makes (and rolled back).

/** A stay's or retreat's current nights, type and adults: the dialog's starting values. */
function currentStay(booking: NonNullable<Awaited<ReturnType<typeof findBooking>>>) {
  const nights = booking.details?.nights ?? (booking.kind === 'retreat' ? (booking.details?.retreat?.nights ?? retreatPackage.nights) : 1);
  return {
    checkIn: booking.eventDate,
    checkOut: addDays(booking.eventDate, nights),
    roomTypeId: booking.details?.room?.typeId ?? null,
    adults: booking.details?.adults ?? 1,
  };
}

export async function loadMove(params: URLSearchParams) {
  const booking = params.get('move') ? await findBooking(db(), params.get('move')!) : null;
  if (!booking) return null;
  const picks: MovePicks = parseMovePicks(params);
  if (booking.kind === 'event') {
    const events = picks.day ? await eventsForPicker(db(), picks.day, { timeZone: siteSettings().timeZone }) : null;
    const event = events?.find((candidate) => candidate.id === picks.eventId) ?? null;
    return { booking, picks, events, event, current: null, types: null, preview: null, problem: null };
  }
  const current = currentStay(booking);
  const types = (await listRoomTypes(db())).filter((type) => type.active);
  let preview: MovePreview | null = null;
  let problem: string | null = null;
  if (picks.preview && picks.checkIn) {
    try {
      preview = await previewStayMove(db(), stayMoveOf(booking.id, picks));
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      problem = error.message;
    }
  }
  return { booking, picks, events: null, event: null, current, types, preview, problem };
}

export type MoveData = NonNullable<Awaited<ReturnType<typeof loadMove>>>;

function stayMoveOf(bookingId: string, picks: MovePicks) {
  return {
    bookingId,
    checkIn: picks.checkIn!,
    checkOut: picks.checkOut ?? undefined,
    roomTypeId: picks.roomTypeId ?? undefined,
    adults: picks.adults ?? undefined,
  };
}

/** Makes the move the dialog confirmed; the answer is the booking moved. */
export async function runMove(
  staff: StaffSession,
  value: z.output<typeof moveEventSchema> | z.output<typeof moveStaySchema>,
): Promise<{ bookingId: string }> {
  if (value.intent === 'move-event') {
    const { booking } = await moveEventBooking(
      db(),
      staff,
      { bookingId: value.id, eventId: value.eventId, slot: value.slot },
      { timeZone: siteSettings().timeZone },
    );
    return { bookingId: booking.id };
  }
  const { booking } = await moveStayBooking(db(), staff, {
    bookingId: value.id,
    checkIn: value.checkIn,
    checkOut: value.checkOut,
    roomTypeId: value.roomTypeId,
    adults: value.adults,
    expectedPaise: value.expectedPaise,
  });
  return { bookingId: booking.id };
}
