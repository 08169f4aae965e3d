import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '#server/audit/index.ts';
import { authUser, enquiries } from '#server/db/schema.ts';
import { listEnquiryPage, setEnquiryHandled } from '#server/enquiries/admin.ts';
import { assignEnquiry } from '#server/enquiries/conversation.ts';
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts';

const staff = { userId: 'u1', email: 'owner@example.org', name: 'Owner', role: 'owner' };

let database: TestDatabase;
let ids: string[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
  // 45 enquiries, one a minute: number 45 is the newest.
  const rows = await database.db
    .insert(enquiries)
    .values(
      Array.from({ length: 45 }, (_, index) => ({
        name: `Guest ${index + 1}`,
        email: `guest${index + 1}@example.org`,
        mobile: '+919876543210',
        city: 'Pune',
        message: `Message ${index + 1}`,
        createdAt: new Date(Date.UTC(2026, 10, 1, 8, index)),
      })),
    )
    .returning({ id: enquiries.id });
  ids = rows.map((row) => row.id);
});
afterAll(async () => {
  await database?.close();
});

describe(`enquiries (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('pages newest first, 20 a page, a page past the end showing the last', async () => {
    const first = await listEnquiryPage(database.db, { filter: 'all', page: 1 });
    expect(first.enquiries).toHaveLength(20);
    expect(first.enquiries[0]?.name).toBe('Guest 45');
    expect(first.enquiries[19]?.name).toBe('Guest 26');
    expect(first).toMatchObject({ page: 1, pages: 3, totals: { new: 45, handled: 0, all: 45 } });
    const last = await listEnquiryPage(database.db, { filter: 'all', page: 99 });
    expect(last.page).toBe(3);
    expect(last.enquiries.map((row) => row.name)).toEqual(['Guest 5', 'Guest 4', 'Guest 3', 'Guest 2', 'Guest 1']);
  });

  it('marks one handled with an audit entry naming who, moves it from New to Handled, and back', async () => {
    const id = ids[44]!;
    const handled = await setEnquiryHandled(database.db, staff, id, true);
    expect(handled?.handledAt).toBeInstanceOf(Date);

    const fresh = await listEnquiryPage(database.db, { filter: 'new', page: 1 });
    expect(fresh.enquiries.map((row) => row.id)).not.toContain(id);
    expect(fresh.totals).toEqual({ new: 44, handled: 1, all: 45 });
    const done = await listEnquiryPage(database.db, { filter: 'handled', page: 1 });
    expect(done.enquiries).toEqual([expect.objectContaining({ id, name: 'Guest 45', handledBy: 'owner@example.org' })]);

    // Marking it again changes nothing and records nothing.
    await setEnquiryHandled(database.db, staff, id, true);
    expect(await listAudit(database.db, 'enquiry', id)).toHaveLength(1);

    const reopened = await setEnquiryHandled(database.db, { ...staff, email: 'second@example.org' }, id, false);
    expect(reopened?.handledAt).toBeNull();
    const history = await listAudit(database.db, 'enquiry', id);
    expect(history.map((entry) => [entry.action, entry.actorEmail, Object.keys(entry.changes)])).toEqual([
      ['update', 'second@example.org', ['handledAt']],
      ['update', 'owner@example.org', ['handledAt']],
    ]);
    expect((await listEnquiryPage(database.db, { filter: 'new', page: 1 })).enquiries[0]?.id).toBe(id);
  });

  it('answers null for an enquiry that does not exist, changing nothing', async () => {
    expect(await setEnquiryHandled(database.db, staff, '00000000-0000-4000-8000-000000000000', true)).toBeNull();
    expect((await listEnquiryPage(database.db, { filter: 'handled', page: 1 })).totals.handled).toBe(0);
  });

  it('still names who handled it after someone else assigns it, and shows the assignee', async () => {
    const id = ids[10]!;
    await database.db.insert(authUser).values({ id: 'desk-1', name: 'Dev Desk', email: 'desk@example.org', role: 'front-desk' });
    await setEnquiryHandled(database.db, staff, id, true);
    await assignEnquiry(database.db, { ...staff, email: 'third@example.org' }, id, 'desk-1');
    const done = await listEnquiryPage(database.db, { filter: 'handled', page: 1 });
    expect(done.enquiries).toEqual([
      expect.objectContaining({ id, handledBy: 'owner@example.org', assignee: 'Dev Desk', assigneeId: 'desk-1' }),
    ]);
    expect((await listAudit(database.db, 'enquiry', id)).map((entry) => entry.actorEmail)).toEqual([
      'third@example.org',
      'owner@example.org',
    ]);
  });
});
