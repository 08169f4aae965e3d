import type { StaffSession } from '../auth/guard.ts';
import type { Database } from '../db/client.ts';
import type { PaymentProvider } from '../provider/types.ts';
import { REFUND_MESSAGES } from './messages.ts';
import { requestRefund } from './start.ts';

/**
 * Staff's Refund action: the sentence to answer with, and whether it is good news. Money owed back on the
 * booking is lowered by the refund as it is recorded (server/refunds/start.ts), so a part refund leaves the rest due.
 */
export async function refundAsStaff(
  db: Database,
  provider: PaymentProvider,
  staff: StaffSession,
  input: { bookingId: string; formId: string; amountPaise: number; reason: string },
): Promise<{ tone: 'success' | 'error'; text: string }> {
  const { refund, created } = await requestRefund(db, provider, {
    bookingId: input.bookingId,
    amountPaise: input.amountPaise,
    reason: input.reason,
    cause: `staff:${input.formId}`,
    actor: { userId: staff.userId, email: staff.email },
  });
  if (!created) return { tone: 'success', text: REFUND_MESSAGES.already };
  if (refund.state === 'processed') return { tone: 'success', text: REFUND_MESSAGES.processed(refund.amountPaise) };
  if (refund.state === 'failed') return { tone: 'error', text: REFUND_MESSAGES.failed(refund.amountPaise, refund.failureReason ?? '') };
  return refund.providerRefundId
    ? { tone: 'success', text: REFUND_MESSAGES.started(refund.amountPaise) }
    : { tone: 'error', text: REFUND_MESSAGES.pending(refund.amountPaise) };
}
