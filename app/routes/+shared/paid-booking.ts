import type { PaidBookingAnswer } from '#app/lib/api/payments.ts';
import { paidWithoutPlaceMessage } from '#app/lib/online-event.ts';
import { BALANCE_MESSAGES, PAYMENT_MESSAGES } from '#app/lib/payment-messages.ts';
import { PROMO_MESSAGES } from '#app/lib/promo.ts';
import { chosenRoomText } from '#app/lib/stay-rooms-view.ts';
import { TRAINING_MESSAGES } from '#app/lib/training-messages.ts';
import { managePath } from '#server/bookings/manage-link.ts';
import type { bookings } from '#server/db/schema.ts';

type BookingRow = typeof bookings.$inferSelect;

/**
 * What a checkout hears once its payment is recorded (POST /api/payments/verify, and an order asked
 * again after paying): the booking's reference and page, its rooms, and the 'Payment successful!' message, or
 * for a booking paid after its rooms were sold the plain sentence that nothing is booked; a
 * booking paid late whose promo code had gone to another adds that its discount is due. A payment of what
 * was due on a booking already made says that it is recorded.
 */
export async function paidBookingAnswer(booking: BookingRow, paymentId: string, paid: { balance?: boolean } = {}) {
  const room = booking.details && 'room' in booking.details && booking.details.room ? booking.details.room : null;
  return {
    reference: booking.reference,
    bookingUrl: await managePath(booking.id),
    paidWithoutRoom: booking.paidWithoutRoom,
    discountNotApplied: booking.discountNotApplied,
    room: room && !booking.paidWithoutRoom ? chosenRoomText(room.typeName, room.rooms) : null,
    message: paid.balance
      ? BALANCE_MESSAGES.paid(paymentId)
      : booking.paidWithoutRoom
        ? paidWithoutPlaceMessage(booking.kind)
        : booking.kind === 'training'
          ? TRAINING_MESSAGES.enrolled
          : booking.discountNotApplied && booking.duePaise > 0
            ? `${PAYMENT_MESSAGES.success(paymentId)} ${PROMO_MESSAGES.notApplied(booking.duePaise)}`
            : PAYMENT_MESSAGES.success(paymentId),
  } satisfies PaidBookingAnswer;
}
