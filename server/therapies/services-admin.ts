import { and, asc, eq, inArray, isNull, like, or, sql } from 'drizzle-orm';
import { type ServiceAdminView, THERAPY_ADMIN_MESSAGES } from '#app/lib/admin/therapies.ts';
import { serviceDepositRule, type ServiceInput } from '#app/lib/schemas/admin/therapies.ts';
import { numberedSlug, slugFromTitle } from '#app/lib/slug.ts';
import { recordAudit } from '../audit/index.ts';
import type { StaffSession } from '../auth/guard.ts';
import type { Database } from '../db/client.ts';
import { appointments, authUser, practitioners, servicePractitioners, services } from '../db/schema.ts';
import { photosByKey } from '../media/photos.ts';
import { Refusal } from '../refusal.ts';

// The owner keeps the therapies and consultations at /admin/therapies: their texts, length, price,
// deposit, who may give them and the room they need. Every change is in the service's history. A
// service with appointments is never deleted (they name it): the owner makes it inactive instead.

type Actor = Pick<StaffSession, 'userId' | 'email'>;

function columns(input: ServiceInput) {
  return {
    name: input.name,
    description: input.description,
    photo: input.photo || null,
    category: input.category,
    durationMinutes: input.durationMinutes,
    bufferMinutes: input.bufferMinutes,
    pricePaise: input.priceRupees * 100,
    stayPricePaise: input.stayPriceRupees === undefined ? null : input.stayPriceRupees * 100,
    roomKind: input.roomKind ?? null,
    bookableOnline: input.bookableOnline,
    paymentMode: input.paymentMode,
    depositRule: serviceDepositRule(input),
    active: input.active,
    sortOrder: input.sortOrder,
  };
}

/** Every service, active or not, in the order lists show them, with who may give each. */
export async function listServices(db: Database): Promise<ServiceAdminView[]> {
  const [rows, links] = await Promise.all([
    db.select().from(services).orderBy(asc(services.sortOrder), asc(services.name)),
    db.select().from(servicePractitioners),
  ]);
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    photo: row.photo,
    category: row.category,
    durationMinutes: row.durationMinutes,
    bufferMinutes: row.bufferMinutes,
    pricePaise: row.pricePaise,
    stayPricePaise: row.stayPricePaise,
    roomKind: row.roomKind,
    bookableOnline: row.bookableOnline,
    paymentMode: row.paymentMode,
    depositRule: row.depositRule,
    active: row.active,
    sortOrder: row.sortOrder,
    practitionerIds: links.filter((link) => link.serviceId === row.id).map((link) => link.practitionerId),
  }));
}

export async function findService(db: Database, id: string): Promise<ServiceAdminView | null> {
  return (await listServices(db)).find((service) => service.id === id) ?? null;
}

/** The photo, when one is chosen, must be in the media library still. */
async function refuseMissingPhoto(db: Database, photo: string | undefined) {
  if (!photo) return;
  if ((await photosByKey(db, [photo])).has(photo)) return;
  throw new Refusal(THERAPY_ADMIN_MESSAGES.photoMissing, 400, { fieldErrors: { photo: [THERAPY_ADMIN_MESSAGES.photoMissing] } });
}

/** The practitioners chosen, each an active account with the Practitioner role. */
async function practitionersChosen(db: Database, ids: readonly string[]): Promise<string[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const refused = new Refusal(THERAPY_ADMIN_MESSAGES.notAPractitioner, 400, {
    fieldErrors: { practitionerIds: [THERAPY_ADMIN_MESSAGES.notAPractitioner] },
  });
  if (!wanted.every((id) => /^[0-9a-f-]{36}$/i.test(id))) throw refused;
  const rows = await db
    .select({ id: practitioners.id })
    .from(practitioners)
    .innerJoin(authUser, eq(authUser.id, practitioners.userId))
    .where(and(inArray(practitioners.id, wanted), eq(authUser.role, 'practitioner'), isNull(authUser.deactivatedAt)));
  if (rows.length !== wanted.length) throw refused;
  return wanted.sort();
}

/** A slug from the name that no other service has: 'abhyanga', then 'abhyanga-2' … */
async function freeSlug(db: Database, name: string): Promise<string> {
  const base = slugFromTitle(name);
  const rows = await db
    .select({ slug: services.slug })
    .from(services)
    .where(or(eq(services.slug, base), like(services.slug, `${base}-%`)));
  const taken = new Set(rows.map((row) => row.slug));
  for (let n = 1; ; n += 1) {
    const slug = numberedSlug(base, n);
    if (!taken.has(slug)) return slug;
  }
}

async function replacePractitioners(db: Database, serviceId: string, ids: readonly string[]) {
  await db.delete(servicePractitioners).where(eq(servicePractitioners.serviceId, serviceId));
  if (ids.length) await db.insert(servicePractitioners).values(ids.map((practitionerId) => ({ serviceId, practitionerId })));
}

export async function createService(db: Database, actor: Actor, input: ServiceInput): Promise<ServiceAdminView> {
  await refuseMissingPhoto(db, input.photo);
  const id = await db.transaction(async (tx) => {
    const chosen = await practitionersChosen(tx, input.practitionerIds);
    // One slug at a time: two services of one name made at once must not both take it.
    await tx.execute(sql`lock table ${services} in share row exclusive mode`);
    const [row] = await tx
      .insert(services)
      .values({ ...columns(input), slug: await freeSlug(tx, input.name) })
      .returning();
    if (!row) throw new Error('the service was not stored');
    await replacePractitioners(tx, row.id, chosen);
    await recordAudit(tx, {
      actor,
      entity: 'service',
      entityId: row.id,
      action: 'create',
      before: null,
      after: { ...row, practitioners: chosen },
    });
    return row.id;
  });
  return (await findService(db, id))!;
}

/** Saves the owner's changes (the address stays as first made, so links to it keep working); null when there is no such service. */
export async function updateService(db: Database, actor: Actor, id: string, input: ServiceInput): Promise<ServiceAdminView | null> {
  await refuseMissingPhoto(db, input.photo);
  const saved = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(services).where(eq(services.id, id)).for('update');
    if (!before) return false;
    const chosen = await practitionersChosen(tx, input.practitionerIds);
    const was = await tx
      .select({ id: servicePractitioners.practitionerId })
      .from(servicePractitioners)
      .where(eq(servicePractitioners.serviceId, id));
    const [after] = await tx
      .update(services)
      .set({ ...columns(input), updatedAt: new Date() })
      .where(eq(services.id, id))
      .returning();
    await replacePractitioners(tx, id, chosen);
    await recordAudit(tx, {
      actor,
      entity: 'service',
      entityId: id,
      action: 'update',
      before: { ...before, practitioners: was.map((row) => row.id).sort() },
      after: { ...after!, practitioners: chosen },
    });
    return true;
  });
  return saved ? findService(db, id) : null;
}

/** Deletes a service no appointment names; one that has any is refused (409) in words. Null when there is none. */
export async function removeService(db: Database, actor: Actor, id: string) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(services).where(eq(services.id, id)).for('update');
    if (!before) return null;
    const [used] = await tx.select({ id: appointments.id }).from(appointments).where(eq(appointments.serviceId, id)).limit(1);
    if (used) throw new Refusal(THERAPY_ADMIN_MESSAGES.serviceUsed, 409);
    await tx.delete(services).where(eq(services.id, id));
    await recordAudit(tx, { actor, entity: 'service', entityId: id, action: 'delete', before, after: null });
    return before;
  });
}
