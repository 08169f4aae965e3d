import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { THERAPY_ADMIN_MESSAGES } from '#app/lib/admin/therapies.ts';
import { practitionerSchema, serviceSchema, treatmentRoomSchema } from '#app/lib/schemas/admin/therapies.ts';
import { listAudit } from '#server/audit/index.ts';
import { appointments, authUser, practitionerHours, practitionerTimeOff } from '#server/db/schema.ts';
import { Refusal } from '#server/refusal.ts';
import {
  addTimeOff,
  findPractitionerSchedule,
  listPractitionerSchedules,
  removeTimeOff,
  updatePractitioner,
} from '#server/therapies/practitioners-admin.ts';
import {
  addRoomClosure,
  createTreatmentRoom,
  findTreatmentRoom,
  removeRoomClosure,
  removeTreatmentRoom,
  updateTreatmentRoom,
} from '#server/therapies/rooms-admin.ts';
import { createService, findService, removeService, updateService } from '#server/therapies/services-admin.ts';
import { openTestDatabase, type TestDatabase } from '#tests/support/database.ts';

// The owner's Therapies screens' rules on the database: who may give a service, one address per
// service, deleting only what no appointment names, and hours and time off read on the estate's clock.

let database: TestDatabase;
openTestDatabase((opened) => (database = opened));

const owner = { userId: 'owner-1', email: 'owner@example.org' };
const TIME_ZONE = 'Asia/Kolkata';

const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof Refusal ? { status: error.status, message: error.message } : error),
  );

async function account(id: string, role: string, deactivated = false) {
  await database.db
    .insert(authUser)
    .values({ id, name: `Account ${id}`, email: `${id}@example.org`, role, deactivatedAt: deactivated ? new Date() : null });
}

/** The practitioners row of an account, as the Practitioners screen makes it. */
async function practitionerOf(userId: string): Promise<string> {
  const all = await listPractitionerSchedules(database.db, TIME_ZONE);
  return all.find((person) => person.email === `${userId}@example.org`)!.id;
}

function serviceForm(overrides: Record<string, unknown> = {}) {
  return serviceSchema.parse({
    name: 'Abhyanga',
    description: 'A warm oil massage.',
    category: 'massage',
    durationMinutes: '60',
    bufferMinutes: '15',
    priceRupees: '3500',
    roomKind: 'massage',
    bookableOnline: true,
    active: true,
    ...overrides,
  });
}

describe(`the owner's therapies (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('keeps a service with who may give it, in paise, with an address of its own, in its history', async () => {
    await account('kavya', 'practitioner');
    const kavya = await practitionerOf('kavya');
    const first = await createService(database.db, owner, serviceForm({ practitionerIds: [kavya], stayPriceRupees: '3000' }));
    expect(first).toMatchObject({ slug: 'abhyanga', pricePaise: 350_000, stayPricePaise: 300_000, practitionerIds: [kavya] });
    const second = await createService(database.db, owner, serviceForm());
    expect(second.slug).toBe('abhyanga-2');

    const updated = await updateService(database.db, owner, first.id, serviceForm({ name: 'Abhyanga (long)', durationMinutes: '90' }));
    expect(updated).toMatchObject({ slug: 'abhyanga', durationMinutes: 90, practitionerIds: [] });
    const history = await listAudit(database.db, 'service', first.id);
    expect(history.map((entry) => entry.action)).toEqual(['update', 'create']);
    expect(await updateService(database.db, owner, crypto.randomUUID(), serviceForm())).toBeNull();
  });

  it('refuses as a practitioner an account without the role or deactivated, and a photo not in the library', async () => {
    await account('desk', 'front-desk');
    await account('gone', 'practitioner');
    const gone = await practitionerOf('gone');
    await database.db.update(authUser).set({ deactivatedAt: new Date() }).where(eq(authUser.id, 'gone'));
    const refused = { status: 400, message: THERAPY_ADMIN_MESSAGES.notAPractitioner };
    expect(await refusalOf(createService(database.db, owner, serviceForm({ practitionerIds: [gone] })))).toEqual(refused);
    expect(await refusalOf(createService(database.db, owner, serviceForm({ practitionerIds: ['desk'] })))).toEqual(refused);
    expect(await refusalOf(createService(database.db, owner, serviceForm({ photo: 'no-such-photo' })))).toEqual({
      status: 400,
      message: THERAPY_ADMIN_MESSAGES.photoMissing,
    });
  });

  it('deletes a service and a room only while no appointment names them', async () => {
    await account('meera', 'practitioner');
    const meera = await practitionerOf('meera');
    const room = await createTreatmentRoom(
      database.db,
      owner,
      treatmentRoomSchema.parse({ name: 'Room A', kind: 'massage', active: true }),
    );
    const service = await createService(database.db, owner, serviceForm({ name: 'Shirodhara', practitionerIds: [meera] }));
    const startsAt = new Date('2027-01-10T04:30:00Z');
    await database.db.insert(appointments).values({
      serviceId: service.id,
      practitionerId: meera,
      roomId: room.id,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3_600_000),
      busyUntil: new Date(startsAt.getTime() + 4_500_000),
    });
    expect(await refusalOf(removeService(database.db, owner, service.id))).toEqual({
      status: 409,
      message: THERAPY_ADMIN_MESSAGES.serviceUsed,
    });
    expect(await refusalOf(removeTreatmentRoom(database.db, owner, room.id))).toEqual({
      status: 409,
      message: THERAPY_ADMIN_MESSAGES.roomUsed,
    });
    expect(await findService(database.db, service.id)).not.toBeNull();

    await database.db.delete(appointments).where(eq(appointments.serviceId, service.id));
    expect(await removeService(database.db, owner, service.id)).toMatchObject({ id: service.id });
    expect(await removeTreatmentRoom(database.db, owner, room.id)).toMatchObject({ id: room.id });
    expect(await removeService(database.db, owner, service.id)).toBeNull();
    expect((await listAudit(database.db, 'service', service.id)).map((entry) => entry.action)).toEqual(['delete', 'create']);
  });

  it('keeps room names unique, and closures on the estate clock', async () => {
    const input = treatmentRoomSchema.parse({ name: 'Steam', kind: 'steam-sauna', active: true });
    const room = await createTreatmentRoom(database.db, owner, input);
    expect(await refusalOf(createTreatmentRoom(database.db, owner, input))).toEqual({
      status: 409,
      message: THERAPY_ADMIN_MESSAGES.roomNameTaken,
    });
    const other = await createTreatmentRoom(database.db, owner, treatmentRoomSchema.parse({ name: 'Studio', kind: 'studio' }));
    expect(await refusalOf(updateTreatmentRoom(database.db, owner, other.id, input))).toEqual({
      status: 409,
      message: THERAPY_ADMIN_MESSAGES.roomNameTaken,
    });

    const closure = await addRoomClosure(
      database.db,
      owner,
      room.id,
      { from: '2027-02-01T09:00', to: '2027-02-02T18:30', note: 'Repairs' },
      TIME_ZONE,
    );
    expect(closure!.startsAt.toISOString()).toBe('2027-02-01T03:30:00.000Z');
    expect((await findTreatmentRoom(database.db, room.id, TIME_ZONE))!.closures).toEqual([
      { id: closure!.id, from: '2027-02-01 09:00', to: '2027-02-02 18:30', note: 'Repairs' },
    ]);
    expect(await removeRoomClosure(database.db, owner, closure!.id, TIME_ZONE)).toMatchObject({ id: closure!.id });
    expect(await removeRoomClosure(database.db, owner, closure!.id, TIME_ZONE)).toBeNull();
    expect(
      await addRoomClosure(database.db, owner, crypto.randomUUID(), { from: '2027-02-01T09:00', to: '2027-02-01T10:00' }, TIME_ZONE),
    ).toBeNull();
  });

  it('saves a practitioner’s week with its breaks, and their time off, in their history', async () => {
    await account('arjun', 'practitioner');
    const arjun = await practitionerOf('arjun');
    const week = practitionerSchema.parse({
      title: 'Naturopath',
      takesAppointments: true,
      hours: [
        undefined,
        { start: '09:00', end: '17:00', breakStart: '13:00', breakEnd: '14:00' },
        undefined,
        { start: '10:00', end: '12:00' },
      ],
    });
    expect(await updatePractitioner(database.db, owner, arjun, week)).toEqual({ id: arjun });
    const saved = (await findPractitionerSchedule(database.db, arjun, TIME_ZONE))!;
    expect(saved).toMatchObject({ title: 'Naturopath', takesAppointments: true });
    expect(saved.hours).toEqual([
      { weekday: 1, startMinute: 540, endMinute: 1020, breakStartMinute: 780, breakEndMinute: 840 },
      { weekday: 3, startMinute: 600, endMinute: 720, breakStartMinute: null, breakEndMinute: null },
    ]);
    // A week saved again replaces the one before.
    await updatePractitioner(database.db, owner, arjun, practitionerSchema.parse({ takesAppointments: false }));
    expect(await database.db.select().from(practitionerHours).where(eq(practitionerHours.practitionerId, arjun))).toEqual([]);

    const away = await addTimeOff(
      database.db,
      owner,
      arjun,
      { from: '2027-03-01T00:00', to: '2027-03-05T23:59', note: 'Course' },
      TIME_ZONE,
    );
    expect(away!.startsAt.toISOString()).toBe('2027-02-28T18:30:00.000Z');
    expect(await removeTimeOff(database.db, owner, away!.id, TIME_ZONE)).toMatchObject({ id: away!.id });
    expect(await database.db.select().from(practitionerTimeOff).where(eq(practitionerTimeOff.practitionerId, arjun))).toEqual([]);
    expect((await listAudit(database.db, 'practitioner', arjun)).length).toBe(4);

    // Only accounts holding the role are practitioners here.
    await account('cook', 'user');
    expect((await listPractitionerSchedules(database.db, TIME_ZONE)).some((person) => person.email === 'cook@example.org')).toBe(false);
    await database.db.update(authUser).set({ role: 'editor' }).where(eq(authUser.id, 'arjun'));
    expect(await updatePractitioner(database.db, owner, arjun, week)).toBeNull();
    expect(await addTimeOff(database.db, owner, arjun, { from: '2027-03-01T00:00', to: '2027-03-02T00:00' }, TIME_ZONE)).toBeNull();
  });
});
