import { describe, expect, it } from 'vitest';
import { LEARNING_MESSAGES } from '#app/lib/admin/learning-messages.ts';
import { batchesFee, FEES_ON_REQUEST, upcomingBatches } from '#app/lib/learning.ts';
import { batchSchema, programmeSchema } from '#app/lib/schemas/admin/learning.ts';
import { listAudit } from '#server/audit/index.ts';
import { openTestDatabase, type TestDatabase } from '#tests/support/database.ts';
import { addBatch, createProgramme, deleteBatch, deleteProgramme, updateBatch, updateProgramme } from './admin.ts';
import { findProgramme, listPublicProgrammes } from './programmes.ts';

let database: TestDatabase;
openTestDatabase((opened) => (database = opened));

const actor = { userId: 'user-1', email: 'owner@example.org' };
const programme = programmeSchema.parse({
  title: 'Pranayama Teacher Training',
  slug: 'pranayama',
  summary: 'Three weeks of breath.',
  highlights: 'Daily practice\n\n  Teaching practice  \n',
  active: true,
});

describe(`the learning programmes the owner keeps (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('reads the highlights one a line and refuses a form with none or a short name with spaces', () => {
    expect(programme.highlights).toEqual(['Daily practice', 'Teaching practice']);
    expect(programmeSchema.safeParse({ ...programme, highlights: ' \n ' }).success).toBe(false);
    expect(programmeSchema.safeParse({ ...programme, highlights: 'One', slug: 'Two words' }).success).toBe(false);
    const batch = { programmeId: crypto.randomUUID(), startDate: '2027-03-10', endDate: '2027-03-01' };
    expect(batchSchema.safeParse(batch).success).toBe(false);
    expect(batchSchema.safeParse({ ...batch, endDate: '2027-03-31', feeRupees: 0 }).success).toBe(false);
  });

  it('adds, changes and removes batches, each written into the programme’s history, and shows them on the site', async () => {
    const created = await createProgramme(database.db, actor, programme);
    const added = await addBatch(database.db, actor, {
      programmeId: created.id,
      startDate: '2027-03-01',
      endDate: '2027-03-21',
      feeRupees: 45_000,
    });
    await addBatch(database.db, actor, { programmeId: created.id, startDate: '2026-01-05', endDate: '2026-01-25', seats: 12 });
    await updateBatch(database.db, actor, added!.id, {
      programmeId: created.id,
      startDate: '2027-03-01',
      endDate: '2027-03-21',
      seats: 16,
    });

    const shown = (await listPublicProgrammes(database.db)).find((item) => item.id === created.id)!;
    expect(shown.picture).toEqual({ kind: 'shipped', name: 'sunbeam-hills' });
    const upcoming = upcomingBatches(shown.batches, '2026-11-28');
    expect(upcoming.map((batch) => batch.start)).toEqual(['2027-03-01']);
    // The fee was taken off: fees on request.
    expect(batchesFee(upcoming)).toBe(FEES_ON_REQUEST);

    expect(await deleteBatch(database.db, actor, added!.id)).toMatchObject({ id: added!.id });
    const history = await listAudit(database.db, 'learning-programme', created.id);
    expect(history.map((entry) => [entry.action, entry.changes])).toEqual([
      ['update', { batch: ['1 Mar 2027 to 21 Mar 2027, fees on request, 16 seats', null] }],
      ['update', { batch: ['1 Mar 2027 to 21 Mar 2027, ₹45,000', '1 Mar 2027 to 21 Mar 2027, fees on request, 16 seats'] }],
      ['update', { batch: [null, '5 Jan 2026 to 25 Jan 2026, fees on request, 12 seats'] }],
      ['update', { batch: [null, '1 Mar 2027 to 21 Mar 2027, ₹45,000'] }],
      ['create', expect.objectContaining({ title: [null, 'Pranayama Teacher Training'] })],
    ]);
    expect((await findProgramme(database.db, created.id))!.batches).toHaveLength(1);
  });

  it('words the fee line from the batches to come: one fee, "From" the lowest, or on request', () => {
    const batch = (feePaise: number | null) => ({ start: '2027-01-01', end: '2027-01-10', feePaise });
    expect(batchesFee([batch(8_500_000), batch(8_500_000)])).toBe('₹85,000 per participant');
    expect(batchesFee([batch(9_000_000), batch(8_500_000)])).toBe('From ₹85,000 per participant');
    expect(batchesFee([batch(null), batch(8_500_000)])).toBe('From ₹85,000 per participant');
    expect(batchesFee([])).toBe(FEES_ON_REQUEST);
  });

  it('refuses a second programme of the same short name, hides an inactive one, and deletes one with its batches', async () => {
    const taken = createProgramme(database.db, actor, { ...programme, title: 'Another' });
    await expect(taken).rejects.toMatchObject({ message: LEARNING_MESSAGES.slugTaken, status: 409 });
    const [existing] = (await listPublicProgrammes(database.db)).filter((item) => item.slug === 'pranayama');
    await updateProgramme(database.db, actor, existing!.id, { ...programme, active: false }, '/uploads/learning-images/p.webp');
    expect((await listPublicProgrammes(database.db)).map((item) => item.slug)).not.toContain('pranayama');
    expect((await findProgramme(database.db, existing!.id))!.picture).toEqual({ kind: 'uploaded', url: '/uploads/learning-images/p.webp' });
    expect(await deleteProgramme(database.db, actor, existing!.id)).toMatchObject({ slug: 'pranayama' });
    expect(await findProgramme(database.db, existing!.id)).toBeNull();
    expect(await addBatch(database.db, actor, { programmeId: existing!.id, startDate: '2027-01-01', endDate: '2027-01-02' })).toBeNull();
  });
});
