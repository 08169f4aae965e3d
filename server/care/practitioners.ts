import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { CARE_MESSAGES, type PractitionerChoice } from '#app/lib/care.ts';
import { recordAudit } from '../audit/index.ts';
import type { StaffSession } from '../auth/guard.ts';
import type { Database } from '../db/client.ts';
import { authUser, guestPractitioners, guests, practitioners } from '../db/schema.ts';
import { Refusal } from '../refusal.ts';

// The estate's practitioners (accounts with the Practitioner role) and who looks after which guest: the
// guest's profile assigns them, the staff screen marks the doctors. A practitioners row is kept for every
// account that holds the role, made the first time anything asks for it.

type Writer = Pick<Database, 'insert' | 'select'>;

/** The practitioners row of an account, made when missing. */
export async function ensurePractitioner(db: Writer, userId: string): Promise<{ id: string; doctor: boolean }> {
  await db.insert(practitioners).values({ userId }).onConflictDoNothing();
  const [row] = await db
    .select({ id: practitioners.id, doctor: practitioners.doctor })
    .from(practitioners)
    .where(eq(practitioners.userId, userId));
  return row!;
}

/** Marks a practitioner's account as a doctor's or not (the staff screen). */
export async function setDoctor(db: Database, userId: string, doctor: boolean): Promise<void> {
  await ensurePractitioner(db, userId);
  await db.update(practitioners).set({ doctor }).where(eq(practitioners.userId, userId));
}

/** Every active account with the Practitioner role, with whether it is a doctor's, by name. */
export async function listPractitioners(db: Database): Promise<PractitionerChoice[]> {
  const rows = await db
    .select({ userId: authUser.id, name: authUser.name, email: authUser.email, doctor: practitioners.doctor })
    .from(authUser)
    .leftJoin(practitioners, eq(practitioners.userId, authUser.id))
    .where(and(eq(authUser.role, 'practitioner'), isNull(authUser.deactivatedAt)))
    .orderBy(asc(authUser.name), asc(authUser.email));
  return rows.map((row) => ({ ...row, doctor: row.doctor ?? false }));
}

/** The accounts looking after a guest. */
export async function practitionersOf(db: Pick<Database, 'selectDistinct'>, guestId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: practitioners.userId })
    .from(guestPractitioners)
    .innerJoin(practitioners, eq(practitioners.id, guestPractitioners.practitionerId))
    .where(eq(guestPractitioners.guestId, guestId));
  return rows.map((row) => row.userId).sort();
}

/** Who looks after a guest, replaced by `userIds`; each must hold the Practitioner role. Null for no such guest. */
export async function assignPractitioners(db: Database, staff: StaffSession, guestId: string, userIds: readonly string[]) {
  const [guest] = await db.select({ id: guests.id }).from(guests).where(eq(guests.id, guestId));
  if (!guest) return null;
  const wanted = [...new Set(userIds)];
  const accounts = wanted.length
    ? await db
        .select({ id: authUser.id })
        .from(authUser)
        .where(and(inArray(authUser.id, wanted), eq(authUser.role, 'practitioner'), isNull(authUser.deactivatedAt)))
    : [];
  if (accounts.length !== wanted.length) throw new Refusal(CARE_MESSAGES.notAPractitioner, 400);
  const before = await emailsOf(db, await practitionersOf(db, guestId));
  await db.transaction(async (tx) => {
    const rows = [];
    for (const userId of wanted) rows.push(await ensurePractitioner(tx, userId));
    await tx.delete(guestPractitioners).where(eq(guestPractitioners.guestId, guestId));
    if (rows.length) await tx.insert(guestPractitioners).values(rows.map((row) => ({ guestId, practitionerId: row.id })));
    await recordAudit(tx, {
      actor: staff,
      entity: 'guest',
      entityId: guestId,
      action: 'update',
      before: { practitioners: before },
      after: { practitioners: await emailsOf(tx, wanted) },
    });
  });
  return { guestId };
}

/** The accounts' addresses, as the guest's history names who looks after them. */
async function emailsOf(db: Pick<Database, 'select'>, userIds: readonly string[]): Promise<string> {
  if (userIds.length === 0) return '';
  const rows = await db
    .select({ email: authUser.email })
    .from(authUser)
    .where(inArray(authUser.id, [...userIds]));
  return rows
    .map((row) => row.email)
    .sort()
    .join(', ');
}
