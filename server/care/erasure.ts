import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { ERASURE_MESSAGES } from '#app/lib/admin/erasure-messages.ts';
import { recordAudit } from '../audit/index.ts';
import type { StaffSession } from '../auth/guard.ts';
import type { Database } from '../db/client.ts';
import { auditLog, bookingGuests, erasureRequests, guests, questionnaireResponses } from '../db/schema.ts';
import { erasureConfirmedMessage } from '../mail/messages/care.ts';
import { estateOf } from '../mail/messages/layout.ts';
import { queueMails } from '../mail/notices.ts';
import { buildOrLog } from '../mail/outbox.ts';
import { Refusal } from '../refusal.ts';
import { clearResponses } from './retention.ts';

// A guest asks, from their own link, that we erase their data; the owner confirms it here. What goes: the
// answers, notes and files of every questionnaire the guest filled on any booking, and the profile's
// personal details. What stays: the guest's name and e-mail, and every booking, payment and invoice as it
// is, customer name, e-mail and state included: India's GST law requires a supplier to keep its invoices
// and the accounts behind them for years (the Digital Personal Data Protection Act lets a law's retention
// override erasure), and a booking is the record an invoice and a payment stand on. The privacy policy
// says the same to guests.

type Actor = Pick<StaffSession, 'userId' | 'email'>;
type Reader = Pick<Database, 'select'>;

/** The profile's fields an erasure clears: everything the estate keeps about the person beyond their bookings. */
export const ERASED_PROFILE_FIELDS = ['dateOfBirth', 'dietaryNeeds', 'allergies', 'emergencyContact', 'staffNotes', 'phone'] as const;

/** The guest's oldest erasure request not yet confirmed, for the profile's notice; null when there is none. */
export async function openErasureRequest(db: Reader, guestId: string): Promise<{ id: string; requestedAt: string } | null> {
  const [row] = await db
    .select({ id: erasureRequests.id, requestedAt: erasureRequests.requestedAt })
    .from(erasureRequests)
    .where(and(eq(erasureRequests.guestId, guestId), isNull(erasureRequests.confirmedAt)))
    .orderBy(asc(erasureRequests.requestedAt))
    .limit(1);
  return row ? { id: row.id, requestedAt: row.requestedAt.toISOString() } : null;
}

/**
 * Confirms the guest's open erasure request in one transaction holding the guest's row: the health data
 * and profile fields cleared, the request marked confirmed, the act audited (without the values erased)
 * and a short mail queued to the guest. Null when there is no such guest; a 409 Refusal when no request
 * is open (confirmed already, or never made).
 */
export async function confirmErasure(db: Database, actor: Actor, guestId: string, now: Date = new Date()) {
  return db.transaction(async (tx) => {
    const [guest] = await tx.select().from(guests).where(eq(guests.id, guestId)).for('update');
    if (!guest) return null;
    const open = await tx
      .select()
      .from(erasureRequests)
      .where(and(eq(erasureRequests.guestId, guestId), isNull(erasureRequests.confirmedAt)))
      .for('update');
    if (open.length === 0) throw new Refusal(ERASURE_MESSAGES.noOpenRequest, 409);

    const responses = await tx
      .select({ id: questionnaireResponses.id })
      .from(questionnaireResponses)
      .innerJoin(bookingGuests, eq(bookingGuests.id, questionnaireResponses.bookingGuestId))
      .where(eq(bookingGuests.guestId, guestId));
    const erased = await clearResponses(
      tx,
      responses.map((row) => row.id),
      now,
      { unlessKept: false },
    );
    await tx
      .update(guests)
      .set({
        ...Object.fromEntries(ERASED_PROFILE_FIELDS.map((field) => [field, null])),
        phoneDigits: null,
        // From now on a new booking does not fill the phone back in from what the guest types then.
        editedByStaffAt: now,
        updatedAt: now,
      })
      .where(eq(guests.id, guestId));
    // The profile's history kept each earlier value of those fields; erased there too, or they were not erased.
    await tx
      .update(auditLog)
      .set({ changes: sql`${auditLog.changes} - ${sql.raw(`array[${ERASED_PROFILE_FIELDS.map((field) => `'${field}'`).join(', ')}]`)}` })
      .where(and(eq(auditLog.entity, 'guest'), eq(auditLog.entityId, guestId)));
    // An entry that changed only those fields now says nothing: it goes.
    await tx
      .delete(auditLog)
      .where(and(eq(auditLog.entity, 'guest'), eq(auditLog.entityId, guestId), sql`${auditLog.changes} = '{}'::jsonb`));
    await tx
      .update(erasureRequests)
      .set({ confirmedBy: actor.userId, confirmedAt: now })
      .where(and(eq(erasureRequests.guestId, guestId), isNull(erasureRequests.confirmedAt)));
    await recordAudit(tx, {
      actor,
      entity: 'guest',
      entityId: guestId,
      action: 'update',
      before: { erasure: 'requested', erasedAnswers: null },
      after: { erasure: 'confirmed', erasedAnswers: erased.length },
    });
    const estate = await estateOf(tx);
    const mail = await buildOrLog('erasure-confirmed', {}, () => ({
      kind: 'erasure-confirmed',
      to: guest.email,
      ...erasureConfirmedMessage(estate, guest),
      dedupeKey: `erasure-confirmed:${open[0]!.id}`,
    }));
    await queueMails(tx, [mail]);
    return { guestId, erasedAnswers: erased.length };
  });
}
