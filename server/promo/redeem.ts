import { and, eq, isNull, not, sql } from 'drizzle-orm';
import { formatDayMonthYear, todayIn } from '#app/lib/dates.ts';
import type { PromoTarget } from '#app/lib/enums.ts';
import { PROMO_MESSAGES } from '#app/lib/promo.ts';
import { config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { promoCodes, promoRedemptions } from '../db/schema.ts';
import { Refusal } from '../refusal.ts';
import { lapsedUse, releaseLapsedRedemptions } from './release.ts';

// A promo code or a guest's credit, applied to a price on the server. The order that uses
// a code locks the code's row, counts the uses still standing and records its own in the same
// transaction: two checkouts can never both take the last use, on one process or many. A checkout's
// use lapses with its hold (server/promo/release.ts), and a credit is only ever its owner's.

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
  /** When the uses are counted: a checkout's use stops counting once its hold has lapsed. */
  now?: Date;
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

/** An e-mail address as two of them are compared: trimmed, in any letters. */
function sameEmail(a: string | null | undefined, b: string | null | undefined): boolean {
  return (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();
}

/**
 * Uses still standing (not released, not lapsed): all of them, and this e-mail's; and what the lapsed
 * ones not yet given back hold of a credit's balance, which is free again as well.
 */
export async function countUses(db: Database, promoCodeId: string, email: string | null | undefined, now: Date) {
  const lapsed = lapsedUse(now);
  const [counts] = await db
    .select({
      total: sql<number>`count(*) filter (where ${not(lapsed)})::int`,
      mine: sql<number>`count(*) filter (where ${not(lapsed)} and lower(${promoRedemptions.customerEmail}) = ${(email ?? '').trim().toLowerCase()})::int`,
      lapsedPaise: sql<number>`coalesce(sum(${promoRedemptions.discountPaise}) filter (where ${lapsed}), 0)::int`,
    })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.promoCodeId, promoCodeId), isNull(promoRedemptions.releasedAt)));
  return { total: Number(counts?.total ?? 0), mine: Number(counts?.mine ?? 0), lapsedPaise: Number(counts?.lapsedPaise ?? 0) };
}

/**
 * Whether the code may be used here and now, and for how much; `lock` holds its row to the end of the transaction.
 * A credit answers only its owner's e-mail: to anyone else, and to a preview without an e-mail, it says
 * nothing of its balance or state, since the code alone no longer spends it.
 */
export async function judgeCode(db: Database, request: CodeRequest, lock = false): Promise<CodeJudgement> {
  const today = request.today ?? todayIn(config().TIME_ZONE);
  const now = request.now ?? new Date();
  const row = await findCode(db, typedCode(request.code), lock);
  if (!row) return { ok: false, message: PROMO_MESSAGES.unknown };
  if (row.kind === 'credit' && row.ownerEmail) {
    if (!request.email?.trim()) return { ok: false, message: PROMO_MESSAGES.creditNeedsEmail };
    if (!sameEmail(request.email, row.ownerEmail)) return { ok: false, message: PROMO_MESSAGES.notYours };
  }
  if (!row.active) return { ok: false, message: PROMO_MESSAGES.inactive };
  if (row.validFrom && today < row.validFrom) return { ok: false, message: PROMO_MESSAGES.notYetValid(formatDayMonthYear(row.validFrom)) };
  if (row.validUntil && today > row.validUntil) return { ok: false, message: PROMO_MESSAGES.expired };
  if (!row.appliesTo.includes(request.target)) return { ok: false, message: PROMO_MESSAGES.notFor(request.target) };
  const uses = await countUses(db, row.id, request.email, now);
  const balancePaise = row.kind === 'credit' ? (row.balancePaise ?? 0) + uses.lapsedPaise : row.balancePaise;
  if (row.kind === 'credit' && !((balancePaise ?? 0) > 0)) return { ok: false, message: PROMO_MESSAGES.usedUp };
  if (row.maxUses !== null && uses.total >= row.maxUses) return { ok: false, message: PROMO_MESSAGES.usedUp };
  if (request.email && row.maxUsesPerEmail !== null && uses.mine >= row.maxUsesPerEmail)
    return { ok: false, message: PROMO_MESSAGES.usedByYou };
  const discountPaise = discountFor({ ...row, balancePaise }, request.listPaise);
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
 * locked, its uses counted, the lapsed ones given back, and this order's use recorded (a credit's balance
 * lowered) until `expiresAt`, when the checkout's hold lapses. A code that cannot be used is refused (409)
 * with its sentence, so the guest sees it before paying.
 */
export async function applyCode(
  tx: Database,
  input: CodeRequest & { email: string; paymentOrderId: string; expiresAt: Date },
): Promise<AppliedCode> {
  const now = input.now ?? new Date();
  const judged = await judgeCode(tx, { ...input, now }, true);
  if (!judged.ok) throw new Refusal(judged.message, 409, { fieldErrors: { promoCode: [judged.message] } });
  const { row, discountPaise } = judged;
  // Judged as free, so given back for good before this use is taken: a credit's balance is whole again.
  await releaseLapsedRedemptions(tx, now, row.id);
  await tx.insert(promoRedemptions).values({
    promoCodeId: row.id,
    paymentOrderId: input.paymentOrderId,
    customerEmail: input.email.trim(),
    discountPaise,
    expiresAt: input.expiresAt,
  });
  if (row.kind === 'credit')
    await tx
      .update(promoCodes)
      .set({ balancePaise: sql`${promoCodes.balancePaise} - ${discountPaise}`, updatedAt: new Date() })
      .where(eq(promoCodes.id, row.id));
  return { code: row.code, discountPaise };
}
