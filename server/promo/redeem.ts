import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { formatDayMonthYear, todayIn } from '#app/lib/dates.ts';
import type { PromoTarget } from '#app/lib/enums.ts';
import { PROMO_MESSAGES } from '#app/lib/promo.ts';
import { config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { promoCodes, promoRedemptions } from '../db/schema.ts';
import { Refusal } from '../refusal.ts';

// A promo code or a guest's credit, applied to a price on the server (issue #16). The order that uses
// a code locks the code's row, counts the uses still standing and records its own in the same
// transaction: two checkouts can never both take the last use, on one process or many.

type PromoRow = typeof promoCodes.$inferSelect;

/** What is always left to pay: Razorpay takes nothing below Re 1, and a code never makes a booking free. */
export const LEAST_CHARGE_PAISE = 100;

export interface CodeRequest {
  code: string;
  target: PromoTarget;
  listPaise: number;
  /** The guest's e-mail, for the per-guest limit; a preview before it is typed has none. */
  email?: string | null;
  /** The estate's today (TIME_ZONE); the code's dates are read in it. */
  today?: string;
}

export type CodeJudgement = { ok: true; row: PromoRow; discountPaise: number } | { ok: false; message: string };

/** The code as typed, trimmed; empty means none. */
export function typedCode(code: string | null | undefined): string {
  return code?.trim() ?? '';
}

/** What the code takes off `listPaise` before any limit on uses: a percentage, a sum, or a credit's balance. */
export function discountFor(
  row: Pick<PromoRow, 'kind' | 'discountType' | 'percentOff' | 'amountPaise' | 'balancePaise'>,
  listPaise: number,
) {
  const most = Math.max(0, listPaise - LEAST_CHARGE_PAISE);
  const off =
    row.kind === 'credit'
      ? (row.balancePaise ?? 0)
      : row.discountType === 'percent'
        ? Math.floor((listPaise * (row.percentOff ?? 0)) / 100)
        : (row.amountPaise ?? 0);
  return Math.min(Math.max(0, off), most);
}

async function findCode(db: Database, code: string, lock: boolean): Promise<PromoRow | undefined> {
  const query = db
    .select()
    .from(promoCodes)
    .where(sql`upper(${promoCodes.code}) = upper(${code})`);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Uses still standing (not released): all of them, and this e-mail's. */
async function countUses(db: Database, promoCodeId: string, email: string | null | undefined) {
  const [counts] = await db
    .select({
      total: sql<number>`count(*)::int`,
      mine: sql<number>`count(*) filter (where lower(${promoRedemptions.customerEmail}) = ${(email ?? '').trim().toLowerCase()})::int`,
    })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.promoCodeId, promoCodeId), isNull(promoRedemptions.releasedAt)));
  return { total: Number(counts?.total ?? 0), mine: Number(counts?.mine ?? 0) };
}

/** Whether the code may be used here and now, and for how much; `lock` holds its row to the end of the transaction. */
export async function judgeCode(db: Database, request: CodeRequest, lock = false): Promise<CodeJudgement> {
  const today = request.today ?? todayIn(config().TIME_ZONE);
  const row = await findCode(db, typedCode(request.code), lock);
  if (!row) return { ok: false, message: PROMO_MESSAGES.unknown };
  if (!row.active) return { ok: false, message: PROMO_MESSAGES.inactive };
  if (row.validFrom && today < row.validFrom) return { ok: false, message: PROMO_MESSAGES.notYetValid(formatDayMonthYear(row.validFrom)) };
  if (row.validUntil && today > row.validUntil) return { ok: false, message: PROMO_MESSAGES.expired };
  if (!row.appliesTo.includes(request.target)) return { ok: false, message: PROMO_MESSAGES.notFor(request.target) };
  if (row.kind === 'credit' && !((row.balancePaise ?? 0) > 0)) return { ok: false, message: PROMO_MESSAGES.usedUp };
  const uses = await countUses(db, row.id, request.email);
  if (row.maxUses !== null && uses.total >= row.maxUses) return { ok: false, message: PROMO_MESSAGES.usedUp };
  if (request.email && row.maxUsesPerEmail !== null && uses.mine >= row.maxUsesPerEmail)
    return { ok: false, message: PROMO_MESSAGES.usedByYou };
  const discountPaise = discountFor(row, request.listPaise);
  if (discountPaise <= 0) return { ok: false, message: PROMO_MESSAGES.nothingOff };
  return { ok: true, row, discountPaise };
}

export interface AppliedCode {
  /** The code as staff wrote it (the guest may have typed it in other letters). */
  code: string;
  discountPaise: number;
}

/**
 * Applies a code to a payment order inside the transaction that stores the order: the code's row is
 * locked, its uses counted, and this order's use recorded (a credit's balance lowered). A code that
 * cannot be used is refused (409) with its sentence, so the guest sees it before paying.
 */
export async function applyCode(tx: Database, input: CodeRequest & { email: string; paymentOrderId: string }): Promise<AppliedCode> {
  const judged = await judgeCode(tx, input, true);
  if (!judged.ok) throw new Refusal(judged.message, 409, { fieldErrors: { promoCode: [judged.message] } });
  const { row, discountPaise } = judged;
  await tx.insert(promoRedemptions).values({
    promoCodeId: row.id,
    paymentOrderId: input.paymentOrderId,
    customerEmail: input.email.trim(),
    discountPaise,
  });
  if (row.kind === 'credit')
    await tx
      .update(promoCodes)
      .set({ balancePaise: sql`${promoCodes.balancePaise} - ${discountPaise}`, updatedAt: new Date() })
      .where(eq(promoCodes.id, row.id));
  return { code: row.code, discountPaise };
}

/**
 * Gives back the uses of orders that failed or expired unpaid: they stop counting, and a credit gets
 * its balance back. Only uses not released yet change, so a second call gives nothing back twice.
 */
export async function releaseRedemptions(db: Database, paymentOrderIds: string[]): Promise<number> {
  if (paymentOrderIds.length === 0) return 0;
  const released = await db
    .update(promoRedemptions)
    .set({ releasedAt: new Date() })
    .where(and(inArray(promoRedemptions.paymentOrderId, paymentOrderIds), isNull(promoRedemptions.releasedAt)))
    .returning();
  for (const use of released)
    await db
      .update(promoCodes)
      .set({ balancePaise: sql`${promoCodes.balancePaise} + ${use.discountPaise}`, updatedAt: new Date() })
      .where(and(eq(promoCodes.id, use.promoCodeId), eq(promoCodes.kind, 'credit')));
  return released.length;
}

/**
 * A failed or expired order that is paid after all (a late payment) keeps the discount it was priced
 * with: its use counts again, and a credit's balance is taken again, never below zero.
 */
export async function reclaimRedemption(tx: Database, paymentOrderId: string): Promise<void> {
  const [use] = await tx
    .update(promoRedemptions)
    .set({ releasedAt: null })
    .where(and(eq(promoRedemptions.paymentOrderId, paymentOrderId), isNotNull(promoRedemptions.releasedAt)))
    .returning();
  if (!use) return;
  await tx
    .update(promoCodes)
    .set({ balancePaise: sql`greatest(${promoCodes.balancePaise} - ${use.discountPaise}, 0)`, updatedAt: new Date() })
    .where(and(eq(promoCodes.id, use.promoCodeId), eq(promoCodes.kind, 'credit')));
}
