import { and, asc, eq, isNull } from 'drizzle-orm';
import type { PractitionerAdminView } from '#app/lib/admin/therapies.ts';
import { type AwaySpanInput, type PractitionerInput, workingDaysOf } from '#app/lib/schemas/admin/therapies.ts';
import { recordAudit } from '../audit/index.ts';
import type { StaffSession } from '../auth/guard.ts';
import { ensurePractitioner } from '../care/practitioners.ts';
import type { Database } from '../db/client.ts';
import { authUser, practitionerHours, practitioners, practitionerTimeOff } from '../db/schema.ts';
import { awaySpanOf, instantsOf } from './away-spans.ts';

// The practitioners' side of the owner's Therapies screens: the title guests read, whether they take
// appointments, their weekly hours and their time off. The accounts themselves are made on the Staff
// screen; every account with the Practitioner role is listed here.

type Actor = Pick<StaffSession, 'userId' | 'email'>;

/** Every active account with the Practitioner role, with its title, hours and time off, by name. */
export async function listPractitionerSchedules(db: Database, timeZone: string): Promise<PractitionerAdminView[]> {
  const accounts = await db
    .select({ userId: authUser.id })
    .from(authUser)
    .where(and(eq(authUser.role, 'practitioner'), isNull(authUser.deactivatedAt)));
  // An account given the role before anything asked for its row gets it now, so the screen can name it.
  for (const account of accounts) await ensurePractitioner(db, account.userId);
  const [rows, hours, timeOff] = await Promise.all([
    db
      .select({
        id: practitioners.id,
        name: authUser.name,
        email: authUser.email,
        doctor: practitioners.doctor,
        title: practitioners.title,
        takesAppointments: practitioners.takesAppointments,
      })
      .from(practitioners)
      .innerJoin(authUser, eq(authUser.id, practitioners.userId))
      .where(and(eq(authUser.role, 'practitioner'), isNull(authUser.deactivatedAt)))
      .orderBy(asc(authUser.name), asc(authUser.email)),
    db.select().from(practitionerHours).orderBy(asc(practitionerHours.weekday)),
    db.select().from(practitionerTimeOff).orderBy(asc(practitionerTimeOff.startsAt)),
  ]);
  return rows.map((row) => ({
    ...row,
    hours: hours
      .filter((day) => day.practitionerId === row.id)
      .map(({ weekday, startMinute, endMinute, breakStartMinute, breakEndMinute }) => ({
        weekday,
        startMinute,
        endMinute,
        breakStartMinute,
        breakEndMinute,
      })),
    timeOff: timeOff.filter((span) => span.practitionerId === row.id).map((span) => awaySpanOf(span, timeZone)),
  }));
}

export async function findPractitionerSchedule(db: Database, id: string, timeZone: string): Promise<PractitionerAdminView | null> {
  return (await listPractitionerSchedules(db, timeZone)).find((row) => row.id === id) ?? null;
}

/** The practitioners row of an active account that still holds the role, locked; null when there is none. */
async function lockedPractitioner(db: Database, id: string) {
  const [row] = await db
    .select({ id: practitioners.id, title: practitioners.title, takesAppointments: practitioners.takesAppointments })
    .from(practitioners)
    .innerJoin(authUser, eq(authUser.id, practitioners.userId))
    .where(and(eq(practitioners.id, id), eq(authUser.role, 'practitioner'), isNull(authUser.deactivatedAt)))
    .for('update', { of: practitioners });
  return row ?? null;
}

function hoursLine(
  rows: readonly {
    weekday: number;
    startMinute: number;
    endMinute: number;
    breakStartMinute: number | null;
    breakEndMinute: number | null;
  }[],
) {
  return rows
    .map(
      (day) =>
        `${day.weekday}: ${day.startMinute}-${day.endMinute}${day.breakStartMinute === null ? '' : ` break ${day.breakStartMinute}-${day.breakEndMinute}`}`,
    )
    .join('; ');
}

/** Saves a practitioner's title, whether they take appointments and their whole week; null when there is no such practitioner. */
export async function updatePractitioner(db: Database, actor: Actor, id: string, input: PractitionerInput) {
  return db.transaction(async (tx) => {
    const before = await lockedPractitioner(tx, id);
    if (!before) return null;
    const wasHours = await tx
      .select()
      .from(practitionerHours)
      .where(eq(practitionerHours.practitionerId, id))
      .orderBy(asc(practitionerHours.weekday));
    const days = workingDaysOf(input);
    await tx
      .update(practitioners)
      .set({ title: input.title || null, takesAppointments: input.takesAppointments })
      .where(eq(practitioners.id, id));
    await tx.delete(practitionerHours).where(eq(practitionerHours.practitionerId, id));
    if (days.length) await tx.insert(practitionerHours).values(days.map((day) => ({ ...day, practitionerId: id })));
    await recordAudit(tx, {
      actor,
      entity: 'practitioner',
      entityId: id,
      action: 'update',
      before: { title: before.title, takesAppointments: before.takesAppointments, hours: hoursLine(wasHours) },
      after: { title: input.title || null, takesAppointments: input.takesAppointments, hours: hoursLine(days) },
    });
    return { id };
  });
}

/** Adds a time off to a practitioner (in their history); null when there is no such practitioner. */
export async function addTimeOff(db: Database, actor: Actor, practitionerId: string, input: AwaySpanInput, timeZone: string) {
  return db.transaction(async (tx) => {
    if (!(await lockedPractitioner(tx, practitionerId))) return null;
    const { startsAt, endsAt } = instantsOf(input, timeZone);
    const [row] = await tx
      .insert(practitionerTimeOff)
      .values({ practitionerId, startsAt, endsAt, note: input.note || null })
      .returning();
    await recordAudit(tx, {
      actor,
      entity: 'practitioner',
      entityId: practitionerId,
      action: 'update',
      before: { timeOff: null },
      after: { timeOff: `${input.from.replace('T', ' ')} – ${input.to.replace('T', ' ')}${input.note ? ` (${input.note})` : ''}` },
    });
    return row!;
  });
}

/** Removes one time off (in the practitioner's history); null when there is none. */
export async function removeTimeOff(db: Database, actor: Actor, id: string, timeZone: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(practitionerTimeOff).where(eq(practitionerTimeOff.id, id)).returning();
    if (!row) return null;
    const span = awaySpanOf(row, timeZone);
    await recordAudit(tx, {
      actor,
      entity: 'practitioner',
      entityId: row.practitionerId,
      action: 'update',
      before: { timeOff: `${span.from} – ${span.to}${span.note ? ` (${span.note})` : ''}` },
      after: { timeOff: null },
    });
    return row;
  });
}
