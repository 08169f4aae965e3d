import { banner } from '#app/lib/admin/banner.ts';
import { STAY_DESK_MESSAGES, type StayDeskIntent, stayDeskIntents } from '#app/lib/admin/stay-desk.ts';
import { offlinePaymentSchema } from '#app/lib/schemas/admin/offline-payment.ts';
import { z } from '#app/lib/schemas/z.ts';
import { recordOfflinePayment } from '#server/bookings/offline-payment.ts';
import { checkInStay, checkOutStay } from '#server/bookings/stay-desk.ts';
import { config } from '#server/config.ts';
import { db } from '#server/db/index.ts';
import { adminAction, intentOf } from './admin-action.ts';

// Today's stay forms: check in, check out, and take what the guest owes (the same "mark paid" as the
// Bookings screen's). Marking the door is the front desk's; taking a payment is an edit of the booking.

const doorSchema = z.object({
  intent: z.enum(['stay-check-in', 'stay-check-out']),
  id: z.string({ error: 'Which booking?' }).trim().min(1, 'Which booking?').max(100, 'Which booking?'),
});
const paySchema = offlinePaymentSchema.and(z.object({ intent: z.literal('take-payment') }));

const failed: Record<StayDeskIntent, string> = {
  'stay-check-in': STAY_DESK_MESSAGES.checkInFailed,
  'stay-check-out': STAY_DESK_MESSAGES.checkOutFailed,
  'take-payment': STAY_DESK_MESSAGES.payFailed,
};
const known = Object.fromEntries(stayDeskIntents.map((intent) => [intent, true])) as Record<StayDeskIntent, true>;

type StayDeskValue = z.output<typeof doorSchema> | z.output<typeof paySchema>;

export function stayDeskAction(request: Request) {
  return adminAction<StayDeskValue, { banner: ReturnType<typeof banner> }>(request, {
    permission: (form) => (intentOf(form, known, 'stay-check-in') === 'take-payment' ? 'booking:update' : 'today:check-in'),
    schema: (form): z.ZodType<StayDeskValue> => (intentOf(form, known, 'stay-check-in') === 'take-payment' ? paySchema : doorSchema),
    messages: { failed: (form) => failed[intentOf(form, known, 'stay-check-in')], notFound: STAY_DESK_MESSAGES.notFound },
    run: async (value, { staff }) => {
      const clock = { timeZone: config().TIME_ZONE };
      switch (value.intent) {
        case 'stay-check-in':
          return (await checkInStay(db(), staff, value.id, clock)) && { banner: banner('success', STAY_DESK_MESSAGES.checkedIn) };
        case 'stay-check-out':
          return (await checkOutStay(db(), staff, value.id, clock)) && { banner: banner('success', STAY_DESK_MESSAGES.checkedOut) };
        case 'take-payment': {
          const order = await recordOfflinePayment(db(), staff, { bookingId: value.id, method: value.method, reference: value.reference });
          return order && { banner: banner('success', STAY_DESK_MESSAGES.paid) };
        }
      }
    },
  });
}
