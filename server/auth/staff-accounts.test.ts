import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STAFF_MESSAGES } from '#app/lib/schemas/admin/staff.ts';
import { authUser } from '#server/db/schema.ts';
import { openTestDatabase, type TestDatabase } from '../../tests/support/database.ts';
import type { StaffSession } from './guard.ts';
import { AUTH_BASE_PATH, authFor, CLIENT_IP_HEADER } from './instance.ts';
import { upsertStaffUser } from './staff.ts';
import { addStaffMember, changeStaffMember, listStaff, resetStaffPassword } from './staff-accounts.ts';

let database: TestDatabase;
openTestDatabase((opened) => (database = opened));

let ip = 0;
async function signIn(email: string, password: string): Promise<number> {
  const auth = await authFor(database.db);
  ip += 1;
  const origin = new URL(auth.options.baseURL as string).origin;
  const response = await auth.handler(
    new Request(`${origin}${AUTH_BASE_PATH}/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, [CLIENT_IP_HEADER]: `10.1.0.${ip}` },
      body: JSON.stringify({ email, password }),
    }),
  );
  return response.status;
}

async function owner(email: string): Promise<StaffSession> {
  const { id } = await upsertStaffUser(database.db, { email, password: 'owner password 1', name: email });
  return { userId: id, email, name: email, role: 'owner' };
}

async function sessionsOf(userId: string): Promise<number> {
  const ctx = await (await authFor(database.db)).$context;
  return (await ctx.internalAdapter.listSessions(userId)).length;
}

describe(`staff accounts (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('adds a member whose one-time password signs in, and refuses the same e-mail twice', async () => {
    const boss = await owner('boss@example.org');
    const { id, password } = await addStaffMember(database.db, boss, { name: 'Desk One', email: 'Desk1@Example.org', role: 'front-desk' });
    expect(password).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(await signIn('desk1@example.org', password)).toBe(200);
    expect((await listStaff(database.db)).find((member) => member.id === id)).toMatchObject({ role: 'front-desk', active: true });
    await expect(addStaffMember(database.db, boss, { name: 'Again', email: 'desk1@example.org', role: 'owner' })).rejects.toMatchObject({
      status: 409,
      message: STAFF_MESSAGES.emailTaken,
    });
  });

  it('deactivating ends the sessions and refuses sign-in until reactivated', async () => {
    const boss = await owner('boss2@example.org');
    const { id, password } = await addStaffMember(database.db, boss, { name: 'Desk Two', email: 'desk2@example.org', role: 'front-desk' });
    expect(await signIn('desk2@example.org', password)).toBe(200);
    expect(await sessionsOf(id)).toBe(1);
    expect(await changeStaffMember(database.db, boss, id, { active: false })).toMatchObject({ active: false });
    expect(await sessionsOf(id)).toBe(0);
    expect(await signIn('desk2@example.org', password)).toBe(403);
    await changeStaffMember(database.db, boss, id, { active: true });
    expect(await signIn('desk2@example.org', password)).toBe(200);
  });

  it('a reset password replaces the old one and ends the sessions', async () => {
    const boss = await owner('boss3@example.org');
    const { id, password } = await addStaffMember(database.db, boss, {
      name: 'Desk Three',
      email: 'desk3@example.org',
      role: 'front-desk',
    });
    expect(await signIn('desk3@example.org', password)).toBe(200);
    const reset = await resetStaffPassword(database.db, boss, id);
    expect(reset?.password).not.toBe(password);
    expect(await sessionsOf(id)).toBe(0);
    expect(await signIn('desk3@example.org', password)).toBe(401);
    expect(await signIn('desk3@example.org', reset!.password)).toBe(200);
  });

  it('refuses an owner’s own password reset, and changes to unknown members', async () => {
    const boss = await owner('boss4@example.org');
    await expect(resetStaffPassword(database.db, boss, boss.userId)).rejects.toMatchObject({
      status: 409,
      message: STAFF_MESSAGES.ownPassword,
    });
    expect(await changeStaffMember(database.db, boss, 'no-such-member', { active: false })).toBeNull();
    expect(await resetStaffPassword(database.db, boss, 'no-such-member')).toBeNull();
  });
});

describe('the last active owner', () => {
  it('cannot be demoted or deactivated, and two owners demoting each other at once leave one', async () => {
    // Only the owners of this test: the others are made front desk first.
    const first = await owner('first@example.org');
    const second = await owner('second@example.org');
    for (const member of await listStaff(database.db)) {
      if (member.id !== first.userId && member.id !== second.userId)
        await database.db.update(authUser).set({ role: 'front-desk' }).where(eq(authUser.id, member.id));
    }
    const outcomes = await Promise.allSettled([
      changeStaffMember(database.db, first, second.userId, { role: 'front-desk' }),
      changeStaffMember(database.db, second, first.userId, { active: false }),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected');
    expect(refused?.reason).toMatchObject({ status: 409, message: STAFF_MESSAGES.lastOwner });
    const owners = (await listStaff(database.db)).filter((member) => member.role === 'owner' && member.active);
    expect(owners).toHaveLength(1);

    // The one left cannot step down or deactivate itself either.
    const remaining = [first, second].find((session) => session.userId === owners[0]!.id)!;
    await expect(changeStaffMember(database.db, remaining, remaining.userId, { role: 'front-desk' })).rejects.toMatchObject({
      status: 409,
    });
    await expect(changeStaffMember(database.db, remaining, remaining.userId, { active: false })).rejects.toMatchObject({ status: 409 });

    // With another owner, an owner may step down.
    const third = await owner('third@example.org');
    expect(await changeStaffMember(database.db, remaining, remaining.userId, { role: 'front-desk' })).toMatchObject({ role: 'front-desk' });
    expect(await changeStaffMember(database.db, third, third.userId, { active: false }).catch((error: Error) => error.message)).toBe(
      STAFF_MESSAGES.lastOwner,
    );
  });
});
