import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '#tests/support/imports.ts';

// The migration that brought guests gives every booking already stored its guest: one per e-mail in any
// letter case, bookings without one grouped by phone, names and phones as the latest booking has them.
// Run on PGlite with the migrations before it, then with it; the SQL is PostgreSQL's own.

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'guests-backfill-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

describe('the guests migration on bookings already stored', () => {
  it('makes one guest per e-mail, groups the rest by phone, and links every booking', async () => {
    fs.cpSync(path.join(repoRoot, 'drizzle'), folder, { recursive: true });
    const journalFile = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
    const at = journal.entries.findIndex((entry) => entry.tag.endsWith('_guests'));
    fs.writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
    const client = new PGlite();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: folder });
    const insert = (name: string, email: string | null, phone: string, day: number) =>
      client.query(
        `insert into bookings (event_title, event_date, selected_slot, price, customer_name, customer_email, customer_phone, created_at)
         values ('Hatha', '2026-12-01', '8:00 AM', 'Rs 500', $1, $2, $3, $4)`,
        [name, email, phone, new Date(Date.UTC(2026, 10, day))],
      );
    await insert('Meera N', 'Meera@Example.org', '+91 90000 00001', 1);
    await insert('Meera Nair', 'meera@example.org', '+91 90000 00002', 3);
    await insert('Ravi', null, '+91 98111 22334', 2);
    await insert('Ravi K', null, '09811122334', 4);
    await insert('Zoe', null, '+44 7700 900123', 5);

    fs.writeFileSync(journalFile, JSON.stringify(journal));
    await migrate(db, { migrationsFolder: folder });
    const guests = await client.query<{ name: string; email: string | null; phone: string; bookings: number; created_at: Date }>(
      `select g.name, g.email, g.phone, count(b.id)::int as bookings, g.created_at
       from guests g join bookings b on b.guest_id = g.id group by g.id order by g.name`,
    );
    expect(guests.rows.map(({ name, email, phone, bookings }) => ({ name, email, phone, bookings }))).toEqual([
      { name: 'Meera Nair', email: 'meera@example.org', phone: '+91 90000 00002', bookings: 2 },
      { name: 'Ravi', email: null, phone: '+91 98111 22334', bookings: 2 },
      { name: 'Zoe', email: null, phone: '+44 7700 900123', bookings: 1 },
    ]);
    expect(guests.rows[0]!.created_at.toISOString()).toBe('2026-11-01T00:00:00.000Z');
    const unlinked = await client.query(`select id from bookings where guest_id is null`);
    expect(unlinked.rows).toEqual([]);
    await client.close();
  });
});
