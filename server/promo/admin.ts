import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { type CreditView, PROMO_CODE_MESSAGES, type PromoCodeView } from '#app/lib/admin/promo-messages.ts';
import type { PromoCodeKind, PromoTarget } from '#app/lib/enums.ts';
import type { PromoCodeInput } from '#app/lib/schemas/admin/promo-code.ts';
import { recordAudit } from '../audit/index.ts';
import type { StaffSession } from '../auth/guard.ts';
import type { Database } from '../db/client.ts';
import { promoCodes, promoRedemptions } from '../db/schema.ts';
import { Refusal } from '../refusal.ts';

// Staff keep the promo codes at /admin/promo-codes. Credits from cancellations live in the
// same table (kind 'credit') and are made elsewhere; here they are only listed.

type Actor = Pick<StaffSession, 'userId' | 'email'>;
type PromoRow = typeof promoCodes.$inferSelect;

/** Uses that count for each code: not given back by a failed or expired order. */
// Spelled out: drizzle leaves columns unqualified here, and "id" would be the redemption's own.
const standingUses = sql<number>`(select count(*)::int from promo_redemptions r
  where r.promo_code_id = promo_codes.id and r.released_at is null)`;

function toView(row: PromoRow, uses: number): PromoCodeView {
  return {
    id: row.id,
    code: row.code,
    discountType: row.discountType,
    percentOff: row.percentOff,
    amountPaise: row.amountPaise,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    maxUses: row.maxUses,
    maxUsesPerEmail: row.maxUsesPerEmail,
    appliesTo: row.appliesTo as PromoTarget[],
    active: row.active,
    uses: Number(uses),
  };
}

/** The codes of one kind, the newest first, each with its uses so far. */
function codesOfKind(db: Database, kind: PromoCodeKind) {
  return db
    .select({ row: promoCodes, uses: standingUses })
    .from(promoCodes)
    .where(eq(promoCodes.kind, kind))
    .orderBy(desc(promoCodes.createdAt));
}

/** Every promo code, the newest first, with its uses so far. */
export async function listPromoCodes(db: Database): Promise<PromoCodeView[]> {
  return (await codesOfKind(db, 'promo')).map(({ row, uses }) => toView(row, uses));
}

/** Guests' credits, the newest first, with what is left of each. */
export async function listCredits(db: Database): Promise<CreditView[]> {
  return (await codesOfKind(db, 'credit')).map(({ row, uses }) => ({
    id: row.id,
    code: row.code,
    ownerEmail: row.ownerEmail,
    amountPaise: row.amountPaise,
    balancePaise: row.balancePaise,
    validUntil: row.validUntil,
    active: row.active,
    uses: Number(uses),
  }));
}

export async function findPromoCode(db: Database, id: string): Promise<PromoCodeView | null> {
  const [found] = await db
    .select({ row: promoCodes, uses: standingUses })
    .from(promoCodes)
    .where(and(eq(promoCodes.id, id), eq(promoCodes.kind, 'promo')));
  return found ? toView(found.row, found.uses) : null;
}

function columns(input: PromoCodeInput) {
  const percent = input.discountType === 'percent';
  return {
    code: input.code,
    discountType: input.discountType,
    percentOff: percent ? (input.percentOff ?? null) : null,
    amountPaise: percent ? null : (input.amountRupees ?? 0) * 100,
    validFrom: input.validFrom || null,
    validUntil: input.validUntil || null,
    maxUses: input.maxUses ?? null,
    maxUsesPerEmail: input.maxUsesPerEmail ?? null,
    appliesTo: [...new Set(input.appliesTo)],
    active: input.active,
  };
}

function codeTaken(code: string): Refusal {
  const sentence = PROMO_CODE_MESSAGES.codeTaken(code.toUpperCase());
  return new Refusal(sentence, 409, { fieldErrors: { code: [sentence] } });
}

/** The unique index on upper(code) decides between two staff saving the same code at once. */
function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) => (value && typeof value === 'object' && 'code' in value ? value.code : undefined);
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | null)?.cause) === '23505';
}

async function refuseTakenCode(db: Database, code: string, id: string | null) {
  const [same] = await db
    .select({ id: promoCodes.id })
    .from(promoCodes)
    .where(and(sql`upper(${promoCodes.code}) = upper(${code})`, id ? ne(promoCodes.id, id) : undefined));
  if (same) throw codeTaken(code);
}

async function saving<T>(code: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken(code);
    throw error;
  }
}

export async function createPromoCode(db: Database, actor: Actor, input: PromoCodeInput): Promise<PromoCodeView> {
  return saving(input.code, () =>
    db.transaction(async (tx) => {
      await refuseTakenCode(tx, input.code, null);
      const [row] = await tx
        .insert(promoCodes)
        .values({ kind: 'promo', ...columns(input) })
        .returning();
      if (!row) throw new Error('the promo code was not stored');
      await recordAudit(tx, { actor, entity: 'promo-code', entityId: row.id, action: 'create', before: null, after: row });
      return toView(row, 0);
    }),
  );
}

/** A promo code (not a credit) read under lock, so that a change and a redemption never cross. */
async function lockPromoCode(tx: Database, id: string) {
  const [row] = await tx
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.id, id), eq(promoCodes.kind, 'promo')))
    .for('update');
  return row ?? null;
}

/** Saves staff's changes; null when there is no such promo code (credits are not edited here). */
export async function updatePromoCode(db: Database, actor: Actor, id: string, input: PromoCodeInput): Promise<PromoCodeView | null> {
  return saving(input.code, () =>
    db.transaction(async (tx) => {
      const before = await lockPromoCode(tx, id);
      if (!before) return null;
      await refuseTakenCode(tx, input.code, id);
      const [after] = await tx
        .update(promoCodes)
        .set({ ...columns(input), updatedAt: new Date() })
        .where(eq(promoCodes.id, id))
        .returning();
      if (!after) return null;
      await recordAudit(tx, { actor, entity: 'promo-code', entityId: id, action: 'update', before, after });
      return (await findPromoCode(tx, id))!;
    }),
  );
}

/**
 * Deletes a code nobody ever used; one with uses (paid, open or given back) is deactivated instead, so
 * that its orders keep the code they were priced with. Null when there is no such promo code.
 */
export async function removePromoCode(
  db: Database,
  actor: Actor,
  id: string,
): Promise<{ outcome: 'deleted' | 'deactivated'; code: string } | null> {
  return db.transaction(async (tx) => {
    const before = await lockPromoCode(tx, id);
    if (!before) return null;
    const [used] = await tx.select({ id: promoRedemptions.id }).from(promoRedemptions).where(eq(promoRedemptions.promoCodeId, id)).limit(1);
    if (!used) {
      await tx.delete(promoCodes).where(eq(promoCodes.id, id));
      await recordAudit(tx, { actor, entity: 'promo-code', entityId: id, action: 'delete', before, after: null });
      return { outcome: 'deleted', code: before.code };
    }
    const [after] = await tx.update(promoCodes).set({ active: false, updatedAt: new Date() }).where(eq(promoCodes.id, id)).returning();
    await recordAudit(tx, { actor, entity: 'promo-code', entityId: id, action: 'update', before, after: after ?? null });
    return { outcome: 'deactivated', code: before.code };
  });
}
