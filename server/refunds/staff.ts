import type { StaffSession } from '../auth/guard.ts';
import type { Database } from '../db/client.ts';
import type { PaymentProvider } from '../provider/types.ts';
import { REFUND_MESSAGES } from './messages.ts';
import type { RefundRow } from './settle.ts';
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
  const { refunds, created } = await requestRefund(db, provider, {
    bookingId: input.bookingId,
    amountPaise: input.amountPaise,
    reason: input.reason,
    cause: `staff:${input.formId}`,
    actor: { userId: staff.userId, email: staff.email },
  });
  if (!created) return { tone: 'success', text: REFUND_MESSAGES.already };
  return staffAnswer(refunds);
}

/** One answer for a refund that went back to several payments: what failed first, then what went on. */
export function staffAnswer(refunds: RefundRow[]): { tone: 'success' | 'error'; text: string } {
  const failed = refunds.filter((refund) => refund.state === 'failed');
  const going = refunds.filter((refund) => refund.state !== 'failed');
  const total = (rows: RefundRow[]) => rows.reduce((sum, row) => sum + row.amountPaise, 0);
  const rest = going.length > 0 ? goingAnswer(going, total(going)) : null;
  if (rest && failed.length === 0) return rest;
  const refused = REFUND_MESSAGES.failed(total(failed), failed[0]?.failureReason ?? '');
  return { tone: 'error', text: rest ? `${refused} ${rest.text}` : refused };
}

function goingAnswer(refunds: RefundRow[], amountPaise: number): { tone: 'success' | 'error'; text: string } {
  if (refunds.every((refund) => refund.state === 'processed')) return { tone: 'success', text: REFUND_MESSAGES.processed(amountPaise) };
  return refunds.every((refund) => refund.providerRefundId)
    ? { tone: 'success', text: REFUND_MESSAGES.started(amountPaise) }
    : { tone: 'error', text: REFUND_MESSAGES.pending(amountPaise) };
}
